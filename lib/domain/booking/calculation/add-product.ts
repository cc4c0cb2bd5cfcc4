// POST {id}/product/{product} and addon/{addon}: a product or add-on booked with the booking.
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import { notFound } from "../../../core/errors";
import { editBooking, type EditInput } from "../lock-booking";
import type { AddProductInput } from "./calculation-schemas";
import { assertGuests } from "./calculation-guards";

/** POST {id}/product/{product} and addon/{addon}: a product or add-on booked with the booking. */
export function addProduct(
  input: EditInput & { productId: number; kind: "product" | "addon"; product: AddProductInput },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    input.kind,
    async (tx, b) => {
      const product = await tx.product.findFirst({
        where: { id: input.productId, isActive: true },
        select: { id: true, lineKind: true },
      });
      // addon/{addon} names an add-on; product/{product} any product
      if (!product || (input.kind === "addon" && product.lineKind !== "addon")) throw notFound();
      const guests = input.product.customerIds ?? [];
      await assertGuests(tx, b.id, guests);
      await tx.bookingProduct.create({
        data: {
          bookingId: b.id,
          productId: product.id,
          customerIds: guests,
          quantity: input.product.quantity ?? null,
          optional: input.product.optional,
        },
      });
    },
    { tx },
  );
}
