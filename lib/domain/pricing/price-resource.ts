// The season price as a resource: its header fields (every field of spec part 2, section 3),
// how they map to columns (tax, valid range and commission travel as objects or as flat form
// fields), the checks a header must pass, and the list and form screens. Periods and entries are
// written by the use case lib/domain/pricing/save-price.ts, in the same transaction.
import { z } from "zod";
import { calendarDate, isoDate } from "../../core/dates";
import { Prisma, type Tx } from "../../core/db";
import type { FieldIssue } from "../../core/errors";
import { currencyCode, date, i18nText, ids, isoCountryCode, name, optional } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ASSET_LIST_COLUMNS, ASSET_LIST_FILTERS, ID_COLUMN } from "../../resources/screen-parts";
import { elementOf } from "../../resources/rows";
import { defineResource, type WriteContext } from "../../resources/types";
import { ASSET_FILTERS, csvColumns } from "../../resources/list-parts";
import { wireDate, wireDecimal, wireId } from "../../validation/wire";
import { crossCheck, percent, text } from "../../validation/validators";
import { CALCULATION_TYPES, ENTRY_PER, PRICE_TYPES, STATUSES, SURCHARGE_TYPES } from "./enums";
import {
  amount,
  assertNoIssues,
  assetIssues,
  currencyIssues,
  dateRange,
  optionalId,
  PRICING_ACCESS,
  PRICING_FEATURES,
  rangeIssue,
  unknownIds,
  withoutDefaults,
} from "./fields";
import { PRICE_HEAD_SELECT, PRICE_TERMS_SELECT } from "./engine-rows";

/** The spec's commission/reason object (prices, bookings: commission/{commission}). */
export const commissionObject = z.object({
  reason: text({ min: 1, max: 40 }).default("customer"),
  message: optional(text({ max: 500 })),
  percent: optional(percent()),
  value: optional(amount()),
  useTerms: z.boolean().default(false),
  date: optional(date()),
  includeCommission: z.boolean().default(false),
});

const taxObject = z.object({
  status: z.enum(STATUSES).default("aborted"),
  value: percent().default("0"),
  name: text({ max: 80 }).default(""),
  inclusive: z.boolean().default(true),
});

const services = () =>
  z
    .array(text({ min: 1, max: 200 }))
    .max(50)
    .default([]);

/** The header of a price. Objects (tax, valid, commission) and their flat form fields are both accepted. */
/** The validity's end not before its start (prepare checks it again with the stored record). */
export const validityInOrder = (
  v: { validFrom?: string | null; validTo?: string | null },
  ctx: z.RefinementCtx,
  valid: (key: "validFrom" | "validTo") => boolean,
) => {
  if (valid("validFrom") && valid("validTo"))
    for (const i of rangeIssue(v.validFrom, v.validTo))
      ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
};

export const priceHeader = z.object({
  name: name(),
  internalId: optional(text({ max: 60 })),
  type: z.enum(PRICE_TYPES).default("resort"),
  status: z.enum(STATUSES).default("draft"),
  calculationType: z.enum(CALCULATION_TYPES).default("unit"),
  resortId: optionalId(),
  vesselId: optionalId(),
  validFrom: optional(date()),
  validTo: optional(date()),
  valid: optional(dateRange()),
  currency: currencyCode().optional(),
  currencies: z.array(currencyCode()).max(20).default([]),
  useOnsiteCurrency: z.boolean().default(false),
  // the markets the price is for: a code that names no country would leave it for nobody
  countries: z.array(isoCountryCode()).max(250).default([]),
  isAvailableToOTA: z.boolean().default(false),
  termsOfPaymentId: optionalId(),
  defaultTermsOfPaymentId: optionalId(),
  commission: optional(commissionObject),
  commissionPercent: optional(percent()),
  commissionValue: optional(amount()),
  commissionUseTerms: z.boolean().optional(),
  commissionIncludeCommission: z.boolean().optional(),
  surcharge: amount().default("0"),
  surchargeType: z.enum(SURCHARGE_TYPES).default("ByEntry"),
  discount: amount().default("0"),
  discountType: z.enum(SURCHARGE_TYPES).default("percent"),
  includedServices: services(),
  excludedServices: services(),
  tax: taxObject.optional(),
  taxStatus: z.enum(STATUSES).default("aborted"),
  taxValue: percent().default("0"),
  taxName: text({ max: 80 }).default(""),
  taxInclusive: z.boolean().default(true),
  basePrice: optional(amount()),
  basePricePer: z.enum(ENTRY_PER).default("room"),
  description: i18nText(),
  variantIds: ids(),
  supplementIds: ids(),
});

