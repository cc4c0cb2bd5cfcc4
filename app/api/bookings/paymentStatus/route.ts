// GET /api/bookings/paymentStatus?days=: what is open, overdue and due soon across the bookings
// the caller sees, as counts and sums per currency (lib/domain/payments/open-payments.ts).
import { bookingScope } from "@/lib/domain/booking/access";
import { paymentStatusSummary } from "@/lib/domain/payments/open-payments";
import { openPaymentsQuery } from "@/lib/domain/payments/payment-schemas";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { paymentStatusAnswer } from "@/lib/domain/payments/answer-schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "Open payments in sum: {days, overdue, dueWithinDays, open}, each {count, open: [{currency, amount}]}; overdue: a due date has passed; dueWithinDays: due by today + days (default 30), not overdue.",
    scopes: BOOKING_READ_SCOPES,
    query: openPaymentsQuery.pick({ days: true }),
    response: paymentStatusAnswer,
  },
  async ({ principal, query }) => paymentStatusSummary(await bookingScope(principal, "read"), query.days),
);
