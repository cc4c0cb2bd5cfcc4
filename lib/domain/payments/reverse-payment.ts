// DELETE /api/bookings/{bookingId}/payment/{id}: staff take back a payment recorded by mistake (or
// a refund). Nothing is erased: a reversal row of its own names the payment, carries the reason and
// who took it back, and counts against what is paid (payment-statuses.ts). A payment taken from a
// credit gives the credit back by a row of its own; a reversed refund to a credit takes it again.
// One booking edit (the booking locked at the version the caller saw, a history version).
import { randomUUID } from "node:crypto";
import type { Principal } from "../../auth/principal";
import { calendarDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { bookingToday, editBooking } from "../booking/lock-booking";
import { PAID, REFUND, REVERSAL } from "../booking/payment-statuses";
import { settlePaidMark } from "../booking/paid-mark";
import type { BookingView } from "../booking/view";
import { appendCredit } from "../crm/credit-ledger";
import { paymentRefused, STAFF_PROVIDER } from "./record-staff-payment";

export async function reversePayment(
  input: { bookingId: number; paymentId: number; reason: string; expectedVersion?: number },
  actor: Principal,
  tx?: Tx,
): Promise<BookingView> {
  return transaction(
    async (tx) => {
      const view = await editBooking(
        input,
        actor,
        "reversePayment",
        async (tx, b) => {
          const p = await tx.payment.findFirst({
            where: { id: input.paymentId, bookingId: b.id },
            select: {
              id: true,
              status: true,
              amount: true,
              currency: true,
              method: true,
              creditAgencyId: true,
              creditCustomerId: true,
              reversedBy: { select: { id: true } },
            },
          });
          if (!p) throw notFound();
          // a pending or review row never counted; a reversal is not reversed again (record anew)
          if (p.status !== PAID && p.status !== REFUND) throw paymentRefused("notReversible", { status: p.status });
          if (p.reversedBy) throw paymentRefused("alreadyReversed", { payment: p.id });
          const date = await bookingToday(b, tx);
          const owner = p.creditAgencyId
            ? { agencyId: p.creditAgencyId }
            : p.creditCustomerId
              ? { customerId: p.creditCustomerId }
              : null;
          // the credit gets back what the payment took, or loses again what a refund gave it
          if (owner && p.method === "credit")
            await appendCredit(
              tx,
              owner,
              {
                amount: p.status === PAID ? p.amount : p.amount.negated(),
                currency: p.currency,
                date,
                kind: "reversal",
                bookingId: b.id,
                reason: input.reason,
              },
              actor,
            );
          await tx.payment.create({
            data: {
              bookingId: b.id,
              provider: STAFF_PROVIDER,
              providerPaymentId: randomUUID(),
              // a reversed refund counts like a payment again: the sign follows the row it takes back
              status: p.status === PAID ? REVERSAL : PAID,
              amount: p.amount,
              currency: p.currency,
              paidAt: new Date(),
              method: p.method,
              date: calendarDate(date),
              reason: input.reason,
              reversesId: p.id,
              recordedById: actor.user?.id ?? null,
            },
          });
        },
        { tx, open: false },
      );
      // nothing paid any more: the paid mark goes (a history version of its own)
      return (await settlePaidMark(tx, view, view, actor, "reversePayment")) ?? view;
    },
    { tx },
  );
}
