// Records what a provider reports, once however often and in whatever order it reports it, with
// the booking's row locked (two notifications for one booking run one after the other):
// - a payment is one row per (provider, providerPaymentId); a repeat inserts nothing and its status
//   only moves forward (pending -> paid), so a late "pending" never undoes a payment;
// - a refund is a row of its own ("<payment id>:refund", status refunded) holding what has been
//   refunded of that payment so far (as Stripe's amount_refunded does); a later report only raises
//   it, so a partial refund never un-pays the payment and a repeated one never counts twice.
// - a report in another currency than the booking's (a correctly signed event of another payment
//   of the same Stripe account, in JPY: 43,800 of them are not 438 EUR) is kept as a row in status
//   review: it never counts as paid or refunded, the booking's history gets a version saying so
//   (action paymentReview) and the audit trail an entry, and staff see the row on the booking.
// Paid = payments - refunds. When that covers what is due (paymentStatus: the payable of the
// booking's calculation), the booking is marked paid through the state machine's markPaid
// (transitionBooking: lock, history version) in the same transaction. An online reservation
// waiting for its payment (issue 36) is confirmed as soon as its deposit (or, without one, all
// that is due) is paid, so the expiry no longer frees it.
import { audit } from "../../core/audit";
import type { Prisma, Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { dec, ZERO, type Decimal } from "../../core/money";
import { SYSTEM_ACTOR } from "../booking/access";
import { afterBookingChange } from "../booking/after-change";
import { lockBooking } from "../booking/lock-booking";
import { settlePaidMark } from "../booking/paid-mark";
import { priceBooking } from "../booking/calculation/price-booking";
import { confirmPaidReservation } from "../booking/confirm-paid-reservation";
import { storeCalculation } from "../booking/calculation/store-calculation";
import { COUNTED_STATUSES, REFUND, REVIEW } from "../booking/payment-statuses";
import { paidOfRows } from "../booking/payment-due";
import type { PaymentReport } from "./providers";

/** The systemReference of online bookings (lib/domain/online/create-online-booking.ts). */
const ONLINE_REFERENCE = "online";

/** The refund row of a payment (providers' own ids never end like this; offline refuses it). */
export const refundKey = (paymentId: string) => `${paymentId}:refund`;

export type PaymentStatus = { total: string; paid: string; open: string; currency: string; paidAt: Date | null };

/** The price engine's payment plan of a booking: its deposit and when the deposit and the rest are due. */
export type PlanParts = { deposit: Decimal; due: { deposit: string | null; rest: string | null } };

/**
 * What is to be paid of the booking: the price engine's payable (the total less what is paid on
 * site and the commission an agency keeps), with its plan, as the booking page's calculation shows
 * it, while today's prices give the stored total. Otherwise (the prices changed since, or the
 * booking cannot be priced) the stored total, all of it "the rest".
 */
async function amountDue(tx: Tx, bookingId: number, total: Decimal): Promise<{ due: Decimal; plan: PlanParts }> {
  const none: PlanParts = { deposit: ZERO, due: { deposit: null, rest: null } };
  try {
    const { result } = await priceBooking(bookingId, SYSTEM_ACTOR, tx);
    if (!result.total.equals(total)) return { due: total, plan: none };
    const part = (p: "deposit" | "rest") => result.totals.paymentPlan.find((x) => x.part === p);
    return {
      due: result.totals.payable,
      plan: {
        deposit: part("deposit")?.amount ?? ZERO,
        due: { deposit: part("deposit")?.dueDate ?? null, rest: part("rest")?.dueDate ?? null },
      },
    };
  } catch (e) {
    if (e instanceof AppError && e.status < 500) return { due: total, plan: none };
    throw e;
  }
}

/** Paid so far (payments in status paid less refunds) and what is open of what is due, for one booking. */
export async function paymentStatus(
  tx: Tx,
  bookingId: number,
): Promise<PaymentStatus & { openAmount: Decimal; plan: PlanParts }> {
  const b = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      total: true,
      currency: true,
      paidAt: true,
      payments: { where: { status: { in: COUNTED_STATUSES } }, select: { amount: true, status: true } },
    },
  });
  // payments less refunds and staff's reversals: the one rule of the booking's money (payment-due.ts)
  const paid = paidOfRows(b.payments);
  const { due, plan } = await amountDue(tx, bookingId, dec(b.total));
  const open = due.minus(paid);
  const openAmount = open.gt(ZERO) ? open : ZERO;
  return {
    total: dec(b.total).toFixed(2),
    paid: paid.toFixed(2),
    open: openAmount.toFixed(2),
    openAmount,
    plan,
    currency: b.currency,
    paidAt: b.paidAt,
  };
}

