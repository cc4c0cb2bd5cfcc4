// What a guest can pay of a booking now: the open deposit, the rest, or everything open. The
// deposit comes from the pricing engine's payment plan (terms of payment: a percentage due some
// days after booking); what is paid comes from the payment rows (record-payments.ts). Payments go
// to the deposit first, so once the deposit is covered only the rest is open. Used by the guest's
// booking page (/book), the checkout (which part to charge) and pay by link.
import { z } from "zod";
import { db, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { dec, ZERO, type Decimal } from "../../core/money";
import { paymentStatus } from "./record-payments";

export const PAY_PARTS = ["deposit", "rest", "open"] as const;
export type PayPart = (typeof PAY_PARTS)[number];
export const payPartSchema = z.enum(PAY_PARTS, { error: "validation.invalidValue" });

export type PayParts = {
  currency: string;
  total: string;
  paid: string;
  /** the open amount of each part ("0.00" when nothing of it is open) */
  amounts: Record<PayPart, string>;
  /** when the deposit and the rest are due (from the payment plan), if the plan has them */
  due: { deposit: string | null; rest: string | null };
};

/**
 * Splits what is open into the open deposit and the rest: payments cover the deposit first, and
 * the open deposit is never more than what is open at all. Pure.
 */
export function splitOpen(o: { open: Decimal; paid: Decimal; deposit: Decimal }): Record<PayPart, Decimal> {
  const unpaidDeposit = o.deposit.minus(o.paid);
  const deposit = unpaidDeposit.lte(ZERO) ? ZERO : unpaidDeposit.gt(o.open) ? o.open : unpaidDeposit;
  return { deposit, rest: o.open.minus(deposit), open: o.open };
}

/** What of the booking is open now, by part. The caller has checked who may see the booking. */
export async function payParts(bookingId: number, tx: Tx = db()): Promise<PayParts> {
  const status = await paymentStatus(tx, bookingId);
  const p = status.plan;
  const parts = splitOpen({ open: status.openAmount, paid: dec(status.paid), deposit: p.deposit });
  return {
    currency: status.currency,
    total: status.total,
    paid: status.paid,
    amounts: { deposit: parts.deposit.toFixed(2), rest: parts.rest.toFixed(2), open: parts.open.toFixed(2) },
    due: p.due,
  };
}

/** The amount of `part` to charge, or the 409 that says why there is nothing to pay. */
export function amountOf(parts: PayParts, part: PayPart): Decimal {
  const amount = dec(parts.amounts[part]);
  if (amount.gt(ZERO)) return amount;
  if (dec(parts.amounts.open).lte(ZERO)) throw new AppError("CONFLICT", "errors.BOOKING_ALREADY_PAID");
  throw new AppError("CONFLICT", part === "deposit" ? "errors.NO_DEPOSIT_OPEN" : "errors.NO_REST_OPEN");
}
