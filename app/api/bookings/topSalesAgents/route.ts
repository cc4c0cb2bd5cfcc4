// GET /api/bookings/topSalesAgents: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "topSalesAgents",
  "Sales agents (users of an agency) by the revenue of the sold bookings they own.",
);
