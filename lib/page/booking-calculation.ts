// What the booking page's calculation panel shows, loaded on the server in the user's language:
// the stored lines (with what staff may do to each), the totals, tax, commission and payment plan
// of the booking as the engine prices it now, the explanation "why this price" with every text
// translated and every rule spelled out, and the lists staff pick specials, products, add-ons,
// commissions, prices and terms of payment from (only when they may adjust the calculation).
import "server-only";
import type { Principal } from "../auth/principal";
import { isoDate } from "../core/dates";
import { db, type Prisma } from "../core/db";
import { AppError } from "../core/errors";
import { sum } from "../core/money";
import { bookingScope } from "../domain/booking/access";
import { OPEN_STATES } from "../domain/booking/lock-booking";
import type { BookingView } from "../domain/booking/view";
import { FEE_STATES } from "../domain/booking/calculation/calculation-guards";
import { MANUAL_LINE_TYPES } from "../domain/booking/calculation/calculation-schemas";
import { priceBooking } from "../domain/booking/calculation/price-booking";
import { DIMENSIONS } from "../domain/pricing/rules";
import { textInLanguage } from "../domain/pricing/text-in-language";
import type { CalculationResult, RuleResult, SpecialExplanation } from "../domain/pricing/types";
import { formatDay } from "../i18n/date-format";
import type { Locale } from "../i18n/locale";
import { bundledMessages } from "../i18n/messages";
import { translator } from "../i18n/translator";
import type { Option } from "../resources/screen";
import { ruleIdNames } from "./pricing";

/**
 * What staff may change: everything on an open booking; on a cancelled, unsettled one only the
 * lines written by hand (the cancellation fee), as the calculation endpoints allow.
 */
export type CalculationEditMode = "open" | "fees" | null;

export type PanelLine = {
  id: number;
  key: string;
  sort: number;
  type: string;
  text: string;
  amount: string;
  price: string;
  total: string;
  billable: boolean;
  onsite: boolean;
  /** written by hand (POST calculation) */
  manual: boolean;
  /** an engine line staff changed (price, amount or text): refresh drops the change */
  changed: boolean;
  /** price, amount and text may be changed */
  editable: boolean;
  /** DELETE calculation/{sort} takes this very line off */
  deletable: boolean;
  cancellationFee: boolean;
};

export type PanelSpecial = {
  id: number;
  name: string;
  applied: boolean;
  /** why it did (not) apply, in words */
  outcome: string;
  /** added by staff regardless of its rules */
  forced: boolean;
  /** the rules that matched, e.g. "Nights is at least 7 (booking: 7)" */
  matched: string[];
  /** the first rule that failed */
  failed: string | null;
  /** the special it could not be combined with */
  conflictWith: string | null;
  /** the change it made to the price (sum over its units) */
  effect: string | null;
};

export type PanelTotals = {
  gross: string;
  net: string;
  tax: string;
  taxRate: string;
  taxName: string | null;
  taxInclusive: boolean;
  /** every tax (more than one when a stay beside a trip is taxed apart from the cabins) */
  taxes: { name: string; rate: string; inclusive: boolean; amount: string }[];
  commission: string;
  commissionPercent: string;
  commissionFromSpecials: string;
  commissionBase: string;
  includeCommission: boolean;
  onsite: { amount: string; currency: string | null; converted: string | null };
  payable: string;
  paymentPlan: { part: "deposit" | "rest"; amount: string; dueDate: string }[];
  paid: string;
  open: string;
};

export type PickLists = {
  specials: Option[];
  products: Option[];
  addons: Option[];
  commissions: Option[];
  prices: Option[];
  terms: Option[];
  /** each guest in each room ("{bookingRoomId}:{customerId}"), for a guest's price variant */
  guests: Option[];
  variants: Option[];
};

export type CalculationPanelData = {
  bookingId: number;
  version: number;
  currency: string;
  /** the stored total (the sum of the billable lines) */
  total: string;
  expenses: string;
  paidAt: string | null;
  lines: PanelLine[];
  /** the booking priced now; null when the caller may not price it */
  totals: PanelTotals | null;
  /** the total the current prices give, when it differs from the stored one (reload the price) */
  currentTotal: string | null;
  todos: string[];
  explain: {
    prices: { name: string; chosen: boolean; reason: string }[];
    /** every line of the booking priced now with the steps that made its price */
    lines: { key: string; text: string; steps: string[] }[];
    specials: PanelSpecial[];
  } | null;
  mode: CalculationEditMode;
  /** the types of lines staff may write by hand */
  lineTypes: string[];
  /** what the booking has chosen now: pinned price, terms, commission record */
  chosen: { priceId: number | null; termsOfPaymentId: number | null; commissionId: number | null };
  pick: PickLists | null;
};

