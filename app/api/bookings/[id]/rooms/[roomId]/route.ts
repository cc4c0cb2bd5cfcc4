// POST /api/bookings/{id}/rooms/{roomId}: pax, sort or lock of one of the booking's rooms.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { updateBookingRoom } from "@/lib/domain/booking/booking-rooms";
import { updateRoomSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary:
      "Change one of the booking's rooms ({roomId}: the booking room's id, or the room's): noOfPax, sort, locked.",
    body: updateRoomSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    updateBookingRoom({ bookingId, expectedVersion, room: pathId(params.roomId), ...body }, actor),
);
