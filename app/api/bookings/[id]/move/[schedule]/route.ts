// POST /api/bookings/{id}/move/{schedule}: the same booking on another departure.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { moveBooking } from "@/lib/domain/booking/move-booking";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Move the booking (same numbers) to the departure {schedule}, keeping cabins or cabin types; 409 when it does not fit whole.",
    body: emptyActionSchema,
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    moveBooking({ bookingId, expectedVersion, scheduleId: pathId(params.schedule) }, actor),
);