const FLAT_COMMISSION = {
  commissionPercent: "percent",
  commissionValue: "value",
  commissionUseTerms: "useTerms",
  commissionIncludeCommission: "includeCommission",
} as const;

const relationIds = (list: number[]) => list.map((id) => ({ id }));

/**
 * Checks a header (merged with the stored row on update) and turns it into columns: the tax
 * object into its columns, the valid range into validFrom/validTo, flat commission fields into
 * the commission object, variant and supplement ids into relations.
 */
export async function preparePriceHeader(
  data: Record<string, unknown>,
  ctx: Pick<WriteContext, "action" | "existing" | "tx">,
): Promise<Record<string, unknown>> {
  if (ctx.action === "copy") {
    // a copied row already passed these checks (the price's own copy use case also copies its grid)
    const { id: _id, ...rest } = data;
    return { ...rest, commission: rest.commission ?? Prisma.DbNull };
  }
  const tx: Tx = ctx.tx;
  const old = ctx.existing ?? {};
  const out: Record<string, unknown> = { ...data };
  if ("valid" in data) {
    const v = data.valid as { from: string; to: string } | null | undefined;
    out.validFrom = v?.from ?? null;
    out.validTo = v?.to ?? null;
  }
  delete out.valid;
  const tax = data.tax as z.output<typeof taxObject> | undefined;
  if (tax)
    Object.assign(out, { taxStatus: tax.status, taxValue: tax.value, taxName: tax.name, taxInclusive: tax.inclusive });
  delete out.tax;
  // flat commission fields change the stored object field by field
  let commission = "commission" in data ? (data.commission as Record<string, unknown> | null) : undefined;
  for (const [flat, key] of Object.entries(FLAT_COMMISSION)) {
    if (!(flat in data)) continue;
    commission = { reason: "customer", ...(commission ?? (old.commission as object | null) ?? {}), [key]: data[flat] };
    delete out[flat];
  }
  if (commission !== undefined) out.commission = commission ?? Prisma.DbNull;

  const type = (out.type ?? old.type ?? "resort") as string;
  // a resort price has no vessel and the other way round
  if (type === "resort") out.vesselId = null;
  else out.resortId = null;

  const merged = { ...old, ...out } as Record<string, any>;
  const variantIds = data.variantIds as number[] | undefined;
  const supplementIds = data.supplementIds as number[] | undefined;
  const [assets, currencies, variants, supplements, terms] = await Promise.all([
    assetIssues(tx, { resortId: out.resortId as number | null, vesselId: out.vesselId as number | null }),
    currencyIssues(
      tx,
      {
        ...("currency" in out ? { currency: out.currency as string } : {}),
        ...("currencies" in out ? { currencies: out.currencies as string[] } : {}),
      },
      ((out.currencies as string[] | undefined) ?? []).map((c, i) => ({
        path: `currencies.${i}`,
        from: merged.currency,
        to: c,
      })),
    ),
    variantIds?.length ? tx.priceVariant.findMany({ where: { id: { in: variantIds } }, select: { id: true } }) : [],
    supplementIds?.length ? tx.supplement.findMany({ where: { id: { in: supplementIds } }, select: { id: true } }) : [],
    termIssues(tx, out),
  ]);
  const issues: FieldIssue[] = [
    ...assets,
    ...currencies,
    ...terms,
    ...rangeIssue(merged.validFrom, merged.validTo),
    ...(variantIds
      ? unknownIds(
          "variantIds",
          variantIds,
          variants.map((v) => v.id),
        )
      : []),
    ...(supplementIds
      ? unknownIds(
          "supplementIds",
          supplementIds,
          supplements.map((s) => s.id),
        )
      : []),
  ];
  // a price belongs to a resort or a vessel, as its type says
  const asset = type === "resort" ? "resortId" : "vesselId";
  if (merged[asset] == null) issues.push({ path: asset, message: "validation.required" });
  if (merged.discountType === "percent" && Number(merged.discount ?? 0) > 100)
    issues.push({ path: "discount", message: "validation.percent" });
  assertNoIssues(issues);

  for (const f of ["validFrom", "validTo"]) if (typeof out[f] === "string") out[f] = calendarDate(out[f] as string);
  delete out.variantIds;
  delete out.supplementIds;
  const link = ctx.action === "create" ? "connect" : "set";
  if (variantIds) out.variants = { [link]: relationIds(variantIds) };
  if (supplementIds) out.supplements = { [link]: relationIds(supplementIds) };
  return out;
}

