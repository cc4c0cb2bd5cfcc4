// POST /api/bookings/{id}/checkin: the guests arrive. Before the arrival date it asks first (409
// details.confirmable); a diver who does not meet the trip's requirements refuses it (409
// NOT_ELIGIBLE) unless overridden. Either is sent again with a reason, kept in the history.
import { STAFF_ONLY_ACTIONS } from "@/lib/domain/booking/access";
import { checkInBooking, checkInSchema } from "@/lib/domain/forms/check-in-booking";
import { bookingWrite } from "@/lib/http/booking-route";

export const POST = bookingWrite(
  {
    summary:
      "Check the guests in (confirmed bookings). Before the arrival date (where the property is) it answers 409 with details {reason: BEFORE_ARRIVAL, confirmable, arrival, today}: when confirmable, the same call with body {confirm: true, reason} checks in and keeps the reason in the booking's history; not confirmable: the operator's setting (booking.earlyCheckin = refuse) refuses it outright. A guest who does not meet the dive requirements of the departure, its tour or a booked dive product answers 409 with details {reason: NOT_ELIGIBLE, override: true, guests: [{customerId, name, issues}]} and a message naming each guest and what they lack; the same call with {override: true, reason} checks in and keeps the guests and the reason in the history.",
    body: checkInSchema,
    staffOnly: STAFF_ONLY_ACTIONS.has("checkin"),
  },
  ({ bookingId, body, actor, expectedVersion }) =>
    checkInBooking(
      {
        bookingId,
        expectedVersion,
        reason: body?.reason ?? undefined,
        confirm: body?.confirm,
        override: body?.override,
      },
      actor,
    ),
);
