// POST /api/bookings/{id}/wait: put an offer or option on the waiting list (gives its rooms back).
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute("wait", "Put the booking on the waiting list; its rooms and beds go back to sale.");
