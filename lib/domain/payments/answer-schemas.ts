// What the payment endpoints answer, as zod schemas (RouteSpec.response): a payment row in the
// payment lists, a booking's payment status after the guest comes back from paying, a provider's
// configuration. The OpenAPI document shows them and the API tests check every answer against them.
import { z } from "zod";
import { bookingAnswer, bookingMoneyAnswer, paymentAnswer } from "../booking/view-schema";
import { wireDate, wireDecimal, wireId, wireInt, wirePage, wireTimestamp } from "../../validation/wire";

/** A payment row of the lists (list-payments.ts): the row as a booking shows it, and its booking. */
export const paymentRowAnswer = paymentAnswer
  .omit({ paidAt: true })
  .extend({
    providerPaymentId: z.string(),
    createdAt: wireTimestamp,
    booking: z.object({ id: wireId, number: z.string().nullable(), state: bookingAnswer.shape.state }),
  })
  .meta({ id: "PaymentRow" });

/** Where a guest goes to pay (start-checkout.ts): a booking's checkout, an invoice's. */
export const checkoutAnswer = z.object({
  provider: z.string(),
  url: z.string().meta({ description: "where the guest goes to pay" }),
  reference: z.string().nullable(),
  amount: wireDecimal,
  currency: z.string(),
  instructions: z
    .record(z.string(), z.string().nullable())
    .optional()
    .meta({ description: "how to pay without a provider page (offline: the bank details)" }),
});

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

/** A booking with what it owes (open-payments.ts): the open-payment lists and the agency's payments. */
export const openPaymentAnswer = z
  .object({
    id: wireId,
    number: z.string(),
    state: bookingAnswer.shape.state,
    dateFrom: wireDate,
    dateTo: wireDate,
    bookingDate: wireTimestamp.nullable(),
    customer: z.string().nullable(),
    agencyId: wireId.nullable(),
    agency: z.string().nullable(),
    asset: z.string().nullable(),
    currency: z.string(),
    total: wireDecimal,
    due: wireDecimal.meta({ description: "what the payment plan asks for in all" }),
    paid: wireDecimal,
    open: wireDecimal,
    paymentDueDate: wireDate.nullable(),
    hasExceededDueDate: z.boolean(),
    instalments: bookingMoneyAnswer.shape.instalments,
  })
  .meta({ id: "OpenPayment" });

export const openPaymentsPage = wirePage(openPaymentAnswer);

const sums = z.object({
  count: wireInt,
  open: z.array(z.object({ currency: z.string(), amount: wireDecimal })),
});

/** GET paymentStatus: what is overdue, due soon and open, as counts and sums per currency. */
export const paymentStatusAnswer = z.object({ days: wireInt, overdue: sums, dueWithinDays: sums, open: sums });

/** GET agency/payments/{agency}: the page and the totals per currency. */
export const agencyPaymentsAnswer = openPaymentsPage.extend({
  totals: z.array(
    z.object({ currency: z.string(), total: wireDecimal, due: wireDecimal, paid: wireDecimal, open: wireDecimal }),
  ),
});
