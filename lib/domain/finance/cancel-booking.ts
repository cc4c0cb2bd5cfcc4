// POST /api/bookings/{id}/cancell: a cancelled booking's invoices are answered by credit notes,
// never deleted. One transaction: the booking's state action (its rooms and beds back on sale,
// its history) and a credit note for each invoice still standing, with the reason in the invoice's
// language. The fee the terms of payment give for today is booked on the booking by the state
// action (unless staff waive it, with a reason); it is then invoiced anew from the remaining lines.
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { isLocale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { transitionBooking } from "../booking/transition-booking";
import { creditInvoice } from "./credit-invoice";

export async function cancelBooking(
  input: { bookingId: number; expectedVersion?: number; waiveFee?: boolean; reason?: string },
  actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      const view = await transitionBooking({ ...input, action: "cancell" }, actor, tx);
      const standing = await tx.invoice.findMany({
        where: { bookingId: input.bookingId, series: "invoice", creditedBy: null },
        select: { id: true, language: true },
        orderBy: { id: "asc" },
      });
      for (const inv of standing) {
        const reason = translator(isLocale(inv.language) ? inv.language : "de")("invoices.cancelledReason");
        await creditInvoice({ invoiceId: inv.id, reason, onCancel: true }, actor, tx);
      }
      return view;
    },
    { tx },
  );
}