async function termIssues(tx: Tx, out: Record<string, unknown>): Promise<FieldIssue[]> {
  const wanted = (["termsOfPaymentId", "defaultTermsOfPaymentId"] as const).filter((f) => typeof out[f] === "number");
  if (!wanted.length) return [];
  const found = await tx.termsOfPayment.findMany({
    where: { id: { in: wanted.map((f) => out[f] as number) } },
    select: { id: true },
  });
  return wanted
    .filter((f) => !found.some((t) => t.id === out[f]))
    .map((path) => ({ path, message: "validation.unknownReference" }));
}

const iso = (d: Date | null | undefined) => (d ? isoDate(d) : null);

/** The price on the wire: columns plus the spec's objects (valid, tax) and its periods and entries. */
export function presentPrice(row: Record<string, any>) {
  const commission = (row.commission ?? null) as Record<string, unknown> | null;
  return {
    ...row,
    valid: row.validFrom ? { from: iso(row.validFrom), to: iso(row.validTo) } : null,
    tax: { status: row.taxStatus, value: row.taxValue, name: row.taxName, inclusive: row.taxInclusive },
    commissionPercent: commission?.percent ?? null,
    commissionValue: commission?.value ?? null,
    commissionUseTerms: commission?.useTerms ?? false,
    commissionIncludeCommission: commission?.includeCommission ?? false,
    ...(row.variants ? { variantIds: row.variants.map((v: { id: number }) => v.id) } : {}),
    ...(row.supplements ? { supplementIds: row.supplements.map((s: { id: number }) => s.id) } : {}),
    ...(row.periods
      ? { periods: row.periods.map((p: Record<string, any>) => ({ ...p, from: iso(p.from), to: iso(p.to) })) }
      : {}),
    ...(row.entries ? { entries: row.entries.map(presentEntry) } : {}),
  };
}

/** What presentPrice does to the row's answer schema. */
export function presentedPrice(row: z.ZodObject) {
  const s = row.shape;
  const entry = s.entries && elementOf(s.entries);
  return row.extend({
    valid: z.object({ from: wireDate, to: wireDate.nullable() }).nullable(),
    tax: z.object({ status: s.taxStatus, value: s.taxValue, name: s.taxName, inclusive: s.taxInclusive }),
    commissionPercent: wireDecimal.nullable(),
    commissionValue: wireDecimal.nullable(),
    commissionUseTerms: z.boolean(),
    commissionIncludeCommission: z.boolean(),
    ...(s.variants ? { variantIds: z.array(wireId) } : {}),
    ...(s.supplements ? { supplementIds: z.array(wireId) } : {}),
    ...(s.periods ? { periods: z.array(elementOf(s.periods).extend({ from: wireDate, to: wireDate })) } : {}),
    ...(entry ? { entries: z.array(presentedEntry(entry)) } : {}),
  });
}

