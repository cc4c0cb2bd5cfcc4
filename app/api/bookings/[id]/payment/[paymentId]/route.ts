// DELETE /api/bookings/{bookingId}/payment/{id}: take a payment back with a reason; a reversal row
// stays in the history, the payment is never erased (lib/domain/payments/reverse-payment.ts).
import { reversePayment } from "@/lib/domain/payments/reverse-payment";
import { reversePaymentSchema } from "@/lib/domain/payments/payment-schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";

export const DELETE = bookingWrite(
  {
    summary:
      "Reverse a payment or refund (reason required): a reversal row names it and counts against it; a credit payment gives the credit back. 409 for a row reversed already. Answers the booking.",
    body: reversePaymentSchema,
    staffOnly: true,
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    reversePayment({ bookingId, paymentId: pathId(params.paymentId), reason: body.reason, expectedVersion }, actor),
);
