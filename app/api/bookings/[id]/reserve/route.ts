// POST /api/bookings/{id}/reserve: an offer (or waiting-list entry) becomes an option (planned).
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute("reserve", "Make the booking an option (planned); assigns the reservation number.");
