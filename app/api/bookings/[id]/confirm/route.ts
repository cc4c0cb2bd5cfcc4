// POST /api/bookings/{id}/confirm: the customer commits; assigns the booking number.
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute(
  "confirm",
  "Confirm the booking; assigns the booking number (from the waiting list: takes the rooms).",
);
