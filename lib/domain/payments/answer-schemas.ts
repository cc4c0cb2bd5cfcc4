// What the payment endpoints answer, as zod schemas (RouteSpec.response): a payment row in the
// payment lists, a booking's payment status after the guest comes back from paying, a provider's
// configuration. The OpenAPI document shows them and the API tests check every answer against them.
import { z } from "zod";
import { bookingAnswer, paymentAnswer } from "../booking/view-schema";
import { wireDecimal, wireId, wireInt, wireTimestamp } from "../../validation/wire";

/** A payment row of the lists (list-payments.ts): the row as a booking shows it, and its booking. */
export const paymentRowAnswer = paymentAnswer
  .omit({ paidAt: true })
  .extend({
    providerPaymentId: z.string(),
    createdAt: wireTimestamp,
    booking: z.object({ id: wireId, number: z.string().nullable(), state: bookingAnswer.shape.state }),
  })
  .meta({ id: "PaymentRow" });

/** What a guest's booking says about its payment once back from the provider (payment-return.ts). */
export const paymentReturnAnswer = z.object({
  id: wireId,
  bookingNo: z.string().nullable(),
  reservationNo: z.string().nullable(),
  optionUntil: wireTimestamp.nullable(),
  timeZone: z.string(),
  state: z.string(),
  total: wireDecimal,
  paid: wireDecimal,
  open: wireDecimal,
  currency: z.string(),
  fullyPaid: z.boolean(),
});

/** A payment provider's configuration: its settings, and of its secrets only whether each is set. */
export const providerAnswer = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  sort: wireInt,
  settings: z.record(z.string(), z.unknown()).meta({ description: "the provider's own settings" }),
  secrets: z.record(z.string(), z.boolean()).meta({ description: "which secrets are set" }),
});
