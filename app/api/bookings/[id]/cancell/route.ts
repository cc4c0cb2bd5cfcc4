// POST /api/bookings/{id}/cancell (the spec's spelling): cancel the booking.
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute(
  "cancell",
  "Cancel the booking (state aborted); its rooms and beds go back to sale.",
);