type Translate = ReturnType<typeof translator>;

/** What the caller may change on this booking's calculation (the same test the endpoints make). */
async function editModeFor(principal: Principal, b: BookingView): Promise<CalculationEditMode> {
  const scope = await bookingScope(principal, "update").catch(() => null);
  // staff only: an agency books, but the price is the operator's to adjust
  if (scope?.kind !== "all" || b.resolved) return null;
  if (OPEN_STATES.includes(b.state)) return "open";
  return FEE_STATES.includes(b.state) ? "fees" : null;
}

/** The booking priced now, or null for a caller who may not price it (a customer). */
async function pricedNow(principal: Principal, bookingId: number): Promise<CalculationResult | null> {
  try {
    return (await priceBooking(bookingId, principal)).result;
  } catch (e) {
    if (e instanceof AppError && (e.code === "FORBIDDEN" || e.code === "UNAUTHORIZED")) return null;
    throw e;
  }
}

/** A rule's value or the booking's fact in words: weekdays and ids by name, date ranges as ranges. */
function valueText(
  t: Translate,
  r: Pick<RuleResult, "dimension">,
  v: unknown,
  names: Record<string, Option[]>,
  locale: Locale,
): string {
  const kind = DIMENSIONS[r.dimension]?.kind;
  const one = (x: unknown): string => {
    if (x && typeof x === "object" && "from" in x && "to" in x) {
      const range = x as { from: unknown; to: unknown };
      return t("bookingCalculation.why.range", {
        from: formatDay(String(range.from), locale),
        to: formatDay(String(range.to), locale),
      });
    }
    const s = String(x);
    if (kind === "weekday") return t(`pricing.weekdays.${s}`, undefined, s);
    if (kind === "customerType") return t(`customers.types.${s}`, undefined, s);
    if (kind === "id") return names[r.dimension]?.find((o) => o.value === s)?.label ?? s;
    // a date as the language writes it; anything else as it is
    return formatDay(s, locale);
  };
  if (Array.isArray(v)) return v.map(one).join(", ");
  return one(v);
}

function ruleText(t: Translate, r: RuleResult, names: Record<string, Option[]>, locale: Locale): string {
  // the engine writes several facts (weekdays of the nights) as "6,7" and an unknown one as "null"
  const actual =
    r.actual === "null"
      ? t("bookingCalculation.why.unknown")
      : valueText(t, r, r.actual.includes(",") ? r.actual.split(",") : r.actual, names, locale);
  return t("bookingCalculation.why.rule", {
    dimension: t(`pricing.dimensions.${r.dimension}`, undefined, r.dimension),
    operator: t(`pricing.operators.${r.operator}`, undefined, r.operator),
    value: valueText(t, r, r.value, names, locale),
    actual,
  });
}

function specialsOf(
  t: Translate,
  specials: SpecialExplanation[],
  names: Record<string, Option[]>,
  locale: Locale,
): PanelSpecial[] {
  const nameOf = new Map(specials.map((s) => [s.specialId, s.name]));
  return specials.map((s) => ({
    id: s.specialId,
    name: s.name,
    applied: s.applied,
    outcome: t(`bookingCalculation.outcome.${s.outcome}`, undefined, s.outcome),
    forced: s.forced,
    matched: s.matched.map((r) => ruleText(t, r, names, locale)),
    failed: s.failed ? ruleText(t, s.failed, names, locale) : null,
    conflictWith: s.conflictWith != null ? (nameOf.get(s.conflictWith) ?? `#${s.conflictWith}`) : null,
    effect: s.applied && s.units.length ? String(sum(s.units.map((u) => u.effect))) : null,
  }));
}

/** The names of the ids the explained rules mention (only looked up when a rule names ids). */
async function idNames(specials: SpecialExplanation[], locale: Locale): Promise<Record<string, Option[]>> {
  const ids = new Map<string, number[]>();
  // a rule's value is an id or a list of them; the booking's fact may be several ids as "3,4"
  const add = (dimension: string, v: unknown): void => {
    if (Array.isArray(v)) return v.forEach((x) => add(dimension, x));
    if (typeof v === "string" && v.includes(",")) return v.split(",").forEach((x) => add(dimension, x));
    const n = Number(v);
    if (Number.isInteger(n) && n > 0 && n <= 2_147_483_647) ids.set(dimension, [...(ids.get(dimension) ?? []), n]);
  };
  for (const r of specials.flatMap((s) => [...s.matched, ...(s.failed ? [s.failed] : [])]))
    if (DIMENSIONS[r.dimension]?.kind === "id") {
      add(r.dimension, r.value);
      add(r.dimension, r.actual);
    }
  return ids.size ? ruleIdNames(ids, locale) : {};
}

