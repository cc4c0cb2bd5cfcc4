// calculateBooking: the one pure function from a booking snapshot to its calculation lines,
// total, totals and explanation. No database, no clock: everything it reads is in the input.
// Order: tour, rooms, supplements, services, products, manual lines, specials, tax, commission,
// payment plan, payments. The total is the rounded sum of billable lines, always.
import { ZERO, dec, roundMoney, sum, type Decimal } from "../../core/money";
import { candidatePrices, roomLines, serviceLines, supplementLines } from "./accommodation";
import { buildContext, customerIds, type Ctx } from "./context";
import { isBillable } from "./enums";
import { bookingShares, makeLine, noShares, type Draft } from "./lines";
import { productLines } from "./products";
import { applySpecials } from "./specials";
import { commissionOf, commissionSetup, taxActive, taxGroups, taxLines, termsOf, totalsOf } from "./totals";
import type { CalculationLine, CalculationResult, LineTax, PricingInput, Text } from "./types";

/** Engine lines are numbered in steps of 10 in the order made; manual lines keep their sort. */
const SORT_STEP = 10;
/** The spec's default sort of a calculation line. */
export const DEFAULT_SORT = 9999;

export function calculateBooking(input: PricingInput): CalculationResult {
  const ctx = buildContext(input);
  const b = input.booking;
  const drafts: Draft[] = [];

  // a stay that does not take place bills only what staff add by hand (a cancellation fee)
  const calledOff = Boolean(b.calledOff);
  if (b.calledOff) drafts.push(calledOffLine(ctx, b.calledOff));
  else if (b.type === "vessel" && b.schedule) drafts.push(tourLine(ctx));

  const { ordered, explain: priceExplain } = candidatePrices(ctx);
  const rooms = calledOff ? { drafts: [], priceOf: new Map() } : roomLines(ctx, ordered);
  drafts.push(...rooms.drafts);
  const firstPrice = ctx.rooms.map((r) => rooms.priceOf.get(r.room.id)).find((p) => p !== undefined) ?? null;
  for (const c of priceExplain) c.chosen = [...rooms.priceOf.values()].some((p) => p.id === c.priceId);
  if (!calledOff)
    drafts.push(...supplementLines(ctx, rooms.priceOf), ...serviceLines(ctx, rooms.priceOf), ...productLines(ctx));
  drafts.push(...manualLines(ctx));

  const commission = commissionSetup(ctx, firstPrice);
  const specials = calledOff ? { drafts: [], explain: [] } : applySpecials(ctx, drafts, commission.percent);
  drafts.push(...specials.drafts);

  // from here on the summary: tax, commission, payment plan, payments (after every priced line)
  const summaryFrom = drafts.length;
  const lineTaxes: Record<string, LineTax> = {};
  const taxes = taxGroups(ctx, drafts, rooms.priceOf, firstPrice).map((g) => {
    if (taxActive(g.tax))
      for (const d of g.drafts)
        if (d.line.taxable)
          lineTaxes[d.line.key] = { name: g.tax.name, rate: dec(g.tax.value).toFixed(), inclusive: g.tax.inclusive };
    const taxed = taxLines(ctx, g.drafts, g.tax, g.key);
    drafts.push(...taxed.drafts);
    return { tax: g.tax, amount: taxed.tax };
  });

  const { base, commission: amount, fromSpecials } = commissionOf(ctx, drafts, commission);
  if (commission.applies && (!amount.isZero() || !base.isZero()))
    drafts.push(commissionLine(ctx, commission.percent.toFixed(), amount, base.toFixed(), fromSpecials));

  const terms = termsOf(ctx, firstPrice);
  const totals = totalsOf(ctx, drafts, taxes, { setup: commission, base, commission: amount, fromSpecials }, terms);
  for (const part of totals.paymentPlan) {
    const key = `terms:${part.part}`;
    const line = makeLine(ctx, {
      key,
      type: part.part,
      text: {
        key: `pricing.line.${part.part}`,
        values: { due: part.dueDate, percent: terms ? dec(terms.depositPercent).toFixed() : "0" },
      },
      amount: 1,
      price: part.amount,
      source: { kind: "terms", termsId: terms?.id ?? null, part: part.part, due: part.dueDate },
    });
    drafts.push({ line, cls: "info", shares: noShares() });
  }
  for (const p of b.payments ?? []) {
    const line = makeLine(ctx, {
      key: `payment:${p.id}`,
      type: "payment",
      text: { key: "pricing.line.payment", values: { date: p.date } },
      amount: 1,
      price: p.amount,
      source: { kind: "payment", paymentId: p.id },
    });
    drafts.push({ line, cls: "info", shares: noShares() });
  }

  const lines = inOrder(drafts, summaryFrom);
  const total = roundMoney(sum(lines.filter((l) => l.billable).map((l) => l.total)), ctx.currency);
  return {
    lines,
    total,
    totals,
    todo: ctx.todos.length > 0,
    todos: ctx.todos,
    explain: { prices: priceExplain, lines: ctx.steps, specials: specials.explain },
    lineTaxes,
  };
}

