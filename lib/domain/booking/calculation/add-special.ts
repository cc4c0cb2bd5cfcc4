// POST {id}/special/{special}: a special on this booking, by its rules or (ignoreRules) regardless of them.
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import { notFound } from "../../../core/errors";
import { editBooking, type EditInput } from "../lock-booking";
import { refused } from "./calculation-guards";

/** POST {id}/special/{special}: a special on this booking, by its rules or (ignoreRules) regardless of them. */
export function addSpecial(input: EditInput & { specialId: number; ignoreRules: boolean }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "special",
    async (tx, b) => {
      const special = await tx.special.findUnique({
        where: { id: input.specialId },
        select: { id: true, name: true, status: true },
      });
      if (!special) throw notFound();
      // a draft or aborted special prices nothing, rules ignored or not (docs/pricing.md)
      if (special.status !== "active")
        throw refused("specialNotActive", { special: special.name, status: special.status });
      await tx.bookingSpecial.upsert({
        where: { bookingId_specialId: { bookingId: b.id, specialId: special.id } },
        create: { bookingId: b.id, specialId: special.id, ignoreRules: input.ignoreRules },
        update: { ignoreRules: input.ignoreRules, removed: false },
      });
    },
    { tx },
  );
}