/** Rows as options; `named`: the demo's records under their names in the caller's language, as in their lists. */
const pick = (rows: { id: number; name: string }[], named: Record<string, string> = {}): Option[] =>
  rows.map((r) => ({ value: String(r.id), label: named[r.name] ?? r.name }));

/** The names the demo data's records of `resource` carry in `locale` (messages: seeded). */
function seededNames(locale: Locale, resource: string): Record<string, string> {
  const seeded = (bundledMessages(locale) as { seeded?: Record<string, { name?: Record<string, string> }> }).seeded;
  return seeded?.[resource]?.name ?? {};
}

/** The specials, products, add-ons, commissions, prices and terms staff may put on this booking. */
async function pickLists(t: Translate, b: BookingView, locale: Locale): Promise<PickLists> {
  // a product for the booking's resort or vessel, or for everywhere
  const sold: Prisma.ProductWhereInput =
    b.type === "vessel"
      ? { OR: [{ vesselId: b.vesselId }, { vesselId: null, resortId: null }] }
      : { OR: [{ resortId: b.resortId }, { vesselId: null, resortId: null }] };
  const priced: Prisma.PriceWhereInput =
    b.type === "vessel"
      ? { type: "vessel", OR: [{ vesselId: b.vesselId }, { vesselId: null }] }
      : { type: "resort", OR: [{ resortId: b.resortId }, { resortId: null }] };
  const order = [{ sort: "asc" as const }, { name: "asc" as const }];
  const [specials, products, commissions, prices, terms, variants] = await Promise.all([
    db().special.findMany({
      where: { status: "active" },
      select: { id: true, name: true },
      orderBy: [{ sort: "asc" }, { id: "asc" }],
      take: 500,
    }),
    db().product.findMany({
      where: { isActive: true, ...sold },
      select: { id: true, name: true, lineKind: true },
      orderBy: order,
      take: 1000,
    }),
    db().commission.findMany({ where: { isActive: true }, select: { id: true, name: true }, orderBy: { name: "asc" } }),
    db().price.findMany({
      where: priced,
      select: { id: true, name: true, status: true, validFrom: true, validTo: true },
      orderBy: [{ validFrom: "desc" }, { name: "asc" }],
      take: 200,
    }),
    db().termsOfPayment.findMany({
      where: { isActive: true },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
    // the variants a price of the booking's resort or vessel offers (setGuestVariant refuses others)
    db().priceVariant.findMany({
      where: { prices: { some: priced } },
      select: { id: true, name: true },
      orderBy: [{ sort: "asc" }, { name: "asc" }],
    }),
  ]);
  return {
    specials: pick(specials),
    products: pick(products.filter((p) => p.lineKind !== "addon")),
    addons: pick(products.filter((p) => p.lineKind === "addon")),
    commissions: pick(commissions, seededNames(locale, "commission")),
    prices: prices.map((p) => ({
      value: String(p.id),
      label: t("bookingCalculation.pick.priceLabel", {
        name: p.name,
        status: t(`bookingCalculation.priceStatus.${p.status}`, undefined, p.status),
        valid:
          p.validFrom || p.validTo
            ? `${p.validFrom ? formatDay(isoDate(p.validFrom), locale) : "…"} – ${p.validTo ? formatDay(isoDate(p.validTo), locale) : "…"}`
            : t("bookingCalculation.pick.standing"),
      }),
    })),
    terms: pick(terms, seededNames(locale, "terms")),
    guests: b.rooms.flatMap((r) =>
      r.customers.map((c) => ({ value: `${r.id}:${c.id}`, label: `${r.name} · ${c.fullName}` })),
    ),
    variants: pick(variants),
  };
}

/**
 * DELETE calculation/{sort} takes, of the lines at a sort, the first written by hand, else the
 * first: only that line offers "delete", so the button never takes another line off.
 */
function deleteTargets(lines: BookingView["calculation"]): Set<number> {
  const bySort = new Map<number, BookingView["calculation"]>();
  for (const l of [...lines].sort((a, b) => a.id - b.id)) bySort.set(l.sort, [...(bySort.get(l.sort) ?? []), l]);
  const out = new Set<number>();
  for (const at of bySort.values()) {
    const target = at.find((l) => (l.source as { kind?: string }).kind === "manual") ?? at[0];
    out.add(target.id);
  }
  return out;
}

/**
 * "Why this price" of a priced booking in `locale`: the candidate prices, each line's steps, the
 * specials with their rules in words. For staff only (it names every price and special); the
 * booking page and the wizard's live quote (POST /api/bookings/quote) show the same.
 */
export async function explainResult(
  result: CalculationResult,
  locale: Locale,
): Promise<NonNullable<CalculationPanelData["explain"]>> {
  const t = translator(locale);
  const say = textInLanguage(locale, t);
  const names = await idNames(result.explain.specials, locale);
  return {
    prices: result.explain.prices.map((p) => ({
      name: p.name,
      chosen: p.chosen,
      reason: t(`bookingCalculation.priceReason.${p.reason}`, undefined, p.reason),
    })),
    lines: result.lines.map((l) => ({
      key: l.key,
      text: say(l.text),
      steps: (result.explain.lines[l.key] ?? []).map(say),
    })),
    specials: specialsOf(t, result.explain.specials, names, locale),
  };
}

/**
 * The stored lines a payment can be split over (the payments tab), in the user's language: the
 * billable ones with an amount, tax aside. Read from the booking in hand, without pricing it.
 */
export function paymentSplitLines(booking: BookingView, locale: Locale) {
  const say = textInLanguage(locale, translator(locale));
  return booking.calculation
    .filter((l) => l.billable && l.type !== "tax" && Number(l.total) !== 0)
    .map((l) => ({ key: l.key, text: say(l.text), total: l.total }));
}

/** Everything the calculation panel of /booking/{id} shows, for this caller, in `locale`. */
export async function loadBookingCalculation(
  principal: Principal,
  booking: BookingView,
  locale: Locale,
): Promise<CalculationPanelData> {
  const t = translator(locale);
  const say = textInLanguage(locale, t);
  const [mode, result, overrides, scope] = await Promise.all([
    editModeFor(principal, booking),
    pricedNow(principal, booking.id),
    db().bookingLineOverride.findMany({ where: { bookingId: booking.id }, select: { key: true } }),
    bookingScope(principal, "read").catch(() => null),
  ]);
  // why the price is what it is names every price and special, drafts and other agencies' too: staff's
  const seesWhy = scope?.kind === "all";
  const [explain, pickList] = await Promise.all([
    result && seesWhy ? explainResult(result, locale) : null,
    mode === "open" ? pickLists(t, booking, locale) : null,
  ]);
  const changed = new Set(overrides.map((o) => o.key));
  const targets = deleteTargets(booking.calculation);
  const lines: PanelLine[] = booking.calculation.map((l) => {
    const manual = (l.source as { kind?: string }).kind === "manual";
    return {
      id: l.id,
      key: l.key,
      sort: l.sort,
      type: l.type,
      text: say(l.text),
      amount: l.amount,
      price: l.price,
      total: l.total,
      billable: l.billable,
      onsite: l.onsite,
      manual,
      changed: !manual && changed.has(l.key),
      editable: manual || l.editable,
      deletable: (manual || l.deletable) && targets.has(l.id),
      cancellationFee: l.cancellationFee,
    };
  });
  // the totals are worked out from today's prices: once those differ from the stored lines (a price
  // list changed since), they would contradict the stored total; the panel then says so instead
  const totals = result?.total.equals(booking.total) ? result.totals : undefined;
  const commission = booking.commission as { commissionId?: number } | null;
  return {
    bookingId: booking.id,
    version: booking.version,
    currency: booking.currency,
    total: booking.total,
    expenses: booking.expenses,
    paidAt: booking.paidAt,
    lines,
    totals: totals
      ? {
          gross: String(totals.gross),
          net: String(totals.net),
          tax: String(totals.tax),
          taxRate: String(totals.taxRate),
          taxName: totals.taxName,
          taxInclusive: totals.taxInclusive,
          taxes: totals.taxes.map((x) => ({
            name: x.name,
            rate: String(x.rate),
            inclusive: x.inclusive,
            amount: String(x.amount),
          })),
          commission: String(totals.commission),
          commissionPercent: String(totals.commissionPercent),
          commissionFromSpecials: String(totals.commissionFromSpecials),
          commissionBase: String(totals.commissionBase),
          includeCommission: totals.includeCommission,
          onsite: {
            amount: String(totals.onsite.amount),
            currency: totals.onsite.currency,
            converted: totals.onsite.converted ? String(totals.onsite.converted) : null,
          },
          payable: String(totals.payable),
          paymentPlan: totals.paymentPlan.map((p) => ({ part: p.part, amount: String(p.amount), dueDate: p.dueDate })),
          paid: String(totals.paid),
          open: String(totals.open),
        }
      : null,
    currentTotal: result && !result.total.equals(booking.total) ? String(result.total) : null,
    todos: result ? result.todos.map(say) : [],
    explain,
    mode,
    lineTypes: [...MANUAL_LINE_TYPES],
    chosen: {
      priceId: booking.priceId,
      termsOfPaymentId: booking.termsOfPaymentId,
      commissionId: typeof commission?.commissionId === "number" ? commission.commissionId : null,
    },
    pick: pickList,
  };
}