/** A payment (pending or paid): inserted once, later only moved from pending to paid. */
async function recordPayment(tx: Tx, bookingId: number, provider: string, r: PaymentReport, fallback: Decimal) {
  const now = new Date();
  const inserted = await tx.payment.createMany({
    data: [
      {
        bookingId,
        provider,
        providerPaymentId: r.providerPaymentId,
        status: r.status,
        amount: r.amount ?? fallback,
        currency: r.currency ?? "",
        paidAt: r.status === "paid" ? now : null,
        raw: (r.raw ?? null) as Prisma.InputJsonValue,
      },
    ],
    skipDuplicates: true,
  });
  if (inserted.count > 0 || r.status !== "paid") return inserted.count;
  // known already: only pending -> paid counts, and only for this booking's payment
  const moved = await tx.payment.updateMany({
    where: { provider, providerPaymentId: r.providerPaymentId, bookingId, status: "pending" },
    data: { status: "paid", ...(r.amount ? { amount: r.amount } : {}), paidAt: now },
  });
  return moved.count;
}

/** A refund: its own row per payment, holding the amount refunded so far (it only grows). */
async function recordRefund(tx: Tx, bookingId: number, provider: string, r: PaymentReport, currency: string) {
  // without an amount the provider means the whole payment
  const payment = r.amount
    ? null
    : await tx.payment.findFirst({
        where: { provider, providerPaymentId: r.providerPaymentId, bookingId },
        select: { amount: true },
      });
  const amount = r.amount ?? payment?.amount ?? null;
  if (!amount || dec(amount).lte(ZERO)) return 0;
  const key = refundKey(r.providerPaymentId);
  const inserted = await tx.payment.createMany({
    data: [
      {
        bookingId,
        provider,
        providerPaymentId: key,
        status: REFUND,
        amount,
        currency: r.currency ?? currency,
        paidAt: new Date(),
        raw: (r.raw ?? null) as Prisma.InputJsonValue,
      },
    ],
    skipDuplicates: true,
  });
  if (inserted.count > 0) return 1;
  const raised = await tx.payment.updateMany({
    where: { provider, providerPaymentId: key, bookingId, status: REFUND, amount: { lt: amount } },
    data: { amount, paidAt: new Date() },
  });
  return raised.count;
}

/** An online reservation whose deposit (or, without one, everything due) is now paid. */
async function confirmsReservation(
  tx: Tx,
  locked: { id: number; state: string; optionUntil: Date | null },
  status: { paid: string; plan: PlanParts },
  fullyPaid: boolean,
) {
  if (locked.state !== "planned" || !locked.optionUntil) return false;
  const b = await tx.booking.findUnique({ where: { id: locked.id }, select: { systemReference: true } });
  if (b?.systemReference !== ONLINE_REFERENCE) return false;
  const paid = dec(status.paid);
  return fullyPaid || (status.plan.deposit.gt(ZERO) && paid.gte(status.plan.deposit));
}

/**
 * A report in another currency than the booking's: one row in status review (never counted), or a
 * pending row of the same payment moved to review. Answers whether anything was written.
 */
