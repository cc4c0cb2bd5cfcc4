// GET /api/bookings/bookingInfoStats: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "bookingInfoStats",
  "Bookings whose stay starts in the period by state (every state), with their guests.",
);
