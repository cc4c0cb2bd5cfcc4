// POST /api/customers/stats/recalculate: the customers' summary computed again from their bookings
// (lib/domain/stats/customer-stats.ts, docs/statistics.md "Customers").
import { recalculateAnswer, recalculateCustomerStatsNow, recalculateInput } from "@/lib/domain/stats/customer-stats";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Compute the customers' summary again from their bookings ({customerId?}: one customer, none: all); idempotent. The booking writes keep it current; this rebuilds it, e.g. after the default currency or a past exchange rate changed.",
    scopes: ["customers.update"],
    body: recalculateInput,
    response: recalculateAnswer,
  },
  ({ body, principal }) => recalculateCustomerStatsNow(body, principal),
);
