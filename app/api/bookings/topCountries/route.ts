// GET /api/bookings/topCountries: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "topCountries",
  "Guests of the sold bookings by country (address, else nationality), the largest first.",
);
