// POST /api/bookings/{id}/checkout: the guests leave; settles a paid booking. With money open it
// asks first (409 details.confirmable); sent again with confirm and a reason it runs.
import { guardedActionSchema } from "@/lib/domain/booking/schemas";
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute(
  "checkout",
  "Check the guests out; sets the resolved flag when nothing is left to pay. With an open balance it answers 409 with details {reason: OPEN_BALANCE, confirmable, open, currency}: when confirmable, the same call with body {confirm: true, reason} checks out and keeps the reason in the booking's history; not confirmable: the operator's setting (booking.checkoutWithBalance = refuse) refuses it outright.",
  guardedActionSchema,
);
