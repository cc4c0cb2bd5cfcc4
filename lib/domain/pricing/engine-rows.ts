// Stored pricing rows as the pure engine reads them: the selects the loader uses and pure
// mappers from those rows to the engine's input types (lib/domain/pricing/types.ts). No queries.
import { isoDate } from "../../core/dates";
import type { Prisma } from "../../core/db";
import type { Channel } from "./enums";
import type { CommissionTerms, Price, Product, Rule, Special, Tax, TermsOfPayment } from "./types";

/** What a price asks on top of its entries: commission, surcharge, discount, services, tax and its base price. */
export const PRICE_TERMS_SELECT = {
  commission: true,
  surcharge: true,
  surchargeType: true,
  discount: true,
  discountType: true,
  includedServices: true,
  excludedServices: true,
  taxStatus: true,
  taxValue: true,
  taxName: true,
  taxInclusive: true,
  basePrice: true,
  basePricePer: true,
} as const;

/** A price's name, kind, asset, validity and currency: what the engine, its list rows and its detail read first. */
export const PRICE_HEAD_SELECT = {
  id: true,
  name: true,
  type: true,
  status: true,
  calculationType: true,
  resortId: true,
  vesselId: true,
  validFrom: true,
  validTo: true,
  currency: true,
} as const;

/** A departure as the engine reads it: its tour (and name), vessel and dates. */
export const ENGINE_SCHEDULE_SELECT = {
  id: true,
  tourId: true,
  vesselId: true,
  from: true,
  to: true,
  tour: { select: { name: true } },
} as const satisfies Prisma.ScheduleSelect;

export const ENGINE_PRICE_SELECT = {
  ...PRICE_HEAD_SELECT,
  currencies: true,
  useOnsiteCurrency: true,
  countries: true,
  isAvailableToOTA: true,
  ...PRICE_TERMS_SELECT,
  termsOfPayment: {
    select: { id: true, name: true, depositPercent: true, depositDueDays: true, restDueDaysBeforeArrival: true },
  },
  periods: { select: { id: true, name: true, from: true, to: true }, orderBy: [{ from: "asc" }, { id: "asc" }] },
  entries: {
    select: {
      id: true,
      periodId: true,
      roomTypeId: true,
      per: true,
      value: true,
      variants: { select: { variantId: true, value: true } },
    },
    orderBy: { id: "asc" },
  },
  variants: {
    select: { id: true, key: true, name: true, maxAge: true, singleUse: true, adjustType: true, adjustValue: true },
    orderBy: { sort: "asc" },
  },
  supplements: {
    where: { isActive: true },
    select: { id: true, name: true, value: true, addRule: true, roomTypeIds: true, validFrom: true, validTo: true },
    orderBy: { sort: "asc" },
  },
} satisfies Prisma.PriceSelect;

export type PriceRow = Prisma.PriceGetPayload<{ select: typeof ENGINE_PRICE_SELECT }>;

const range = (from: Date | null, to: Date | null) => (from && to ? { from: isoDate(from), to: isoDate(to) } : null);

export function termsOf(
  t: {
    id: number;
    name: string;
    depositPercent: Prisma.Decimal;
    depositDueDays: number;
    restDueDaysBeforeArrival: number;
  } | null,
): TermsOfPayment | null {
  return t
    ? {
        id: t.id,
        name: t.name,
        depositPercent: t.depositPercent,
        depositDueDays: t.depositDueDays,
        restDueDaysBeforeArrival: t.restDueDaysBeforeArrival,
      }
    : null;
}

/** The spec's commission object (stored as JSON) as the engine reads it; null when it is not one. */
export function commissionOf(raw: unknown): CommissionTerms | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const c = raw as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === "string" || typeof v === "number" ? v : null);
  return {
    reason: typeof c.reason === "string" ? c.reason : "customer",
    message: typeof c.message === "string" ? c.message : null,
    percent: num(c.percent),
    value: num(c.value),
    useTerms: c.useTerms === true,
    date: typeof c.date === "string" ? c.date : null,
    includeCommission: c.includeCommission === true,
  };
}

/** A booking's own tax object (JSON) as the engine reads it. */
export function taxOf(raw: unknown): Tax | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const t = raw as Record<string, unknown>;
  const value = typeof t.value === "string" || typeof t.value === "number" ? t.value : 0;
  const status = t.status === "active" || t.status === "draft" ? t.status : "aborted";
  return { status, value, name: typeof t.name === "string" ? t.name : "", inclusive: t.inclusive !== false };
}

