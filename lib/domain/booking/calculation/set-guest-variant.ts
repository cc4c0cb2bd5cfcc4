// POST {id}/variant/{room}/{customer}: the price variant of one guest in one room (null: chosen by the rules).
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import { invalidField, notFound } from "../../../core/errors";
import { editBooking, type EditInput } from "../lock-booking";

/** POST {id}/variant/{room}/{customer}: the price variant of one guest in one room (null: chosen by the rules). */
export function setGuestVariant(
  input: EditInput & { bookingRoomId: number; customerId: number; variantId: number | null },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    "variant",
    async (tx, b) => {
      const guest = await tx.bookingGuest.findFirst({
        where: { bookingId: b.id, bookingRoomId: input.bookingRoomId, customerId: input.customerId },
        select: { id: true },
      });
      if (!guest) throw notFound();
      if (input.variantId !== null) {
        const variant = await tx.priceVariant.findUnique({ where: { id: input.variantId }, select: { id: true } });
        if (!variant) throw invalidField("variantId", "validation.unknownReference");
        // a variant no price of the booking's resort or vessel offers would be stored and never apply
        // (the prices the booking page offers: its asset's, or an older one without an asset)
        const asset =
          b.type === "resort"
            ? { OR: [{ resortId: b.resortId }, { resortId: null }] }
            : { OR: [{ vesselId: b.vesselId }, { vesselId: null }] };
        const offered = await tx.price.count({
          where: { type: b.type, ...asset, variants: { some: { id: input.variantId } } },
        });
        if (!offered) throw invalidField("variantId", "validation.variantNotOffered");
      }
      await tx.bookingGuest.update({ where: { id: guest.id }, data: { variantId: input.variantId } });
    },
    { tx },
  );
}
