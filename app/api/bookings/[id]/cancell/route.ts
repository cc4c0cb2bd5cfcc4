// POST /api/bookings/{id}/cancell (the spec's spelling): cancel the booking; its standing invoices
// are answered by credit notes (lib/domain/finance/cancel-booking.ts).
import { cancelBooking } from "@/lib/domain/finance/cancel-booking";
import { bookingWrite } from "@/lib/http/booking-route";

export const POST = bookingWrite(
  {
    summary:
      "Cancel the booking (state aborted); its rooms and beds go back to sale, and each invoice still standing is cancelled by a credit note in the same transaction.",
  },
  ({ bookingId, actor, expectedVersion }) => cancelBooking({ bookingId, expectedVersion }, actor),
);
