// POST /api/bookings/{id}/delete: remove a booking made by mistake (soft: its row and numbers stay).
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute(
  "delete",
  "Delete the booking (soft: state deleted, numbers kept); firm bookings are cancelled first.",
);
