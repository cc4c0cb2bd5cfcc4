// GET /api/bookings/statsByRepeater: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "statsByRepeater",
  "Guests of the sold bookings: first-time or repeat (an earlier sold stay).",
);