/** What presentEntry does to an entry's schema: its variant values by variant id. */
export const presentedEntry = (entry: z.ZodObject) =>
  entry.extend({ variants: z.record(z.string(), wireDecimal.nullable()) });

/** An entry on the wire: its variant values as { variantId: value }. */
export function presentEntry(e: Record<string, any>) {
  const { variants, ...rest } = e;
  return {
    ...rest,
    variants: Object.fromEntries(
      ((variants ?? []) as { variantId: number; value: unknown }[]).map((v) => [v.variantId, v.value]),
    ),
  };
}

export const ENTRY_SELECT = {
  id: true,
  priceId: true,
  periodId: true,
  roomTypeId: true,
  per: true,
  value: true,
  variants: { select: { variantId: true, value: true }, orderBy: { variantId: "asc" } },
} satisfies Prisma.PriceEntrySelect;

const LIST_SELECT = {
  ...PRICE_HEAD_SELECT,
  internalId: true,
  isAvailableToOTA: true,
  taxStatus: true,
  taxValue: true,
  taxName: true,
  taxInclusive: true,
  updatedAt: true,
} satisfies Prisma.PriceSelect;

export const PRICE_DETAIL_SELECT = {
  ...PRICE_HEAD_SELECT,
  internalId: true,
  currencies: true,
  useOnsiteCurrency: true,
  countries: true,
  isAvailableToOTA: true,
  termsOfPaymentId: true,
  defaultTermsOfPaymentId: true,
  ...PRICE_TERMS_SELECT,
  description: true,
  createdAt: true,
  updatedAt: true,
  variants: { select: { id: true }, orderBy: { sort: "asc" } },
  supplements: { select: { id: true }, orderBy: { sort: "asc" } },
  periods: {
    select: { id: true, name: true, from: true, to: true, override: true, sort: true },
    orderBy: [{ from: "asc" }, { id: "asc" }],
  },
  entries: { select: ENTRY_SELECT, orderBy: [{ periodId: "asc" }, { roomTypeId: "asc" }] },
} satisfies Prisma.PriceSelect;

export const priceResource = defineResource({
  name: "price",
  model: "price",
  access: PRICING_ACCESS,
  features: PRICING_FEATURES,
  // a validity back to front is named with the fields' own errors, in one answer
  create: crossCheck(priceHeader, validityInOrder),
  update: crossCheck(withoutDefaults(priceHeader), validityInOrder),
  search: ["name", "internalId"],
  filters: {
    type: { kind: "enum", values: PRICE_TYPES },
    status: { kind: "enum", values: STATUSES },
    calculationType: { kind: "enum", values: CALCULATION_TYPES },
    ...ASSET_FILTERS,
    currency: { kind: "string" },
  },
  sort: { id: "id", name: "name", validFrom: "validFrom", status: "status", updatedAt: "updatedAt" },
  defaultSort: { key: "validFrom", order: "desc" },
  select: LIST_SELECT,
  detail: PRICE_DETAIL_SELECT,
  present: presentPrice,
  presented: presentedPrice,
  dateFields: ["validFrom", "validTo"],
  currencyFields: ["currency"],
  csv: csvColumns("prices.fields", [
    "id",
    "name",
    "type",
    "status",
    "calculationType",
    "validFrom",
    "validTo",
    "currency",
  ]),
  copy: (p) => ({ name: `${p.name} (2)`, status: "draft" }),
  // a booking pinned to it (changePrice) would keep lines priced from a price that is gone
  references: [{ model: "booking", field: "priceId", label: "bookings" }],
  prepare: preparePriceHeader,
  description: "Season prices of resorts and vessels: periods, entries per room or cabin type, variants, supplements.",
});

