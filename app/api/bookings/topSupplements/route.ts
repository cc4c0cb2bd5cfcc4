// GET /api/bookings/topSupplements: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "topSupplements",
  "Supplements charged on the sold bookings (their calculation lines), by their sum in the operator's currency.",
);
