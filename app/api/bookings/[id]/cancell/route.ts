// POST /api/bookings/{id}/cancell (the spec's spelling): cancel the booking; the fee its terms of
// payment give for today is booked as a cancellation fee line (staff may waive it with a reason)
// and its standing invoices are answered by credit notes (lib/domain/finance/cancel-booking.ts).
// {dryRun: true} shows what the cancellation would leave (the fee lines as the total, what is
// paid) without doing it.
import { dryRun } from "@/lib/domain/booking/dry-run";
import { cancelSchema } from "@/lib/domain/booking/schemas";
import { cancelBooking } from "@/lib/domain/finance/cancel-booking";
import { bookingWrite } from "@/lib/http/booking-route";

export const POST = bookingWrite(
  {
    summary:
      "Cancel the booking (state aborted); its rooms and beds go back to sale, the fee its terms of payment give for today (their cancellation steps: days before arrival in the property's time zone, a percentage of the total; GET cancellationFee shows it) is booked as a cancellation fee line, and each invoice still standing is cancelled by a credit note in the same transaction. Staff may cancel without the fee: {waiveFee: true, reason} (the reason is kept in the history; 400 naming reason without one, 403 for an agency). With {dryRun: true} it answers the booking as the cancellation would leave it (total: its cancellation fee lines; paid; open) and saves nothing.",
    body: cancelSchema,
  },
  ({ bookingId, body, actor, expectedVersion }) => {
    const input = { bookingId, expectedVersion, waiveFee: body?.waiveFee, reason: body?.reason ?? undefined };
    return body?.dryRun ? dryRun((tx) => cancelBooking(input, actor, tx)) : cancelBooking(input, actor);
  },
);
