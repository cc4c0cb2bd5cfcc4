// What staff send to record or reverse a payment (POST /api/bookings/{id}/payment, DELETE
// /api/bookings/{bookingId}/payment/{id}) and what the payment lists take: one zod schema per
// input, shared by the route handlers (validation, OpenAPI) and the tests.
import { z } from "zod";
import { calendarDateField, id, int4, money, text } from "../../validation/validators";

/** Who reads the payment lists: staff who see payments, or record them. */
export const PAYMENT_READ_SCOPES = ["bookingpayment.read", "bookings.update"] as const;

/** How a payment was made: cash, the card terminal, a bank transfer, an agency's or customer's credit, a provider. */
export const PAYMENT_METHODS = ["cash", "card", "transfer", "credit", "provider"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** multiply: booking amount = amount x rate; divide: booking amount = amount / rate (the spec's rateType) */
export const RATE_TYPES = ["multiply", "divide"] as const;

const version = { version: int4({ min: 1 }).optional() };

/** An exchange rate: more than 0, up to 8 places (the column is DECIMAL(18, 8)). */
const rate = () => money({ precision: 18, scale: 8 }).refine((v) => Number(v) > 0, "validation.positive");

export const recordPaymentSchema = z.object({
  /** what was paid, in `currency`: more than 0 (a refund says so, it is no negative payment) */
  amount: money().refine((v) => Number(v) > 0, "validation.positive"),
  /** ISO 4217; an active currency. Not the booking's: converted at `rate` (or the stored rate of `date`) */
  currency: z
    .string({ error: "validation.required" })
    .trim()
    .regex(/^[A-Za-z]{3}$/, "validation.currencyCode")
    .transform((v) => v.toUpperCase()),
  /** the calendar date it was paid where the property is; default today there */
  date: calendarDateField().optional(),
  method: z.enum(PAYMENT_METHODS, { error: "validation.invalidValue" }),
  reference: text({ max: 200 }).optional(),
  note: text({ max: 2000 }).optional(),
  rate: rate().optional(),
  rateType: z.enum(RATE_TYPES, { error: "validation.invalidValue" }).default("multiply"),
  /** money paid back to the guest (a row of its own that counts against the payments) */
  refund: z.boolean().default(false),
  /** method credit: whose credit pays (default: the booking's agency, else its customer) */
  creditAgencyId: id().optional(),
  creditCustomerId: id().optional(),
  ...version,
});
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

export const reversePaymentSchema = z.object({
  /** why the payment is taken back: kept on the reversal row and shown in the history */
  reason: text({ min: 1, max: 500 }),
  ...version,
});

export const paymentListQuery = z.object({
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: 200 }).default(25),
  from: calendarDateField().optional(),
  to: calendarDateField().optional(),
  method: z.enum(PAYMENT_METHODS, { error: "validation.invalidValue" }).optional(),
  bookingId: id().optional(),
  /** a reference, a provider's payment id or a booking number */
  search: text({ max: 200 }).optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

/** GET allBookingsWithOpenPayments, paymentStatus: due within this many days from today (default 30). */
export const openPaymentsQuery = z.object({
  days: int4({ min: 0, max: 3660 }).default(30),
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: 200 }).default(25),
});

/** GET agency/payments/{agency}: the agency's bookings arriving from .. to. */
export const agencyPaymentsQuery = z.object({
  from: calendarDateField().optional(),
  to: calendarDateField().optional(),
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: 200 }).default(25),
});
