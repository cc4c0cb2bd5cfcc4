// POST /api/bookings/{id}/payment: staff record a payment (cash, card terminal, bank transfer,
// credit, a provider's payment taken by hand) or a refund; answers the payment and the booking's
// paid and open amounts and instalments (lib/domain/payments/record-staff-payment.ts).
import { moneyOf, recordStaffPayment } from "@/lib/domain/payments/record-staff-payment";
import { recordPaymentSchema } from "@/lib/domain/payments/payment-schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { created } from "@/lib/http/route";
import { createdWith } from "@/lib/http/answers";
import { bookingMoneyAnswer, paymentAnswer } from "@/lib/domain/booking/view-schema";
import { wireInt } from "@/lib/validation/wire";

export const POST = bookingWrite(
  {
    summary:
      "Record a payment (amount, currency, date where the property is, method cash | card | transfer | credit | provider, reference, note; rate and rateType when its currency is not the booking's, else the stored rate of its date; refund: money paid back). A credit payment lowers the agency's or customer's credit (409 beyond it). Answers 201 with the payment and the booking's paid, open and instalments.",
    body: recordPaymentSchema,
    staffOnly: true,
    response: createdWith(
      paymentAnswer.extend({ payment: paymentAnswer, ...bookingMoneyAnswer.shape, version: wireInt }),
    ),
  },
  async ({ bookingId, body, actor, expectedVersion }) => {
    const { payment, booking } = await recordStaffPayment({ bookingId, expectedVersion, payment: body }, actor);
    return created({ payment, ...payment, ...moneyOf(booking), version: booking.version });
  },
);