const STATUS_LABELS = { enum: STATUSES, labels: "prices.status" } as const;

export const priceScreen = defineScreen(priceResource, {
  labels: "prices.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "type", type: "enum", options: { enum: PRICE_TYPES, labels: "prices.types" } },
    ...ASSET_LIST_COLUMNS,
    { key: "validFrom", sort: "validFrom", type: "date" },
    { key: "validTo", type: "date" },
    { key: "status", sort: "status", type: "enum", options: STATUS_LABELS },
    {
      key: "calculationType",
      type: "enum",
      options: { enum: CALCULATION_TYPES, labels: "prices.calculationTypes" },
    },
    { key: "currency", type: "code" },
    { key: "isAvailableToOTA", type: "bool", hidden: true },
    { key: "internalId", hidden: true },
    ID_COLUMN,
  ],
  filters: [
    { key: "type", type: "select", options: { enum: PRICE_TYPES, labels: "prices.types" } },
    { key: "status", type: "select", options: STATUS_LABELS },
    ...ASSET_LIST_FILTERS,
  ],
  fields: [
    { name: "name" },
    { name: "internalId" },
    { name: "type", type: "select", options: { enum: PRICE_TYPES, labels: "prices.types" } },
    { name: "status", type: "select", options: STATUS_LABELS, hint: "prices.hints.status" },
    { name: "resortId", type: "select", options: { rows: "resort" }, hint: "prices.hints.asset" },
    { name: "vesselId", type: "select", options: { rows: "vessel" }, hint: "prices.hints.asset" },
    {
      name: "calculationType",
      type: "select",
      options: { enum: CALCULATION_TYPES, labels: "prices.calculationTypes" },
      hint: "prices.hints.calculationType",
    },
    { name: "currency", type: "select", options: "currencies", initial: "defaultCurrency" },
    { name: "validFrom", type: "date", hint: "prices.hints.valid" },
    { name: "validTo", type: "date" },
    { name: "basePrice", type: "decimal", hint: "prices.hints.basePrice" },
    { name: "basePricePer", type: "select", options: { enum: ENTRY_PER, labels: "prices.per" } },
    { name: "surcharge", type: "decimal" },
    { name: "surchargeType", type: "select", options: { enum: SURCHARGE_TYPES, labels: "prices.surchargeTypes" } },
    { name: "discount", type: "decimal" },
    { name: "discountType", type: "select", options: { enum: SURCHARGE_TYPES, labels: "prices.surchargeTypes" } },
    { name: "termsOfPaymentId", type: "select", options: { rows: "termsOfPayment" } },
    { name: "defaultTermsOfPaymentId", type: "select", options: { rows: "termsOfPayment" } },
    { name: "commissionPercent", type: "decimal" },
    { name: "commissionValue", type: "decimal" },
    { name: "commissionUseTerms", type: "checkbox" },
    { name: "commissionIncludeCommission", type: "checkbox" },
    { name: "taxStatus", type: "select", options: STATUS_LABELS },
    { name: "taxName" },
    { name: "taxValue", type: "decimal" },
    { name: "taxInclusive", type: "checkbox" },
    { name: "useOnsiteCurrency", type: "checkbox" },
    { name: "isAvailableToOTA", type: "checkbox" },
    { name: "currencies", type: "multiselect", options: "currencies", hint: "prices.hints.currencies" },
    { name: "countries", type: "tags", hint: "prices.hints.countries" },
    { name: "variantIds", type: "multiselect", options: { rows: "priceVariant" } },
    { name: "supplementIds", type: "multiselect", options: { rows: "supplement" } },
    { name: "includedServices", type: "tags", hint: "prices.hints.services" },
    { name: "excludedServices", type: "tags", hint: "prices.hints.services" },
    { name: "description", type: "i18n" },
  ],
});