async function recordForReview(tx: Tx, bookingId: number, provider: string, r: PaymentReport, currency: string) {
  const key = r.status === REFUND ? refundKey(r.providerPaymentId) : r.providerPaymentId;
  const amount = r.amount ?? ZERO;
  const raw = { reported: r.status, expected: currency, report: (r.raw ?? null) as Prisma.InputJsonValue };
  const inserted = await tx.payment.createMany({
    data: [{ bookingId, provider, providerPaymentId: key, status: REVIEW, amount, currency: r.currency ?? "", raw }],
    skipDuplicates: true,
  });
  if (inserted.count > 0) return true;
  const moved = await tx.payment.updateMany({
    where: { provider, providerPaymentId: key, bookingId, status: "pending" },
    data: { status: REVIEW, amount, currency: r.currency ?? "", raw },
  });
  return moved.count > 0;
}

/** The report names a currency, and not the booking's (staff's offline reports may leave it out). */
const otherCurrency = (r: PaymentReport, currency: string) =>
  r.currency != null && r.currency.trim().toUpperCase() !== currency.toUpperCase();

/** The audit row of payments a provider's report or return recorded (none when nothing was recorded). */
export async function auditRecordedPayments(
  tx: Tx,
  userId: number | null,
  bookingId: number,
  data: Prisma.InputJsonObject,
): Promise<void> {
  await audit(tx, { userId, action: "booking.paymentRecorded", entity: "booking", entityId: bookingId, data });
}

export async function recordPayments(
  tx: Tx,
  booking: { id: number; total: Decimal; currency: string },
  provider: string,
  reports: PaymentReport[],
  userId: number | null = null,
): Promise<{ recorded: number; review: number; status: PaymentStatus }> {
  // one notification per booking at a time: the sum below sees every committed payment
  const { booking: locked } = await lockBooking(tx, booking.id, SYSTEM_ACTOR, { action: "markPaid" });
  let recorded = 0;
  const review: PaymentReport[] = [];
  for (const r of reports) {
    if (otherCurrency(r, booking.currency)) {
      if (await recordForReview(tx, booking.id, provider, r, booking.currency)) review.push(r);
      continue;
    }
    recorded +=
      r.status === REFUND
        ? await recordRefund(tx, booking.id, provider, r, booking.currency)
        : await recordPayment(
            tx,
            booking.id,
            provider,
            { ...r, currency: r.currency ?? booking.currency },
            booking.total,
          );
  }
  // the calculation shows every payment received (its payment lines)
  if (recorded > 0) await storeCalculation(tx, booking.id);
  let status = await paymentStatus(tx, booking.id);
  // paid: nothing is open of what is due (an agency keeping its commission pays the rest)
  const fullyPaid = status.openAmount.lte(ZERO) && dec(status.paid).gt(ZERO);
  if (recorded > 0 && (await confirmsReservation(tx, locked, status, fullyPaid))) {
    // a firm booking has no option left; the confirm's history version shows both
    await confirmPaidReservation(booking.id, tx);
    locked.state = "confirmed";
    status = await paymentStatus(tx, booking.id);
  }
  // fully paid: the state machine's markPaid (history version); every payment refunded: the mark
  // goes (booking/paid-mark.ts). A booking the state machine refuses (cancelled, settled) keeps its
  // payments without being marked.
  if (fullyPaid || recorded > 0) {
    const changed = await settlePaidMark(tx, { ...locked, paidAt: status.paidAt }, status, SYSTEM_ACTOR);
    if (changed) status.paidAt = changed.paidAt ? new Date(changed.paidAt) : null;
  }
  if (review.length) {
    // staff see it: a history version (the payment row in its snapshot) and an audit entry
    await afterBookingChange(tx, booking.id, SYSTEM_ACTOR, { action: "paymentReview" });
    await audit(tx, {
      userId,
      action: "booking.paymentReview",
      entity: "booking",
      entityId: booking.id,
      data: {
        provider,
        expected: booking.currency,
        payments: review.map((r) => `${r.providerPaymentId}:${r.status}:${r.amount?.toFixed() ?? "?"} ${r.currency}`),
      },
    });
  }
  const { openAmount: _omit, plan: _plan, ...rest } = status;
  void _omit;
  void _plan;
  return { recorded, review: review.length, status: rest };
}
