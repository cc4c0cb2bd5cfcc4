// POST /api/bookings/moveGuest: one guest to another cabin or bed of the same departure.
import { moveGuest } from "@/lib/domain/booking/move-guest";
import { moveGuestSchema } from "@/lib/domain/booking/schemas";
import { route } from "@/lib/http/route";
import { expectedVersionOf } from "@/lib/domain/booking/lock-booking";

export const POST = route(
  {
    summary:
      "Move one guest ({bookingId, customerId, fromBookingRoomId}) to another cabin ({roomId}, optional bedId); alone in the cabin the booking room moves, else the guest gets a place of their own.",
    scopes: ["bookings.update"],
    body: moveGuestSchema,
    idempotent: true,
  },
  ({ body, principal, req }) =>
    moveGuest({ ...body, expectedVersion: expectedVersionOf(req.headers.get("if-match"), body) }, principal),
);
