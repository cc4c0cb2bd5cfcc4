// DELETE {id}/commission/{commission}: the booking no longer carries it (404 when it carries another or none).
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import { Prisma, type Tx } from "../../../core/db";
import { notFound } from "../../../core/errors";
import { editBooking, type EditInput } from "../lock-booking";

/** DELETE {id}/commission/{commission}: the booking no longer carries it (404 when it carries another or none). */
export function removeCommission(input: EditInput & { commissionId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "removeCommission",
    async (tx, b) => {
      const row = await tx.booking.findUniqueOrThrow({ where: { id: b.id }, select: { commission: true } });
      const current = (row.commission as { commissionId?: unknown } | null)?.commissionId;
      if (current !== input.commissionId) throw notFound();
      await tx.booking.update({ where: { id: b.id }, data: { commission: Prisma.DbNull } });
    },
    { tx },
  );
}
