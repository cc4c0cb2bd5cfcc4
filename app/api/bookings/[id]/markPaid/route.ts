// POST /api/bookings/{id}/markPaid: nothing is left to pay.
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute(
  "markPaid",
  "Mark the booking paid; sets the resolved flag when the guests have checked out.",
);
