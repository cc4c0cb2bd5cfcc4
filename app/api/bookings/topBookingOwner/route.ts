// GET /api/bookings/topBookingOwner: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute("topBookingOwner", "Users owning sold bookings by their revenue, the largest first.");
