// POST /api/bookings/{id}/rooms/{roomId}/stay: the tape chart's drag, applied: one of the booking's
// rooms gets other nights and/or another room in one step (the nights' and changeRoom's use cases).
import { changeStay, stayChangeOf } from "@/lib/domain/booking/change-stay";
import { stayChangeSchema } from "@/lib/domain/booking/schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const POST = bookingWrite(
  {
    summary:
      "Move one of the booking's rooms ({roomId}: its BookingRoom id) to other nights ({dateFrom, dateTo}) and/or another room of the resort ({roomId} in the body), in one step; 409 when a night is taken.",
    body: stayChangeSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    changeStay(stayChangeOf({ bookingId, expectedVersion, bookingRoomId: pathId(params.roomId), body }), actor),
);
