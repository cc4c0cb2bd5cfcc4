// POST /api/payments/notify/booking/{id}/{provider}: a provider reports a payment. The provider
// checks the notification (Stripe: the signature over the raw body) before anything is read or written;
// the offline provider, which nobody signs, takes reports from staff only. Recording is idempotent
// and order-independent (record-payments.ts).
import { hasSome } from "../../access/scopes";
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { loadPayableBooking } from "./checkout-booking";
import { loadProvider } from "./provider-config";
import { auditRecordedPayments, recordPayments } from "./record-payments";

export async function notifyPayment(
  input: { bookingId: number; provider: string; body: string; headers: Headers },
  actor: Principal,
  tx?: Tx,
) {
  const { impl, config, code } = await loadProvider(input.provider, tx);
  // who may report, and whether the notification is genuine, before the booking is looked up: a
  // guest or a forged notification gets the same answer for a booking that exists and one that
  // does not (401/403, or 400 for the signature), so the endpoint tells nobody which ids exist
  if (impl.notifyNeedsStaff && !hasSome(actor, ["bookings.update"]))
    throw new AppError(actor.isGuest ? "UNAUTHORIZED" : "FORBIDDEN");
  const reports = await impl.parseNotification(input.body, input.headers, config, input.bookingId);
  const b = await loadPayableBooking(input.bookingId);
  if (!reports) return { received: true, recorded: 0, review: 0 };
  return transaction(
    async (tx) => {
      const { recorded, review, status } = await recordPayments(tx, b, code, reports, actor.user?.id ?? null);
      if (recorded > 0)
        await auditRecordedPayments(tx, actor.user?.id ?? null, b.id, {
          provider: code,
          payments: reports.map((r) => `${r.providerPaymentId}:${r.status}`),
          paid: status.paid,
        });
      return { received: true, recorded, review, ...status };
    },
    { tx },
  );
}
