// The statuses a payment row goes through, said once (record-payments writes them, the pricing
// snapshot reads them): pending -> paid; a refund is a row of its own with status refunded.
export const PAID = "paid";
/** The status of a refund row; payments are pending or paid. */
export const REFUND = "refunded";
