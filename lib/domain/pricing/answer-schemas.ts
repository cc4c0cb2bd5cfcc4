// What the pricing endpoints answer, as zod schemas (RouteSpec.response): a calculation as the
// engine works it out (lines with texts in the caller's language, totals), the price lookups
// (which price a date takes, its entries per room or cabin type), a price entry.
import { z } from "zod";
import { WIRE_ENUMS } from "../../core/db";
import { modelRow } from "../../resources/rows";
import { wireDate, wireDecimal, wireId, wireInt } from "../../validation/wire";
import { ENTRY_SELECT, presentedEntry } from "./price-resource";

const enumOf = (name: string) => z.enum(WIRE_ENUMS[name] as [string, ...string[]]);

/** A text as a message key and its values (a calculation line's, a todo's). */
export const lineTextKey = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** Where a line comes from (types.ts LineSource): its kind and the ids that say which. */
export const lineSourceAnswer = z
  .object({ kind: z.string() })
  .catchall(z.union([z.string(), z.number(), z.null()]))
  .meta({ description: "price, priceDiscount, supplement, special, product, tour, service, notice, tax, ..." });

/** A line the engine works out (types.ts CalculationLine), its text in the caller's language. */
export const engineLineAnswer = z.object({
  key: z.string(),
  sort: wireInt,
  type: z.string(),
  text: z.string(),
  textKey: lineTextKey,
  amount: wireDecimal,
  price: wireDecimal,
  total: wireDecimal,
  billable: z.boolean(),
  customers: z.array(wireId),
  customerType: z.string().nullable(),
  source: lineSourceAnswer,
  editable: z.boolean(),
  deletable: z.boolean(),
  unique: z.boolean(),
  onsite: z.boolean(),
  taxable: z.boolean(),
  commissionable: z.boolean(),
});

/** A line as a quote shows it: what, at what price, how many, and whether it is paid on site. */
export const quotedLineAnswer = engineLineAnswer.pick({
  type: true,
  text: true,
  amount: true,
  price: true,
  total: true,
  onsite: true,
});

/** A part of the payment plan: the deposit or the rest, with its due date. */
export const paymentPartAnswer = z.object({
  part: z.enum(["deposit", "rest"]),
  amount: wireDecimal,
  dueDate: wireDate,
});

/** A calculation's totals (types.ts Totals): tax, commission, what is paid on site and online, the plan. */
export const totalsAnswer = z.object({
  currency: z.string(),
  gross: wireDecimal,
  net: wireDecimal,
  tax: wireDecimal,
  taxRate: wireDecimal,
  taxName: z.string().nullable(),
  taxInclusive: z.boolean(),
  taxes: z.array(z.object({ name: z.string(), rate: wireDecimal, inclusive: z.boolean(), amount: wireDecimal })),
  commissionBase: wireDecimal,
  commissionPercent: wireDecimal,
  commission: wireDecimal,
  commissionFromSpecials: wireDecimal,
  includeCommission: z.boolean(),
  onsite: z.object({
    amount: wireDecimal,
    currency: z.string().nullable(),
    converted: wireDecimal.nullable(),
    rate: wireDecimal.nullable(),
  }),
  online: wireDecimal,
  payable: wireDecimal,
  paymentPlan: z.array(paymentPartAnswer),
  paid: wireDecimal,
  open: wireDecimal,
});

/** GET /api/price/booking/{id} (calculation-json.ts): what a booking costs now, and with explain why. */
export const calculationAnswer = z.object({
  bookingId: wireId.nullable(),
  currency: z.string(),
  calculation: z.array(engineLineAnswer),
  total: wireDecimal,
  totals: totalsAnswer,
  todo: z.boolean(),
  todos: z.array(z.string()),
  explain: z
    .object({
      prices: z.array(z.record(z.string(), z.unknown())),
      lines: z.record(z.string(), z.array(lineTextKey.extend({ text: z.string() }))),
      specials: z.array(z.record(z.string(), z.unknown())),
    })
    .optional()
    .meta({ description: "with ?explain=1: the prices considered, each line's steps, the specials' rules" }),
});

/** A price as the lookups name it (price-lookups.ts). */
export const priceSummaryAnswer = z.object({
  id: wireId,
  name: z.string(),
  status: enumOf("PricingStatus"),
  type: z.enum(["resort", "vessel"]),
  calculationType: enumOf("PriceCalculationType"),
  valid: z.object({ from: wireDate, to: wireDate }).nullable(),
  currency: z.string(),
  isAvailableToOTA: z.boolean(),
});

/** Each price a lookup considered, and why it was chosen or not. */
export const priceCandidateAnswer = z.object({
  priceId: wireId,
  name: z.string(),
  chosen: z.boolean(),
  reason: z.string(),
});

/** What a room or cabin type costs on a date (price-lookups.ts): its entry, or the base price. */
export const typeEntryAnswer = z.object({
  roomTypeId: wireId,
  roomTypeName: z.string(),
  priceId: wireId.nullable(),
  priceName: z.string().nullable(),
  calculationType: z.string().nullable(),
  periodId: wireId.nullable(),
  periodName: z.string().nullable(),
  entryId: wireId.nullable(),
  source: z.enum(["basePrice", "entry", "shared"]).nullable(),
  per: z.string().nullable(),
  value: wireDecimal.nullable(),
  currency: z.string().nullable(),
  converted: wireDecimal.nullable(),
  variants: z.record(z.string(), wireDecimal.nullable()),
});

/** GET /api/price/entry/{id}: one entry with its period, price and room or cabin type. */
export const priceEntryAnswer = presentedEntry(modelRow("priceEntry", ENTRY_SELECT)).extend({
  period: z.object({ id: wireId, name: z.string(), from: wireDate, to: wireDate, override: z.boolean() }),
  price: z.object({
    id: wireId,
    name: z.string(),
    type: z.enum(["resort", "vessel"]),
    status: enumOf("PricingStatus"),
    currency: z.string(),
    calculationType: enumOf("PriceCalculationType"),
  }),
  roomType: z.object({ id: wireId, name: z.string() }).nullable(),
});
