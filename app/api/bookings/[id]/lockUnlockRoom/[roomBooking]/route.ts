// POST /api/bookings/{id}/lockUnlockRoom/{roomBooking}: pin or unpin one of the booking's rooms.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { lockUnlockBookingRoom } from "@/lib/domain/booking/booking-rooms";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary: "Lock (or unlock) the booking room {roomBooking} against re-allocation.",
    body: emptyActionSchema,
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    lockUnlockBookingRoom({ bookingId, expectedVersion, room: pathId(params.roomBooking) }, actor),
);
