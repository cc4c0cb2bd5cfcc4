// POST /api/bookings/{id}/rebook: the booking moves to another departure or other dates as a successor.
import { bookingWrite } from "@/lib/http/booking-route";
import { rebookBooking } from "@/lib/domain/booking/rebook-booking";
import { rebookSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  {
    summary:
      "Rebook to another departure ({scheduleId}) or other dates ({dateFrom, dateTo}); answers the successor booking, the old one becomes rebooked.",
    body: rebookSchema,
  },
  ({ bookingId, body, actor, expectedVersion }) => rebookBooking({ bookingId, expectedVersion, ...body }, actor),
);
