// GET /api/bookings/topBookings: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute("topBookings", "The largest sold bookings by revenue.");
