// POST /api/bookings/{id}/changeRoom: the guests of one room move to another room or cabin.
import { bookingWrite } from "@/lib/http/booking-route";
import { changeBookingRoom } from "@/lib/domain/booking/booking-rooms";
import { changeRoomSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary:
      "Move one of the booking's rooms ({bookingRoomId}) to another room or cabin ({roomId}, bedIds of a shared cabin); 409 when taken.",
    body: changeRoomSchema,
  },
  ({ bookingId, body, actor, expectedVersion }) => changeBookingRoom({ bookingId, expectedVersion, ...body }, actor),
);
