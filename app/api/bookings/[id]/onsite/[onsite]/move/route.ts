// POST /api/bookings/{booking}/onsite/{onsite}/move: hand a room's on-site account to another room.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { moveOnsiteAccount } from "@/lib/domain/booking/move-onsite";
import { moveOnsiteSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary:
      "Move the on-site account of booking room {onsite} to {targetRoomId} (of {targetBookingId}, default this booking).",
    body: moveOnsiteSchema,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    moveOnsiteAccount(
      {
        bookingId,
        expectedVersion,
        onsite: pathId(params.onsite),
        targetBookingId: body.targetBookingId,
        targetRoomId: body.targetRoomId,
      },
      actor,
    ),
);
