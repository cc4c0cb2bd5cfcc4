// GET /api/bookings/utilization: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "utilization",
  "Utilization per period and asset: a resort's room nights sold over room nights available (out-of-order blockers excluded), a vessel's berths sold over berths offered per departure (held-back cabins and beds excluded).",
);
