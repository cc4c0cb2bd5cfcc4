// GET /api/bookings/taskNames: the booking engine's background tasks.
import { BOOKING_TASKS } from "@/lib/domain/booking/booking-queries";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";

export const GET = route(
  { summary: "The booking engine's background tasks: [{name, every, what}].", scopes: BOOKING_READ_SCOPES },
  () => BOOKING_TASKS,
);
