// POST /api/bookings/{id}/updatePaymentPolicy: the payment plan from the terms of payment as they are now.
import { updatePaymentPolicy } from "@/lib/domain/booking/calculation/update-payment-policy";
import { paymentPolicySchema } from "@/lib/domain/booking/calculation/calculation-schemas";
import { bookingWrite } from "@/lib/http/booking-route";

export const POST = bookingWrite(
  {
    staffOnly: true,
    summary:
      "Update the payment policy: the deposit and rest (amounts and due dates) worked out again from the booking's terms of payment as they are now, or from the terms named (termsOfPaymentId; null: the price's or the default terms).",
    body: paymentPolicySchema,
  },
  ({ bookingId, body, actor, expectedVersion }) =>
    updatePaymentPolicy({ bookingId, expectedVersion, policy: body }, actor),
);
