// POST /api/bookings/{id}/rebook/{schedule}: rebook to that departure.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { rebookBooking } from "@/lib/domain/booking/rebook-booking";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  { summary: "Rebook to the departure {schedule}; answers the successor booking.", body: emptyActionSchema },
  ({ bookingId, params, actor, expectedVersion }) =>
    rebookBooking({ bookingId, expectedVersion, scheduleId: pathId(params.schedule), scheduleInPath: true }, actor),
);
