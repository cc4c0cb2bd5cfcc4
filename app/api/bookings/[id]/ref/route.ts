// POST /api/bookings/{id}/ref: add a reference (an agency's or external system's number, a voucher).
import { bookingWrite } from "@/lib/http/booking-route";
import { addBookingReference } from "@/lib/domain/booking/change-booking";
import { referenceSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  { summary: "Add a reference ({type?, value}) to the booking.", body: referenceSchema },
  ({ bookingId, body, actor, expectedVersion }) =>
    addBookingReference({ bookingId, expectedVersion, type: body.type, value: body.value }, actor),
);
