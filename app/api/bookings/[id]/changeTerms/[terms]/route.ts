// POST /api/bookings/{id}/changeTerms/{terms}: other terms of payment.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { setBookingField } from "@/lib/domain/booking/change-booking";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";

export const POST = bookingWrite(
  { summary: "Set the booking's terms of payment to {terms}.", body: emptyActionSchema, staffOnly: true },
  ({ bookingId, params, actor, expectedVersion }) =>
    setBookingField({ bookingId, expectedVersion, field: "termsOfPaymentId", value: pathId(params.terms) }, actor),
);
