// POST /api/bookings/{id}/change: the booking's own fields.
import { bookingWrite } from "@/lib/http/booking-route";
import { changeBooking } from "@/lib/domain/booking/change-booking";
import { changeBookingSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary: "Change the booking's own fields (source, category, terms, todo, references, option end, expenses ...).",
    body: changeBookingSchema,
  },
  ({ bookingId, body, actor, expectedVersion }) => changeBooking({ bookingId, expectedVersion, fields: body }, actor),
);
