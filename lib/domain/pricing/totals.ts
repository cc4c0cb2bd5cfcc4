// The taxed price of the booking (gross, net, tax, rate; pretix's "taxed price" idea), the
// agency's commission, what is paid on site, and the payment plan from the terms of payment.
// Each sum is rounded once, by the money rule, in the booking's currency.
import { HUNDRED, ZERO, dec, roundMoney, sum, type Decimal } from "../../core/money";
import type { Ctx } from "./context";
import { convertMoney } from "./currency";
import { planInstalments } from "./instalments";
import { makeLine, noShares, type Draft } from "./lines";
import type { CommissionTerms, PaymentPart, Price, Tax, TermsOfPayment, Totals } from "./types";

const lineSum = (ds: readonly Draft[], ok: (d: Draft) => boolean): Decimal =>
  sum(ds.filter(ok).map((d) => d.line.total));

export type TaxGroup = { key: string; tax: Tax | null; drafts: Draft[] };

const taxIdentity = (t: Tax | null | undefined) =>
  taxActive(t ?? null) ? `${t!.name}|${dec(t!.value).toFixed()}|${t!.inclusive}` : "none";

/**
 * Which tax each priced line falls under. The booking's own tax takes every line. Else a line
 * takes the tax of the price of the room it belongs to: a resort stay beside a trip is taxed as
 * the resort's price says, the cabins as the vessel's. A line of several rooms priced
 * differently, or of none (the tour, a product for the booking), takes the first price's tax.
 * Lines under the same tax form one group; the first price's group has the key "tax".
 */
export function taxGroups(
  ctx: Ctx,
  drafts: readonly Draft[],
  priceOf: ReadonlyMap<number, Price>,
  firstPrice: Price | null,
): TaxGroup[] {
  const own = ctx.input.booking.tax;
  if (own) return [{ key: "tax", tax: own, drafts: [...drafts] }];
  const main = firstPrice?.tax ?? null;
  const byId = new Map([...priceOf.values()].map((p) => [p.id, p]));
  const roomOfPerson = new Map(ctx.rooms.flatMap((r) => r.persons.map((p) => [p.key, r.room.id] as const)));
  const priceOfLine = (d: Draft): Price | null => {
    const src = d.line.source;
    if (src.kind === "price" || src.kind === "priceDiscount") return priceOf.get(src.bookingRoomId) ?? null;
    if (src.kind === "supplement" || src.kind === "service") return byId.get(src.priceId) ?? null;
    const rooms = new Set([...d.shares.room.keys()]);
    for (const k of d.shares.person.keys()) {
      const r = roomOfPerson.get(k);
      if (r !== undefined) rooms.add(r);
    }
    const prices = new Set([...rooms].map((r) => priceOf.get(r) ?? null));
    return prices.size === 1 && !d.shares.booking.gt(0) ? [...prices][0] : null;
  };
  const groups = new Map<string, TaxGroup>();
  groups.set(taxIdentity(main), { key: "tax", tax: main, drafts: [] });
  for (const d of drafts) {
    const price = priceOfLine(d);
    const tax = price ? (price.tax ?? null) : main;
    const id = taxIdentity(tax);
    if (!groups.has(id)) groups.set(id, { key: `tax:${price?.id ?? 0}`, tax, drafts: [] });
    groups.get(id)!.drafts.push(d);
  }
  return [...groups.values()];
}

export const taxActive = (t: Tax | null): t is Tax => t !== null && t.status === "active" && dec(t.value).gt(0);

/**
 * Tax lines for exclusive tax (added on top, one for the online and one for the on-site part);
 * inclusive tax is only reported. Returns the lines and the tax amount.
 */
export function taxLines(
  ctx: Ctx,
  drafts: readonly Draft[],
  tax: Tax | null,
  key0 = "tax",
): { drafts: Draft[]; tax: Decimal } {
  if (!taxActive(tax)) return { drafts: [], tax: ZERO };
  const rate = dec(tax.value);
  if (tax.inclusive) {
    const base = lineSum(drafts, (d) => d.line.taxable);
    return { drafts: [], tax: roundMoney(base.times(rate).div(HUNDRED.plus(rate)), ctx.currency) };
  }
  const out: Draft[] = [];
  let total = ZERO;
  // the tax of the whole is rounded once; the on-site part is rounded and the online part is the
  // rest, so splitting a booking between online and on site never changes its tax by a cent
  const all = roundMoney(
    lineSum(drafts, (d) => d.line.taxable)
      .times(rate)
      .div(HUNDRED),
    ctx.currency,
  );
  const onsiteTax = roundMoney(
    lineSum(drafts, (d) => d.line.taxable && d.line.onsite)
      .times(rate)
      .div(HUNDRED),
    ctx.currency,
  );
  for (const onsite of [false, true]) {
    const base = lineSum(drafts, (d) => d.line.taxable && d.line.onsite === onsite);
    const t = onsite ? onsiteTax : all.minus(onsiteTax);
    if (t.isZero()) continue;
    total = total.plus(t);
    const key = onsite ? `${key0}:onsite` : key0;
    ctx.steps[key] = [
      {
        key: "pricing.explain.tax",
        values: { name: tax.name, rate: rate.toFixed(), base: roundMoney(base, ctx.currency).toFixed() },
      },
    ];
    const line = makeLine(ctx, {
      key,
      type: "cost",
      text: { key: "pricing.line.tax", values: { name: tax.name, rate: rate.toFixed() } },
      amount: 1,
      price: t,
      source: { kind: "tax" },
      onsite,
      taxable: false,
    });
    out.push({ line, cls: "info", shares: noShares() });
  }
  return { drafts: out, tax: total };
}

