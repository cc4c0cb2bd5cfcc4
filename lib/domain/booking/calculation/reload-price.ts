// POST {id}/reloadPrice: the prices read again; changes to engine lines dropped, manual lines kept.
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import { editBooking, type EditInput } from "../lock-booking";

/** POST {id}/reloadPrice: the prices read again; changes to engine lines dropped, manual lines kept. */
export function reloadPrice(input: EditInput, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "reloadPrice",
    async (tx, b) => {
      // the lock's row says whether there is anything to drop: no statement when there is not
      if (b.hasLineOverrides) await tx.bookingLineOverride.deleteMany({ where: { bookingId: b.id } });
    },
    { tx },
  );
}
