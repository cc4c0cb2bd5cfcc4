// GET /api/payments: every booking's payment rows, newest first, with the booking and who recorded
// them (lib/domain/payments/list-payments.ts).
import { listPayments } from "@/lib/domain/payments/list-payments";
import { PAYMENT_READ_SCOPES, paymentListQuery } from "@/lib/domain/payments/payment-schemas";
import { route } from "@/lib/http/route";
import { paymentRowAnswer } from "@/lib/domain/payments/answer-schemas";
import { wirePage } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "The payments of all bookings, newest first ({data, total, page, size}): method, amount and currency (and the booking's), calendar date, reference, reversals, the booking and who recorded it. Filters: from, to, method, bookingId, search (reference, provider id, booking number).",
    scopes: PAYMENT_READ_SCOPES,
    query: paymentListQuery,
    response: wirePage(paymentRowAnswer),
  },
  ({ query }) => listPayments(query),
);
