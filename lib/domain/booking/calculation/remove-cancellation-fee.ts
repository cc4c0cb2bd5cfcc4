// DELETE {bookingId}/calculation/{id}/removeCancellationFee: the fee line goes (404 for any other line).
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import type { EditInput } from "../lock-booking";
import { editStoredLine, manualIdOf, refused } from "./calculation-guards";

/** DELETE {bookingId}/calculation/{id}/removeCancellationFee: the fee line goes (404 for any other line). */
export function removeCancellationFee(input: EditInput & { lineId: number }, actor: Principal, tx?: Tx) {
  return editStoredLine(
    input,
    actor,
    "calculation/removeCancellationFee",
    async (tx, b, line) => {
      const manualId = manualIdOf(line);
      if (!line.cancellationFee || manualId == null) throw refused("notCancellationFee", { line: line.id });
      await tx.bookingManualLine.delete({ where: { id: manualId } });
    },
    tx,
  );
}
