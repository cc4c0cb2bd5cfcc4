// GET /api/bookings/statsByAge: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute("statsByAge", "Guests of the sold bookings by age band at arrival.");
