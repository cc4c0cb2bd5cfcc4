// POST {id}/calculation: a line written by hand.
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import type { EditInput } from "../lock-booking";
import type { AddLineInput } from "./calculation-schemas";
import { assertGuests, editLines } from "./calculation-guards";

/** POST {id}/calculation: a line written by hand. */
export function addCalculationLine(input: EditInput & { line: AddLineInput }, actor: Principal, tx?: Tx) {
  return editLines(
    input,
    actor,
    "calculation",
    async (tx, b) => {
      const l = input.line;
      await assertGuests(tx, b.id, l.customerIds ?? []);
      // a line without a place goes after the others, so every manual line has a sort of its own
      const last = await tx.bookingManualLine.aggregate({ where: { bookingId: b.id }, _max: { sort: true } });
      await tx.bookingManualLine.create({
        data: {
          bookingId: b.id,
          type: l.type,
          text: l.text,
          amount: l.amount,
          price: l.price,
          sort: l.sort ?? Math.max(9999, (last._max.sort ?? 9998) + 1),
          customerIds: l.customerIds ?? [],
          taxable: l.taxable ?? null,
          commissionable: l.commissionable,
          onsite: l.onsite,
          cancellationFee: l.cancellationFee,
        },
      });
    },
    tx,
  );
}
