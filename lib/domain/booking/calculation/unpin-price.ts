// DELETE {id}/changePrice/{price}: the engine chooses the price again (404 unless that price is pinned).
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import { notFound } from "../../../core/errors";
import { editBooking, type EditInput } from "../lock-booking";

/** DELETE {id}/changePrice/{price}: the engine chooses the price again (404 unless that price is pinned). */
export function unpinPrice(input: EditInput & { priceId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "unpinPrice",
    async (tx, b) => {
      const row = await tx.booking.findUniqueOrThrow({ where: { id: b.id }, select: { priceId: true } });
      if (row.priceId !== input.priceId) throw notFound();
      await tx.booking.update({ where: { id: b.id }, data: { priceId: null } });
    },
    { tx },
  );
}