/**
 * Engine lines in the order made, manual lines placed by their own sort (stable); the summary
 * lines (from `summaryFrom`: tax, commission, payment plan, payments) after all of them, so a line
 * added by hand without a place (sort 9999) comes before the deposit it is part of.
 */
function inOrder(drafts: Draft[], summaryFrom: number): CalculationLine[] {
  const priced = drafts.slice(0, summaryFrom);
  let n = 0;
  for (const d of priced) if (!d.manual) d.line.sort = ++n * SORT_STEP;
  const last = Math.max(0, ...priced.map((d) => d.line.sort));
  let next = Math.floor(last / SORT_STEP) * SORT_STEP;
  for (const d of drafts.slice(summaryFrom)) d.line.sort = next += SORT_STEP;
  return drafts
    .map((d, i) => ({ d, i }))
    .sort(
      (a, c) => a.d.line.sort - c.d.line.sort || Number(a.d.manual ?? false) - Number(c.d.manual ?? false) || a.i - c.i,
    )
    .map((x) => x.d.line);
}

function tourLine(ctx: Ctx): Draft {
  const s = ctx.input.booking.schedule!;
  const values = { tour: s.tourName, from: s.departureDate, to: s.returnDate, nights: ctx.nights };
  const line = makeLine(ctx, {
    key: `tour:${s.id}`,
    type: "tour",
    text: { key: "pricing.line.tour", values },
    amount: 1,
    price: ZERO,
    source: { kind: "tour", scheduleId: s.id, tourId: s.tourId },
    customers: customerIds(ctx.persons),
  });
  return { line, cls: "info", shares: noShares() };
}

function calledOffLine(ctx: Ctx, state: string): Draft {
  const line = makeLine(ctx, {
    key: "calledOff",
    type: "text",
    text: { key: "pricing.line.calledOff", values: { state } },
    amount: 1,
    price: ZERO,
    source: { kind: "calledOff" },
  });
  ctx.steps.calledOff = [{ key: "pricing.explain.calledOff" }];
  return { line, cls: "info", shares: noShares() };
}

function commissionLine(ctx: Ctx, percent: string, amount: Decimal, base: string, fromSpecials: Decimal): Draft {
  // an AgencyCommission special's part is named: "10% of 4300" alone would not add up to the amount
  const specials = fromSpecials.isZero() ? null : fromSpecials.toFixed();
  const text: Text = specials
    ? { key: "pricing.line.commissionWithSpecials", values: { percent, base, specials } }
    : { key: "pricing.line.commission", values: { percent, base } };
  ctx.steps.commission = [
    specials
      ? {
          key: "pricing.explain.commissionWithSpecials",
          values: { percent, base, specials, commission: amount.toFixed() },
        }
      : { key: "pricing.explain.commission", values: { percent, base, commission: amount.toFixed() } },
  ];
  const line = makeLine(ctx, {
    key: "commission",
    type: "text",
    text,
    amount: 1,
    price: amount,
    source: { kind: "commission" },
  });
  return { line, cls: "info", shares: noShares() };
}

/** Lines staff wrote by hand: kept as they are (prices rounded by the money rule). */
function manualLines(ctx: Ctx): Draft[] {
  return (ctx.input.booking.manualLines ?? []).map((m) => {
    const billable = isBillable(m.type);
    const key = `manual:${m.id}`;
    const line = makeLine(ctx, {
      key,
      type: m.type,
      text: m.text,
      amount: m.amount,
      price: m.price,
      source: { kind: "manual", id: m.id },
      customers: m.customerIds ?? [],
      customerType: m.customerType ?? null,
      editable: m.editable ?? true,
      deletable: m.deletable ?? true,
      onsite: m.onsite ?? false,
      taxable: m.taxable ?? billable,
      commissionable: m.commissionable ?? false,
    });
    line.sort = m.sort ?? DEFAULT_SORT;
    ctx.steps[key] = [{ key: "pricing.explain.manual" }];
    return {
      line,
      cls: billable ? "manual" : "info",
      shares: billable ? bookingShares(line.total) : noShares(),
      manual: true,
    } satisfies Draft;
  });
}
