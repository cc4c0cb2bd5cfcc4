// POST /api/bookings/{id}/checkin: the guests arrive.
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute("checkin", "Check the guests in (confirmed bookings).");
