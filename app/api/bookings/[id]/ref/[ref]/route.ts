// DELETE /api/bookings/{booking}/ref/{ref}: remove a reference.
import { bookingWrite } from "@/lib/http/booking-route";
import { removeBookingReference } from "@/lib/domain/booking/change-booking";

export const DELETE = bookingWrite(
  { summary: "Remove the reference {ref} (its id or value) from the booking." },
  ({ bookingId, params, actor, expectedVersion }) =>
    removeBookingReference({ bookingId, expectedVersion, ref: params.ref }, actor),
);
