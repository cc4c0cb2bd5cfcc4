// POST /api/bookings/{id}/rooms: one more room, cabin or bed.
import { bookingWrite } from "@/lib/http/booking-route";
import { addBookingRoom } from "@/lib/domain/booking/booking-rooms";
import { addRoomSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary:
      "Add a room or cabin ({roomId, bedIds?, dateFrom?, dateTo?, guests}) as POST /api/bookings takes it; 409 when taken.",
    body: addRoomSchema,
  },
  ({ bookingId, body, actor, expectedVersion }) => {
    const { version: _v, ...room } = body;
    return addBookingRoom({ bookingId, expectedVersion, room }, actor);
  },
);
