// GET /api/bookings/topProductCategories: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "topProductCategories",
  "Product categories of the products charged on the sold bookings, by their sum in the operator's currency.",
);
