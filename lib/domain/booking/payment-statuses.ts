// The statuses a payment row goes through, said once (record-payments writes them, the pricing
// snapshot reads them): pending -> paid; a refund is a row of its own with status refunded; a
// report staff must look at (another currency than the booking's) is kept in status review.
export const PAID = "paid";
/** The status of a refund row; payments are pending or paid. */
export const REFUND = "refunded";
/** A payment or refund reported in another currency than the booking's: never counted, shown to staff. */
export const REVIEW = "review";
