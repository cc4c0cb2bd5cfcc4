// POST /api/bookings/quote: what a booking of this selection would cost, before anything is saved
// (the wizard's live quote); the same body, scopes and engine as POST /api/bookings, nothing written.
import { quoteBooking, quoteBookingSchema } from "@/lib/domain/booking/quote-booking";
import { route } from "@/lib/http/route";
import { bookingQuoteAnswer, presentQuote } from "@/lib/page/booking-quote";

export const POST = route(
  {
    summary:
      "Quote a booking before it is made: the body of POST /api/bookings (customerId optional until a guest is named). {total, currency, lines, warnings (what would refuse the booking now: a room taken, a blocker, a shared cabin's gender rule, nights without a price), explain (staff: why this price)}. Nothing is stored; 400 naming the field.",
    scopes: ["bookings.create", "agencies.self", "customers.self"],
    body: quoteBookingSchema,
    response: bookingQuoteAnswer,
  },
  async ({ body, principal, locale, req }) => presentQuote(await quoteBooking(body, principal), req, locale),
);
