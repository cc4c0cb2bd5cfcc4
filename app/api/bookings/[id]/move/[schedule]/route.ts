// POST /api/bookings/{id}/move/{schedule}: the same booking on another departure.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { dryRun } from "@/lib/domain/booking/dry-run";
import { moveBooking } from "@/lib/domain/booking/move-booking";
import { dryRunActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Move the booking (same numbers) to the departure {schedule}, keeping cabins or cabin types; 409 when it does not fit whole. With {dryRun: true} it answers the booking as the move would make it (its new total by the pricing engine) and saves nothing: the booking page shows the old and the new price before asking.",
    body: dryRunActionSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) => {
    const input = { bookingId, expectedVersion, scheduleId: pathId(params.schedule) };
    return body?.dryRun ? dryRun((tx) => moveBooking(input, actor, tx)) : moveBooking(input, actor);
  },
);
