// POST {id}/calculation/{calcId}/refresh: an engine line worked out again (staff's change to it dropped).
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import type { EditInput } from "../lock-booking";
import { editStoredLine, manualIdOf, refused } from "./calculation-guards";

/** POST {id}/calculation/{calcId}/refresh: an engine line worked out again (staff's change to it dropped). */
export function refreshCalculationLine(input: EditInput & { lineId: number }, actor: Principal, tx?: Tx) {
  return editStoredLine(
    input,
    actor,
    "calculation/refresh",
    async (tx, b, line) => {
      if (manualIdOf(line) != null) throw refused("manualNotRefreshable", { line: line.id });
      await tx.bookingLineOverride.deleteMany({ where: { bookingId: b.id, key: line.key } });
    },
    tx,
  );
}
