// GET /api/bookings/taskNames: the booking engine's background tasks.
import { BOOKING_TASKS } from "@/lib/domain/booking/booking-queries";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  {
    summary: "The booking engine's background tasks: [{name, every, what}].",
    scopes: BOOKING_READ_SCOPES,
    response: z.array(z.object({ name: z.string(), every: z.string(), what: z.string() })),
  },
  () => BOOKING_TASKS,
);
