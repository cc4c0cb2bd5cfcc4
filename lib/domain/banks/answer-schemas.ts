// What the bank endpoints answer, as zod schemas (RouteSpec.response): an entry of a bank's list,
// an import's result, a statement's preview, a deletion of entries; an entry with its matches and
// the suggestions, a match, the balance and the cash flow. The OpenAPI document shows them and the
// API tests check every answer against them.
import { z } from "zod";
import { bookingMoneyAnswer, paymentAnswer } from "../booking/view-schema";
import { wireDate, wireDecimal, wireId, wireInt, wirePage, wireTimestamp } from "../../validation/wire";
import { csvMappingSchema } from "./csv-statement";
import { ENTRY_STATES } from "./entry-state";

export const ENTRY_SOURCES = ["import", "manual", "wise"] as const;

/** The movement a bank entry records, as its statement had it: both entry answers show it. */
const entryMovementAnswer = {
  date: wireDate,
  valueDate: wireDate.nullable(),
  amount: wireDecimal.meta({ description: "positive: money in; negative: money out" }),
  currency: z.string(),
  counterparty: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  reference: z.string().nullable(),
  details: z.string().nullable(),
};

export const bankEntryAnswer = z
  .object({
    id: wireId,
    bankId: wireId,
    bankName: z.string(),
    source: z.enum(ENTRY_SOURCES),
    importId: wireId.nullable(),
    ...entryMovementAnswer,
    state: z.enum(ENTRY_STATES).meta({ description: "matched: the matches cover the amount exactly" }),
    matched: wireDecimal.meta({ description: "the sum of the matches' amounts" }),
    remaining: wireDecimal.meta({ description: "what is left to match (without the sign)" }),
    createdAt: wireTimestamp,
  })
  .meta({ id: "BankEntry" });

export const bankEntryPage = wirePage(bankEntryAnswer).meta({ id: "BankEntryPage" });

export const importAnswer = z
  .object({
    importId: wireId,
    format: z.enum(["csv", "camt053", "mt940", "wise"]),
    encoding: z.string().nullable(),
    rows: wireInt.meta({ description: "movements in the statement" }),
    added: wireInt.meta({ description: "new entries" }),
    skipped: wireInt.meta({ description: "movements imported before (same fingerprint)" }),
    from: wireDate.nullable(),
    to: wireDate.nullable(),
  })
  .meta({ id: "BankImportResult" });

export const previewAnswer = z
  .object({
    format: z.enum(["csv", "camt053", "mt940"]),
    encoding: z.string(),
    delimiter: z.string().nullable(),
    skip: wireInt.meta({ description: "records before the first movement (account lines, the header)" }),
    header: z.array(z.string()).nullable(),
    rows: z.array(z.array(z.string())).meta({ description: "the first movements as the file has them" }),
    suggested: csvMappingSchema.nullable(),
    saved: csvMappingSchema.nullable().meta({ description: "the mapping the bank keeps from its last import" }),
  })
  .meta({ id: "BankStatementPreview" });

export const deleteEntriesAnswer = z
  .object({
    deleted: wireInt,
    kept: z.array(wireId).meta({ description: "matched entries of the period, left as they are" }),
  })
  .meta({ id: "BankEntriesDeleted" });

export const suggestionAnswer = z
  .object({
    bookingId: wireId,
    label: z.string().nullable().meta({ description: "its booking, reservation or offer number" }),
    state: z.string(),
    currency: z.string(),
    open: wireDecimal,
    score: wireInt,
    reasons: z.array(
      z.object({
        kind: z.enum(["number", "amountOpen", "amountInstalment", "customerName", "lastName", "agencyName"]),
        value: z.string(),
        instalment: z.enum(["deposit", "rest"]).optional(),
        text: z.string().meta({ description: "the reason in the caller's language" }),
      }),
    ),
  })
  .meta({ id: "BankMatchSuggestion" });

const payer = z.object({ id: wireId, name: z.string() });

export const entryAnswer = z
  .object({
    id: wireId,
    bankId: wireId,
    bankName: z.string(),
    source: z.string(),
    ...entryMovementAnswer,
    matched: wireDecimal.meta({ description: "what its matches cover (entry currency)" }),
    credited: wireDecimal.meta({ description: "what is booked as an agency's or customer's credit" }),
    left: wireDecimal.meta({ description: "what is left to match: |amount| - matched - credited" }),
    state: z.enum(ENTRY_STATES),
    exchangeDifference: wireDecimal.nullable().meta({
      description:
        "matches in another currency: their parts less what the bookings received valued at the stored rate of the entry's date (entry currency); null without such matches",
    }),
    matches: z.array(
      z.object({
        id: wireId,
        bookingId: wireId,
        booking: z.string(),
        customer: payer.nullable().meta({ description: "the booking's customer (may be credited with the rest)" }),
        agency: payer.nullable().meta({ description: "the booking's agency (may be credited with the rest)" }),
        paymentId: wireId,
        amount: wireDecimal.meta({ description: "the part of the entry (entry currency)" }),
        bookingAmount: wireDecimal,
        bookingCurrency: z.string(),
        rate: wireDecimal.nullable(),
        rateType: z.string().nullable(),
      }),
    ),
    credits: z.array(
      z.object({
        id: wireId,
        amount: wireDecimal,
        agencyId: wireId.nullable(),
        customerId: wireId.nullable(),
        creditId: wireId,
        corrected: z.boolean(),
      }),
    ),
  })
  .meta({ id: "BankEntryMatching" });

export const entryListAnswer = wirePage(entryAnswer.extend({ suggestions: z.array(suggestionAnswer).optional() }));

const bookingMoney = bookingMoneyAnswer.extend({ version: wireInt });

export const matchAnswer = z.object({
  matchId: wireId,
  paymentId: wireId,
  bookingId: wireId,
  payment: paymentAnswer,
  booking: bookingMoney,
  entry: entryAnswer,
});

export const unmatchAnswer = z.object({ bookingId: wireId, booking: bookingMoney, entry: entryAnswer });

export const entryCreditAnswer = z.object({
  creditId: wireId,
  agencyId: wireId.optional(),
  customerId: wireId.optional(),
  amount: wireDecimal,
  currency: z.string(),
  balance: wireDecimal.meta({ description: "the owner's credit in that currency now" }),
  entry: entryAnswer,
});

const period = { key: z.string(), start: wireDate, end: wireDate };
const flow = {
  opening: wireDecimal,
  in: wireDecimal,
  out: wireDecimal.meta({ description: "negative" }),
  closing: wireDecimal,
  periods: z.array(z.object({ ...period, in: wireDecimal, out: wireDecimal, net: wireDecimal, balance: wireDecimal })),
};
const range = { from: wireDate, to: wireDate, groupBy: z.enum(["day", "week", "month"]) };

export const cashflowAnswer = z.object({
  ...range,
  banks: z.array(z.object({ bankId: wireId, name: z.string(), currency: z.string(), ...flow })),
  totals: z.array(z.object({ currency: z.string(), ...flow })),
});

const balanceFlow = {
  opening: wireDecimal,
  closing: wireDecimal,
  periods: z.array(z.object({ key: z.string(), end: wireDate, balance: wireDecimal })),
};
export const balanceAnswer = z.object({
  ...range,
  banks: z.array(z.object({ bankId: wireId, name: z.string(), currency: z.string(), ...balanceFlow })),
  totals: z.array(z.object({ currency: z.string(), ...balanceFlow })),
});
