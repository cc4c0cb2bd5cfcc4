// GET /api/bookings/topCustomers: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute(
  "topCustomers",
  "Customers (the booking's customer) by the revenue of their sold bookings, the largest first.",
);
