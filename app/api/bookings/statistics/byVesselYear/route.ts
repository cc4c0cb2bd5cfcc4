// GET /api/bookings/statistics/byVesselYear: per vessel and year, departures, berths offered and
// sold, utilization and revenue (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "byVesselYear",
  "Per vessel and year (groupBy month answers years; day or week as asked): departures starting then, berths offered and sold, utilization and revenue.",
  { features: ["vessel"] },
);
