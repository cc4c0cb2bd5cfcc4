// POST {id}/updatePaymentPolicy: the payment plan from the booking's terms (or the ones named) as they are now.
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import { invalidField } from "../../../core/errors";
import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../core/db";
import { editBooking, type EditInput } from "../lock-booking";
import type { paymentPolicySchema } from "./calculation-schemas";
import type { z } from "zod";

/** POST {id}/updatePaymentPolicy: the payment plan from the booking's terms (or the ones named) as they are now. */
export function updatePaymentPolicy(
  input: EditInput & { policy: z.infer<typeof paymentPolicySchema> },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    "updatePaymentPolicy",
    async (tx, b) => {
      const termsId = input.policy.termsOfPaymentId;
      if (termsId === undefined) return;
      if (termsId !== null) {
        const terms = await tx.termsOfPayment.findFirst({
          where: { id: termsId, isActive: true },
          select: { id: true },
        });
        if (!terms) throw invalidField("termsOfPaymentId", "validation.unknownReference");
      }
      await tx.booking.update({ where: { id: b.id }, data: { termsOfPaymentId: termsId } });
    },
    { tx },
  );
}