export type CommissionSetup = {
  applies: boolean;
  percent: Decimal;
  value: Decimal | null;
  includeCommission: boolean;
  useTerms: boolean;
  terms: CommissionTerms;
};

/** The commission terms: the booking's own, then the price's, then the agency's percent. */
export function commissionSetup(ctx: Ctx, firstPrice: Price | null): CommissionSetup {
  const b = ctx.input.booking;
  const own = b.commission ?? {};
  const price = firstPrice?.commission ?? {};
  const applies = b.agency != null || b.commission != null;
  const percent = dec(own.percent ?? price.percent ?? b.agency?.commissionPercent ?? 0);
  const value = own.value ?? price.value ?? null;
  return {
    applies,
    percent,
    value: value == null ? null : dec(value),
    includeCommission: own.includeCommission ?? price.includeCommission ?? false,
    useTerms: own.useTerms ?? price.useTerms ?? false,
    terms: { ...price, ...own },
  };
}

/** Commission on the commissionable lines, plus the changes AgencyCommission specials made. */
export function commissionOf(
  ctx: Ctx,
  drafts: readonly Draft[],
  c: CommissionSetup,
): { base: Decimal; commission: Decimal; fromSpecials: Decimal } {
  if (!c.applies) return { base: ZERO, commission: ZERO, fromSpecials: ZERO };
  const rawBase = lineSum(drafts, (d) => d.line.commissionable);
  const base = rawBase.gt(0) ? roundMoney(rawBase, ctx.currency) : ZERO;
  const own = c.value ?? base.times(c.percent).div(HUNDRED);
  const changes = lineSum(drafts, (d) => d.commissionChange === true);
  const commission = roundMoney(own.plus(changes), ctx.currency);
  return {
    base,
    commission: commission.gt(0) ? commission : ZERO,
    fromSpecials: roundMoney(changes, ctx.currency),
  };
}

export function termsOf(ctx: Ctx, firstPrice: Price | null): TermsOfPayment | null {
  return (
    ctx.input.booking.termsOfPayment ?? firstPrice?.termsOfPayment ?? ctx.input.settings?.defaultTermsOfPayment ?? null
  );
}

/** The payment plan from the terms of payment (instalments.ts): deposit after booking, rest before arrival. */
export function paymentPlan(
  ctx: Ctx,
  payable: Decimal,
  online: Decimal,
  terms: TermsOfPayment | null,
  useTerms: boolean,
): PaymentPart[] {
  return planInstalments({
    payable,
    // useTerms: the commission comes off deposit and rest alike; otherwise off the rest only
    depositBase: useTerms ? payable : online,
    bookingDate: ctx.input.booking.bookingDate,
    arrival: ctx.arrival,
    terms,
    currency: ctx.currency,
  });
}

export function totalsOf(
  ctx: Ctx,
  drafts: readonly Draft[],
  /** each tax with what it amounts to, the first price's (or the booking's own) first */
  taxes: { tax: Tax | null; amount: Decimal }[],
  commission: { setup: CommissionSetup; base: Decimal; commission: Decimal; fromSpecials: Decimal },
  terms: TermsOfPayment | null,
): Totals {
  const gross = roundMoney(
    lineSum(drafts, (d) => d.line.billable),
    ctx.currency,
  );
  const onsiteAmount = roundMoney(
    lineSum(drafts, (d) => d.line.billable && d.line.onsite),
    ctx.currency,
  );
  const online = gross.minus(onsiteAmount);
  const keep = commission.setup.applies && !commission.setup.includeCommission ? commission.commission : ZERO;
  const payable = online.minus(keep).gt(0) ? online.minus(keep) : ZERO;
  const paid = roundMoney(sum((ctx.input.booking.payments ?? []).map((p) => dec(p.amount))), ctx.currency);
  const onsiteCurrency = ctx.input.settings?.onsiteCurrency?.toUpperCase() ?? null;
  let converted: Decimal | null = null;
  let rate: Decimal | null = null;
  if (onsiteCurrency && !onsiteAmount.isZero()) {
    rate = ctx.rates.rate(ctx.currency, onsiteCurrency, ctx.rateDay);
    converted = convertMoney(onsiteAmount, ctx.currency, onsiteCurrency, ctx.rates, ctx.rateDay);
    if (!converted)
      ctx.todos.push({
        key: "pricing.todo.noRate",
        values: { from: ctx.currency, to: onsiteCurrency, date: ctx.rateDay },
      });
  }
  const active = taxes.filter((x): x is { tax: Tax; amount: Decimal } => taxActive(x.tax));
  const amount = sum(active.map((x) => x.amount));
  const t = active[0]?.tax ?? null;
  return {
    currency: ctx.currency,
    gross,
    net: gross.minus(amount),
    tax: amount,
    taxRate: t ? dec(t.value) : ZERO,
    taxName: t ? t.name : null,
    taxInclusive: t ? t.inclusive : true,
    taxes: active.map((x) => ({
      name: x.tax.name,
      rate: dec(x.tax.value),
      inclusive: x.tax.inclusive,
      amount: x.amount,
    })),
    commissionBase: commission.base,
    commissionPercent: commission.setup.applies ? commission.setup.percent : ZERO,
    commission: commission.commission,
    commissionFromSpecials: commission.fromSpecials,
    includeCommission: commission.setup.includeCommission,
    onsite: { amount: onsiteAmount, currency: onsiteCurrency, converted, rate },
    online,
    payable,
    paymentPlan: paymentPlan(ctx, payable, online, terms, commission.setup.useTerms),
    paid,
    open: payable.minus(paid),
  };
}
