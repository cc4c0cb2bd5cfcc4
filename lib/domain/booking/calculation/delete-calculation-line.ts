// DELETE {bookingId}/calculation/{sort}: the line at that place. A manual line goes; a special
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import { notFound } from "../../../core/errors";
import type { EditInput } from "../lock-booking";
import { editLines, manualIdOf, refused } from "./calculation-guards";

/**
 * DELETE {bookingId}/calculation/{sort}: the line at that place. A manual line goes; a special
 * staff may take off stays off (also at the next reload); a product goes from the booking.
 * Lines worked out from the rooms, the tour, tax or the payment plan cannot be deleted (409).
 */
export function deleteCalculationLine(input: EditInput & { sort: number }, actor: Principal, tx?: Tx) {
  return editLines(
    input,
    actor,
    "calculation/delete",
    async (tx, b) => {
      const lines = await tx.bookingCalculationLine.findMany({
        where: { bookingId: b.id, sort: input.sort },
        orderBy: { id: "asc" },
      });
      // manual lines first: they are what staff most often take back
      const line = lines.find((l) => manualIdOf(l) != null) ?? lines[0];
      if (!line) throw notFound();
      const source = line.source as { kind: string; id?: number; specialId?: number; bookingProductId?: number };
      if (source.kind === "manual") {
        await tx.bookingManualLine.delete({ where: { id: source.id } });
        return;
      }
      if (!line.deletable) throw refused("notDeletable", { line: line.sort });
      if (source.kind === "special" && source.specialId != null) {
        await tx.bookingSpecial.upsert({
          where: { bookingId_specialId: { bookingId: b.id, specialId: source.specialId } },
          create: { bookingId: b.id, specialId: source.specialId, removed: true },
          update: { removed: true, ignoreRules: false },
        });
        return;
      }
      if (source.kind === "product" && source.bookingProductId != null) {
        await tx.bookingProduct.deleteMany({ where: { id: source.bookingProductId, bookingId: b.id } });
        return;
      }
      throw refused("notDeletable", { line: line.sort });
    },
    tx,
  );
}