export function toEnginePrice(p: PriceRow): Price {
  return {
    id: p.id,
    name: p.name,
    status: p.status,
    type: p.type,
    calculationType: p.calculationType,
    resortId: p.resortId,
    vesselId: p.vesselId,
    valid: range(p.validFrom, p.validTo),
    currency: p.currency,
    currencies: p.currencies,
    useOnsiteCurrency: p.useOnsiteCurrency,
    countries: p.countries,
    isAvailableToOTA: p.isAvailableToOTA,
    periods: p.periods.map((x) => ({ id: x.id, name: x.name, from: isoDate(x.from), to: isoDate(x.to) })),
    entries: p.entries.map((e) => ({
      id: e.id,
      periodId: e.periodId,
      roomTypeId: e.roomTypeId,
      per: e.per,
      value: e.value,
      variants: Object.fromEntries(e.variants.map((v) => [v.variantId, v.value])),
    })),
    variants: p.variants.map((v) => ({
      id: v.id,
      key: v.key,
      name: v.name,
      maxAge: v.maxAge,
      singleUse: v.singleUse,
      adjust: v.adjustType && v.adjustValue != null ? { type: v.adjustType, value: v.adjustValue } : null,
    })),
    basePrice: p.basePrice != null ? { value: p.basePrice, per: p.basePricePer } : null,
    surcharge: p.surcharge.isZero() ? null : { value: p.surcharge, type: p.surchargeType },
    discount: p.discount.isZero() ? null : { value: p.discount, type: p.discountType },
    tax: { status: p.taxStatus, value: p.taxValue, name: p.taxName, inclusive: p.taxInclusive },
    commission: commissionOf(p.commission),
    termsOfPayment: termsOf(p.termsOfPayment),
    supplements: p.supplements.map((s) => ({
      id: s.id,
      name: s.name,
      value: s.value,
      addRule: s.addRule,
      roomTypeIds: s.roomTypeIds,
      dateRange: range(s.validFrom, s.validTo),
    })),
    includedServices: p.includedServices,
    excludedServices: p.excludedServices,
  };
}

export const ENGINE_SPECIAL_SELECT = {
  id: true,
  name: true,
  status: true,
  kind: true,
  dateFrom: true,
  dateTo: true,
  rules: true,
  discount: true,
  discountValue: true,
  currency: true,
  target: true,
  scope: true,
  channels: true,
  groupId: true,
  productCategoryIds: true,
  sort: true,
  autoAdd: true,
  unique: true,
  deletable: true,
  editable: true,
  reduce: true,
  replaceMatchingRoomPrice: true,
  excludeFromTax: true,
  excludeFromCommission: true,
  includeIn: true,
  includeSpecialsWithSameRule: true,
} satisfies Prisma.SpecialSelect;

export type SpecialRow = Prisma.SpecialGetPayload<{ select: typeof ENGINE_SPECIAL_SELECT }>;

export function toEngineSpecial(s: SpecialRow): Special {
  const { dateFrom, dateTo, rules, channels, ...rest } = s;
  return {
    ...rest,
    dateRange: range(dateFrom, dateTo),
    // a stored rule list that is not a list is a broken special: the engine skips it with a todo
    rules: (Array.isArray(rules) ? rules : [{ dimension: "?", operator: "?", value: null }]) as Rule[],
    channels: channels as Channel[],
  };
}

export const ENGINE_PRODUCT_SELECT = {
  id: true,
  name: true,
  lineKind: true,
  categoryId: true,
  price: true,
  currency: true,
  addRule: true,
  payOnSite: true,
  commissionable: true,
  divesPerDay: true,
} satisfies Prisma.ProductSelect;

export type ProductRow = Prisma.ProductGetPayload<{ select: typeof ENGINE_PRODUCT_SELECT }>;

export function toEngineProduct(p: ProductRow): Product {
  return {
    id: p.id,
    name: p.name,
    kind: p.lineKind,
    categoryId: p.categoryId,
    price: p.price,
    currency: p.currency,
    addRule: p.addRule,
    payOnSite: p.payOnSite,
    commissionable: p.commissionable,
    ...(p.divesPerDay ? { divesPerDay: p.divesPerDay } : {}),
  };
}
