// POST {id}/changePrice/{price}: this price for every room (the engine no longer chooses).
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import { notFound } from "../../../core/errors";
import { editBooking, type EditInput } from "../lock-booking";

/** POST {id}/changePrice/{price}: this price for every room (the engine no longer chooses). */
export function changePrice(input: EditInput & { priceId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "changePrice",
    async (tx, b) => {
      const price = await tx.price.findFirst({
        where: { id: input.priceId, type: b.type },
        select: { id: true, resortId: true, vesselId: true },
      });
      const asset = b.type === "resort" ? b.resortId : b.vesselId;
      const own = price && (b.type === "resort" ? price.resortId : price.vesselId);
      // a price of another resort or vessel does not price this booking
      if (!price || (own != null && asset != null && own !== asset)) throw notFound();
      await tx.booking.update({ where: { id: b.id }, data: { priceId: price.id } });
    },
    { tx },
  );
}
