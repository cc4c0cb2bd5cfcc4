// Records what a provider reports, once however often and in whatever order it reports it: the
// unique (provider, providerPaymentId) turns a repeat into no insert, and a status only moves
// forward (pending -> paid -> refunded), so a late "completed" never undoes a refund. Then the
// booking's paid amount is summed again; a fully paid booking gets its paidAt.
import type { Prisma, Tx } from "../../core/db";
import { dec, sum, ZERO, type Decimal } from "../../core/money";
import type { PaymentReport } from "./providers";

const RANK = { pending: 0, paid: 1, refunded: 2 } as const;
const below = (s: PaymentReport["status"]) =>
  (Object.keys(RANK) as PaymentReport["status"][]).filter((k) => RANK[k] < RANK[s]);

export type PaymentStatus = { total: string; paid: string; open: string; currency: string; paidAt: Date | null };

/** Paid so far (payments in status paid) and what is open, for one booking. */
export async function paymentStatus(tx: Tx, bookingId: number): Promise<PaymentStatus & { openAmount: Decimal }> {
  const b = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      total: true,
      currency: true,
      paidAt: true,
      payments: { where: { status: "paid" }, select: { amount: true } },
    },
  });
  const paid = sum(b.payments.map((p) => p.amount));
  const open = dec(b.total).minus(paid);
  const openAmount = open.gt(ZERO) ? open : ZERO;
  return {
    total: dec(b.total).toFixed(2),
    paid: paid.toFixed(2),
    open: openAmount.toFixed(2),
    openAmount,
    currency: b.currency,
    paidAt: b.paidAt,
  };
}

export async function recordPayments(
  tx: Tx,
  booking: { id: number; total: Decimal; currency: string },
  provider: string,
  reports: PaymentReport[],
): Promise<{ recorded: number; status: PaymentStatus }> {
  let recorded = 0;
  for (const r of reports) {
    const now = new Date();
    const inserted = await tx.payment.createMany({
      data: [
        {
          bookingId: booking.id,
          provider,
          providerPaymentId: r.providerPaymentId,
          status: r.status,
          amount: r.amount ?? booking.total,
          currency: r.currency ?? booking.currency,
          paidAt: r.status === "pending" ? null : now,
          raw: (r.raw ?? null) as Prisma.InputJsonValue,
        },
      ],
      skipDuplicates: true,
    });
    recorded += inserted.count;
    if (inserted.count === 0) {
      // known already: only a later status counts, and only for this booking's payment
      const moved = await tx.payment.updateMany({
        where: {
          provider,
          providerPaymentId: r.providerPaymentId,
          bookingId: booking.id,
          status: { in: below(r.status) },
        },
        data: {
          status: r.status,
          ...(r.status === "paid" && r.amount ? { amount: r.amount } : {}),
          paidAt: now,
        },
      });
      recorded += moved.count;
    }
  }
  const status = await paymentStatus(tx, booking.id);
  const fullyPaid = dec(status.paid).gte(booking.total) && dec(booking.total).gt(ZERO);
  if (fullyPaid && !status.paidAt) {
    const paidAt = new Date();
    await tx.booking.update({ where: { id: booking.id }, data: { paidAt } });
    status.paidAt = paidAt;
  }
  const { openAmount: _omit, ...rest } = status;
  void _omit;
  return { recorded, status: rest };
}
