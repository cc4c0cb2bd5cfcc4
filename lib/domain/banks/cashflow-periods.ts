// The cash flow as a pure fold: the periods of a range (days, ISO weeks from Monday, months; the
// first and last cut to the range), each bank's money in and out per period from its daily sums,
// and its balance at each period's end from its opening balance at the range's start. Totals per
// currency (banks in different currencies are never added up). Balances are derived, never stored.
import { addCalendarDays, isoDate } from "../../core/dates";
import { dec, sum, ZERO, type Decimal } from "../../core/money";
import type { GroupBy } from "./match-schemas";

export type Period = { key: string; start: string; end: string };

const weekday = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
const monthEnd = (iso: string) => {
  const [y, m] = iso.split("-").map(Number);
  return isoDate(new Date(Date.UTC(y, m, 0)));
};

/** The period `date` falls in: the day, the Monday of its week, or its month ("2026-03"). */
export function periodKey(date: string, groupBy: GroupBy): string {
  if (groupBy === "day") return date;
  if (groupBy === "week") return addCalendarDays(date, -weekday(date));
  return date.slice(0, 7);
}

/** The periods from `from` to `to` (calendar dates, both included), in order. */
export function periodsOf(from: string, to: string, groupBy: GroupBy): Period[] {
  const out: Period[] = [];
  let d = from;
  while (d <= to) {
    const key = periodKey(d, groupBy);
    const last = groupBy === "day" ? d : groupBy === "week" ? addCalendarDays(key, 6) : monthEnd(d);
    const end = last < to ? last : to;
    out.push({ key, start: d, end });
    d = addCalendarDays(end, 1);
  }
  return out;
}

export type DayFlow = { bankId: number; date: string; in: Decimal; out: Decimal };
export type FlowBank = { id: number; name: string; currency: string; opening: Decimal };

const money = (v: Decimal) => v.toFixed(2);

function flowOf(periods: readonly Period[], opening: Decimal, days: readonly DayFlow[], groupBy: GroupBy) {
  const byKey = new Map<string, { in: Decimal; out: Decimal }>();
  for (const d of days) {
    const k = periodKey(d.date, groupBy);
    const p = byKey.get(k) ?? { in: ZERO, out: ZERO };
    byKey.set(k, { in: p.in.plus(d.in), out: p.out.plus(d.out) });
  }
  let balance = opening;
  const rows = periods.map((p) => {
    const f = byKey.get(p.key) ?? { in: ZERO, out: ZERO };
    const net = f.in.plus(f.out);
    balance = balance.plus(net);
    return { ...p, in: money(f.in), out: money(f.out), net: money(net), balance: money(balance) };
  });
  const totalIn = sum(days.map((d) => d.in));
  const totalOut = sum(days.map((d) => d.out));
  return {
    opening: money(opening),
    in: money(totalIn),
    out: money(totalOut),
    closing: money(opening.plus(totalIn).plus(totalOut)),
    periods: rows,
  };
}

/** Per bank and per currency: opening, in, out (negative), closing, and each period with its balance. */
export function foldCashflow(
  range: { from: string; to: string; groupBy: GroupBy },
  banks: readonly FlowBank[],
  days: readonly DayFlow[],
) {
  const periods = periodsOf(range.from, range.to, range.groupBy);
  const inRange = days.filter((d) => d.date >= range.from && d.date <= range.to);
  const perBank = banks.map((b) => ({
    bankId: b.id,
    name: b.name,
    currency: b.currency,
    ...flowOf(
      periods,
      b.opening,
      inRange.filter((d) => d.bankId === b.id),
      range.groupBy,
    ),
  }));
  const currencies = [...new Set(banks.map((b) => b.currency))].sort();
  const totals = currencies.map((currency) => {
    const ids = new Set(banks.filter((b) => b.currency === currency).map((b) => b.id));
    return {
      currency,
      ...flowOf(
        periods,
        sum(banks.filter((b) => ids.has(b.id)).map((b) => dec(b.opening))),
        inRange.filter((d) => ids.has(d.bankId)),
        range.groupBy,
      ),
    };
  });
  return { ...range, banks: perBank, totals };
}

export type Cashflow = ReturnType<typeof foldCashflow>;
