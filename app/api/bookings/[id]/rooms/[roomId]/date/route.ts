// POST /api/bookings/{id}/rooms/{roomId}/date: other nights for a resort room.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { changeBookingRoomDates } from "@/lib/domain/booking/booking-rooms";
import { roomDatesSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary: "Change the nights of one of the booking's resort rooms ({dateFrom, dateTo}); 409 when taken.",
    body: roomDatesSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    changeBookingRoomDates(
      { bookingId, expectedVersion, room: pathId(params.roomId), dateFrom: body.dateFrom, dateTo: body.dateTo },
      actor,
    ),
);
