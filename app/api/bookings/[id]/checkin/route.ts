// POST /api/bookings/{id}/checkin: the guests arrive. Before the arrival date it asks first (409
// details.confirmable); sent again with confirm and a reason it runs, the reason in the history.
import { guardedActionSchema } from "@/lib/domain/booking/schemas";
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute(
  "checkin",
  "Check the guests in (confirmed bookings). Before the arrival date (where the property is) it answers 409 with details {reason: BEFORE_ARRIVAL, confirmable, arrival, today}: when confirmable, the same call with body {confirm: true, reason} checks in and keeps the reason in the booking's history; not confirmable: the operator's setting (booking.earlyCheckin = refuse) refuses it outright.",
  guardedActionSchema,
);
