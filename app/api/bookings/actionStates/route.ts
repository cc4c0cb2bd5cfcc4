// GET /api/bookings/actionStates: the state table (docs/booking-states.md).
import { actionStates } from "@/lib/domain/booking/state-machine";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";

const bookingState = bookingAnswer.shape.state;

export const GET = route(
  {
    summary: "The booking state table: [{action, from: [states], to: state or null}] (revert rows add restores).",
    scopes: BOOKING_READ_SCOPES,
    response: z.array(
      z.object({
        action: z.string(),
        from: z.array(bookingState),
        to: bookingState.nullable(),
        restores: z.array(bookingState).optional(),
      }),
    ),
  },
  () => actionStates(),
);
