// GET /api/bookings/agency/payments/{agency}?from=&to=: an agency's bookings arriving in the period
// with what each costs, what the agency owes, paid and open, and the totals per currency. An agency
// user sees its own only (lib/domain/payments/open-payments.ts).
import { z } from "zod";
import { agencyPayments, agencyPaymentsScope } from "@/lib/domain/payments/open-payments";
import { agencyPaymentsQuery } from "@/lib/domain/payments/payment-schemas";
import { agencyPaymentsAnswer } from "@/lib/domain/payments/answer-schemas";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const GET = route(
  {
    summary:
      "An agency's firm, settled and optional bookings arriving from..to ({data, total, page, size, totals}): total, due, paid, open, paymentDueDate and hasExceededDueDate each; totals per currency. Another agency's: 404 for an agency user.",
    scopes: ["agencies.read", "agencies.self", "bookings.read"],
    params: z.object({ agency: id() }),
    query: agencyPaymentsQuery,
    response: agencyPaymentsAnswer,
  },
  async ({ principal, params, query }) =>
    agencyPayments(await agencyPaymentsScope(principal, params.agency), { ...query, agencyId: params.agency }),
);
