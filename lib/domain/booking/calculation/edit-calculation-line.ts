// POST {id}/calculation/{calcId} (edit) and .../rename: a manual line directly, an engine line by an override.
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import { invalidField } from "../../../core/errors";
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import type { EditInput } from "../lock-booking";
import type { EditLineInput } from "./calculation-schemas";
import { editStoredLine, enginePriceAllowed, manualIdOf, refused } from "./calculation-guards";

/** POST {id}/calculation/{calcId} (edit) and .../rename: a manual line directly, an engine line by an override. */
export function editCalculationLine(
  input: EditInput & { lineId: number; change: Omit<EditLineInput, "version">; action?: "calculation" | "rename" },
  actor: Principal,
  tx?: Tx,
) {
  const action = input.action ?? "calculation";
  return editStoredLine(
    input,
    actor,
    action,
    async (tx, b, line) => {
      const { price, amount, text } = input.change;
      const manualId = manualIdOf(line);
      if (manualId != null) {
        await tx.bookingManualLine.update({
          where: { id: manualId },
          data: {
            ...(price !== undefined ? { price } : {}),
            ...(amount !== undefined ? { amount } : {}),
            ...(text !== undefined ? { text } : {}),
          },
        });
        return;
      }
      if (!line.editable) throw refused("notEditable", { line: line.id });
      if (price !== undefined && !enginePriceAllowed(line.type, price))
        throw invalidField("price", "validation.nonNegative");
      const data = {
        ...(price !== undefined ? { price } : {}),
        ...(amount !== undefined ? { amount } : {}),
        ...(text !== undefined ? { text } : {}),
      };
      await tx.bookingLineOverride.upsert({
        where: { bookingId_key: { bookingId: b.id, key: line.key } },
        create: { bookingId: b.id, key: line.key, ...data },
        update: data,
      });
    },
    tx,
  );
}
