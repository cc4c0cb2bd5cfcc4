// POST /api/bookings/{id}/checkout: the guests leave; settles a paid booking.
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute(
  "checkout",
  "Check the guests out; sets the resolved flag when nothing is left to pay.",
);
