// What staff send to match a bank entry to bookings and back (POST /api/bankentries/{id}/payments,
// DELETE .../payments/{paymentId}, POST .../credit) and what the entries lists, balance and cash
// flow take: one zod schema per input, shared by the route handlers (validation, OpenAPI) and tests.
import { z } from "zod";
import { RATE_TYPES } from "../payments/payment-schemas";
import { calendarDateField, id, int4, money, text } from "../../validation/validators";

/** Who reads entries, suggestions, balances and the cash flow (the spec's scope). */
export const BANK_READ_SCOPES = ["bankentries.read"] as const;
/** Who matches: reads entries and records payments on bookings (both needed; admin passes). */
export const BANK_MATCH_SCOPES = ["bankentries.read", "bookings.update"] as const;

const positive = () => money().refine((v) => Number(v) > 0, "validation.positive");
const rate = () => money({ precision: 18, scale: 8 }).refine((v) => Number(v) > 0, "validation.positive");

export const matchEntrySchema = z
  .object({
    /** the booking paid: its id, or one of its numbers (booking, reservation, offer) */
    bookingId: id().optional(),
    booking: text({ max: 40 }).optional(),
    /** the part of the entry that pays the booking, in the entry's currency (at most what is left of it) */
    amount: positive(),
    /**
     * the entry's currency is not the booking's: booking amount = amount x rate (or / rate); default
     * the stored rate of the entry's date
     */
    rate: rate().optional(),
    rateType: z.enum(RATE_TYPES, { error: "validation.invalidValue" }).default("multiply"),
  })
  .refine((v) => (v.bookingId === undefined) !== (v.booking === undefined), {
    path: ["bookingId"],
    message: "validation.oneOfBooking",
  });
export type MatchEntryInput = z.infer<typeof matchEntrySchema>;

export const unmatchEntrySchema = z.object({
  /** why the match is taken back: kept on the payment's reversal row (default: "unmatched from bank entry {id}") */
  reason: text({ min: 1, max: 500 }).optional(),
});

export const entryCreditSchema = z
  .object({
    agencyId: id().optional(),
    customerId: id().optional(),
    /** default: all that is left of the entry */
    amount: positive().optional(),
  })
  .refine((v) => (v.agencyId === undefined) !== (v.customerId === undefined), {
    path: ["agencyId"],
    message: "validation.oneOfAgencyCustomer",
  });

export const entryListQuery = z.object({
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: 200 }).default(25),
  bankId: id().optional(),
  from: calendarDateField().optional(),
  to: calendarDateField().optional(),
  /** in the reference, the counterparty or its IBAN */
  search: text({ max: 200 }).optional(),
  /** each entry with its best suggestions (the temporary list) */
  suggestions: z
    .enum(["true", "false"], { error: "validation.invalidValue" })
    .transform((v) => v === "true")
    .optional(),
});
export type EntryListQuery = z.infer<typeof entryListQuery>;

export const GROUP_BY = ["day", "week", "month"] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** A range of at most ten years, `to` not before `from`. */
const range = {
  from: calendarDateField(),
  to: calendarDateField(),
  groupBy: z.enum(GROUP_BY, { error: "validation.invalidValue" }).default("day"),
  bankId: id().optional(),
};
const RANGE_DAYS = 3660;
const rangeOk = (v: { from: string; to: string }) =>
  v.to >= v.from && Date.parse(v.to) - Date.parse(v.from) <= RANGE_DAYS * 86_400_000;
const rangeIssue = { path: ["to"], message: "validation.dateRange" };

export const balanceQuery = z.object(range).refine(rangeOk, rangeIssue);
export const cashflowQuery = balanceQuery;
export type CashflowQuery = z.infer<typeof cashflowQuery>;
