// GET /api/customers/dashboard: the customers' figures from their summaries (docs/statistics.md "Customers").
import { customerDashboard, customerDashboardAnswer, customerDashboardQuery } from "@/lib/domain/stats/customer-stats";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The customers' figures: customers with a sold stay, repeaters and their share, stays, nights, revenue in the default currency (by who booked) and per booker; of the period from..to (default: the operator's year) the new customers (first stay), the last stays and the returning ones (first stay before the period); the top `amount` customers by revenue.",
    scopes: ["customers.read"],
    query: customerDashboardQuery,
    response: customerDashboardAnswer,
  },
  ({ query }) => customerDashboard(query),
);
