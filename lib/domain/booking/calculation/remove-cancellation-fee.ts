// DELETE {bookingId}/calculation/{id}/removeCancellationFee: the fee line goes (404 for any other line).
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import { editBooking, type EditInput } from "../lock-booking";
import { assertLinesEditable, refused, lineOf, manualIdOf } from "./calculation-guards";

/** DELETE {bookingId}/calculation/{id}/removeCancellationFee: the fee line goes (404 for any other line). */
export function removeCancellationFee(input: EditInput & { lineId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "calculation/removeCancellationFee",
    async (tx, b) => {
      assertLinesEditable(b, "calculation/removeCancellationFee");
      const line = await lineOf(tx, b.id, input.lineId);
      const manualId = manualIdOf(line);
      if (!line.cancellationFee || manualId == null) throw refused("notCancellationFee", { line: line.id });
      await tx.bookingManualLine.delete({ where: { id: manualId } });
    },
    { tx, open: false },
  );
}
