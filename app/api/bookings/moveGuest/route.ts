// POST /api/bookings/moveGuest: one guest to another cabin or bed of the same departure.
import { moveGuest } from "@/lib/domain/booking/move-guest";
import { moveGuestSchema } from "@/lib/domain/booking/schemas";
import { inLanguage } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";
import { expectedVersionOf } from "@/lib/domain/booking/lock-booking";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";

export const POST = route(
  {
    summary:
      "Move one guest ({bookingId, customerId, fromBookingRoomId}) to another cabin ({roomId}, optional bedId); alone in the cabin the booking room moves, else the guest gets a place of their own.",
    scopes: ["bookings.update"],
    body: moveGuestSchema,
    idempotent: true,
    response: bookingAnswer,
  },
  async ({ body, principal, req, locale }) =>
    // the booking as every booking write answers it: line texts in the caller's language
    inLanguage(
      await moveGuest({ ...body, expectedVersion: expectedVersionOf(req.headers.get("if-match"), body) }, principal),
      locale,
    ),
);
