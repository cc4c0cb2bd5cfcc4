// DELETE /api/bankentries/{id}/payments/{paymentId}: a match taken back. In one transaction the
// entry is locked, the booking's payment the match made is reversed (a reversal row with the
// reason, payments/reverse-payment.ts: nothing erased on the booking) and the match row removed,
// so its part of the entry is left to match again. The audit trail keeps what it was.
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { moneyOf } from "../payments/record-staff-payment";
import { reversePayment } from "../payments/reverse-payment";
import { entryView } from "./entry-view";
import { lockEntry } from "./match-entry";

export async function unmatchEntry(
  input: { entryId: number; paymentId: number; reason: string },
  actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      const entry = await lockEntry(tx, input.entryId, actor);
      const match = await tx.bankEntryPayment.findFirst({
        where: { entryId: entry.id, paymentId: input.paymentId },
        select: { id: true, bookingId: true, amount: true },
      });
      if (!match) throw notFound("bankEntryPayment");
      const booking = await reversePayment(
        { bookingId: match.bookingId, paymentId: input.paymentId, reason: input.reason },
        actor,
        tx,
      );
      await tx.bankEntryPayment.delete({ where: { id: match.id } });
      await auditBy(tx, actor, {
        action: "bankEntry.unmatched",
        entity: "bankEntry",
        entityId: entry.id,
        data: {
          matchId: match.id,
          bookingId: match.bookingId,
          paymentId: input.paymentId,
          amount: match.amount.toFixed(2),
          reason: input.reason,
        },
      });
      return {
        bookingId: match.bookingId,
        booking: { ...moneyOf(booking), version: booking.version },
        entry: (await entryView(entry.id, tx))!,
      };
    },
    { tx },
  );
}
