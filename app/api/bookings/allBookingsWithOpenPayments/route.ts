// GET /api/bookings/allBookingsWithOpenPayments?days=: the bookings (the caller sees) with an
// instalment due within `days`, overdue ones first (lib/domain/payments/open-payments.ts).
import { bookingScope } from "@/lib/domain/booking/access";
import { bookingsWithOpenPayments } from "@/lib/domain/payments/open-payments";
import { openPaymentsQuery } from "@/lib/domain/payments/payment-schemas";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { openPaymentsPage } from "@/lib/domain/payments/answer-schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "Bookings with an open instalment due by today + days (default 30) where each booking is, overdue included, earliest due first ({data, total, page, size}); each with total, due, paid, open, paymentDueDate, hasExceededDueDate and its instalments.",
    scopes: BOOKING_READ_SCOPES,
    query: openPaymentsQuery,
    response: openPaymentsPage,
  },
  async ({ principal, query }) => bookingsWithOpenPayments(await bookingScope(principal, "read"), query),
);
