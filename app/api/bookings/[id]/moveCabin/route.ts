// POST /api/bookings/{id}/moveCabin: the action moveCabin of GET /api/bookings/actionStates as a
// per-booking endpoint: one guest of this booking to another cabin or bed of the same departure
// (the same use case as POST /api/bookings/moveGuest and /api/schedules/movecabin/{id}).
import { dryRun } from "@/lib/domain/booking/dry-run";
import { moveGuest } from "@/lib/domain/booking/move-guest";
import { moveCabinSchema } from "@/lib/domain/booking/schemas";
import { bookingWrite } from "@/lib/http/booking-route";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Move one guest of the booking ({customerId, fromBookingRoomId}) to another cabin ({roomId}, optional bedId) of the same departure; alone in the cabin the booking room moves, else the guest gets a place of their own; 409 when taken. With {dryRun: true} it answers the booking as the move would make it (its new total by the pricing engine) and saves nothing: the tape chart shows the old and the new price before asking.",
    body: moveCabinSchema,
  },
  ({ bookingId, body: { dryRun: dry, ...body }, actor, expectedVersion }) => {
    const input = { ...body, bookingId, expectedVersion };
    return dry ? dryRun((tx) => moveGuest(input, actor, tx)) : moveGuest(input, actor);
  },
);
