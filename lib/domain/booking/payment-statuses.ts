// The statuses a payment row goes through, said once (record-payments and the staff's payments
// write them, the pricing snapshot and the booking's paid amount read them): pending -> paid; a
// refund is a row of its own with status refunded; a reversal (staff take back a payment recorded
// by mistake) is a row of its own with status reversal naming the payment; a report staff must
// look at (another currency than the booking's) is kept in status review.
import type { Decimal } from "../../core/money";

export const PAID = "paid";
/** The status of a refund row; payments are pending or paid. */
export const REFUND = "refunded";
/** A reversal row: takes back the payment it names (reversesId), never erasing it. */
export const REVERSAL = "reversal";
/** A payment or refund reported in another currency than the booking's: never counted, shown to staff. */
export const REVIEW = "review";

/** The rows that count towards what is paid: payments, less refunds and reversals. */
export const COUNTED_STATUSES = [PAID, REFUND, REVERSAL];

/** A counted row's share of what is paid: a refund or reversal counts against the payments. */
export const signedAmount = (status: string, amount: Decimal): Decimal =>
  status === REFUND || status === REVERSAL ? amount.negated() : amount;
