// GET /api/bookings/bookingCalculationStats: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "bookingCalculationStats",
  "The billable calculation lines of the sold bookings by line type: how many and their sum in the operator's currency.",
);
