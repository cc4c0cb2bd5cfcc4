// POST /api/bookings/{id}/cancell (the spec's spelling): cancel the booking; its standing invoices
// are answered by credit notes (lib/domain/finance/cancel-booking.ts). {dryRun: true} shows what
// the cancellation would leave (the fee lines as the total, what is paid) without doing it.
import { dryRun } from "@/lib/domain/booking/dry-run";
import { dryRunActionSchema } from "@/lib/domain/booking/schemas";
import { cancelBooking } from "@/lib/domain/finance/cancel-booking";
import { bookingWrite } from "@/lib/http/booking-route";

export const POST = bookingWrite(
  {
    summary:
      "Cancel the booking (state aborted); its rooms and beds go back to sale, and each invoice still standing is cancelled by a credit note in the same transaction. With {dryRun: true} it answers the booking as the cancellation would leave it (total: its cancellation fee lines; paid; open) and saves nothing: the booking page's cancel dialog shows the terms and the fee before asking.",
    body: dryRunActionSchema,
  },
  ({ bookingId, body, actor, expectedVersion }) => {
    const input = { bookingId, expectedVersion };
    return body?.dryRun ? dryRun((tx) => cancelBooking(input, actor, tx)) : cancelBooking(input, actor);
  },
);
