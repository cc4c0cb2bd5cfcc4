// POST /api/bookings/{id}/rooms/{roomId}/customers: who sleeps in the room.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { setBookingRoomGuests } from "@/lib/domain/booking/booking-rooms";
import { roomGuestsSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary:
      "Set the guests of one of the booking's rooms ({guests: [customerId]}); capacity and the gender rule are checked.",
    body: roomGuestsSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    setBookingRoomGuests(
      { bookingId, expectedVersion, room: pathId(params.roomId), guests: body.guests ?? body.customers ?? [] },
      actor,
    ),
);
