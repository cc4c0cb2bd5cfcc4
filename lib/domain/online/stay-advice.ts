// Stay rules explained to a guest, pure: why the dates they asked for cannot be booked, in the
// rule's own terms ("minimum 3 nights for arrivals from 1 January to 31 March", "arrival only on
// Saturday"), and the nearest stays the rules allow. The evaluation itself is stayDays
// (inventory/stay-rules.ts); this names the rule behind each refusal and searches around it.
import { addCalendarDays, nightsBetween } from "../../core/dates";
import { stayDays, type ResortStayConfig, type StayReason, type StayRuleInput } from "../inventory/stay-rules";

/** One refusal as a guest reads it: a messages key under book.stay and its values. */
export type StayAdvice = { path: "dateFrom" | "dateTo"; key: string; values: Record<string, string | number> };

export type StayAsk = { from: string; to: string; roomTypeId?: number | null };

/** How weekday numbers (1 = Monday) read in the guest's language, as a list ("Friday or Saturday"). */
export type WeekdayNames = (days: readonly number[]) => string;

/** At most this many dates of a rule's own arrival or departure dates are named. */
const DATES_NAMED = 3;

const nearestDates = (dates: readonly string[], to: string) =>
  [...dates]
    .sort((a, b) => Math.abs(nightsBetween(to, a)) - Math.abs(nightsBetween(to, b)) || a.localeCompare(b))
    .slice(0, DATES_NAMED)
    .sort()
    .join(", ");

function advice(
  reason: StayReason,
  path: StayAdvice["path"],
  date: string,
  config: ResortStayConfig,
  rules: readonly StayRuleInput[],
  names: WeekdayNames,
): StayAdvice {
  const rule = reason.ruleId === null ? undefined : rules.find((r) => r.id === reason.ruleId);
  // a rule's period is named with it; the resort's own setting holds always
  const period: Record<string, string> = rule ? { from: rule.from, to: rule.to } : {};
  const key = (base: string) => (rule ? `${base}Period` : base);
  switch (reason.code) {
    case "MIN_NIGHTS":
    case "MAX_NIGHTS":
      return {
        path,
        key: key(reason.code === "MIN_NIGHTS" ? "minNights" : "maxNights"),
        values: { nights: Number(reason.values?.nights), ...period },
      };
    case "ARRIVAL_WEEKDAY":
      return {
        path,
        key: key("arrivalWeekdays"),
        values: { days: names(rule ? rule.arrivalWeekdays : config.arrivalWeekdays), ...period },
      };
    case "DEPARTURE_WEEKDAY":
      return {
        path,
        key: key("departureWeekdays"),
        values: { days: names(rule ? rule.departureWeekdays : config.departureWeekdays), ...period },
      };
    case "ARRIVAL_DATE":
      return { path, key: "arrivalDates", values: { dates: nearestDates(rule?.arrivalDates ?? [], date), ...period } };
    case "DEPARTURE_DATE":
      return {
        path,
        key: "departureDates",
        values: { dates: nearestDates(rule?.departureDates ?? [], date), ...period },
      };
    case "CLOSED_TO_ARRIVAL":
      return { path, key: "closedToArrival", values: { date } };
    case "CLOSED_TO_DEPARTURE":
      return { path, key: "closedToDeparture", values: { date } };
    case "STOP_SELL":
      return { path, key: "stopSell", values: { date: String(reason.values?.date ?? date) } };
    case "BEFORE_ARRIVAL":
      return { path, key: "beforeArrival", values: {} };
  }
}

/**
 * Why the stay [from, to) cannot be booked (empty: it can), one advice per rule that refuses it:
 * the arrival day's at dateFrom, the departure day's and the stay's length at dateTo.
 */
export function stayAdvice(
  config: ResortStayConfig,
  rules: readonly StayRuleInput[],
  ask: StayAsk,
  names: WeekdayNames,
): StayAdvice[] {
  const roomTypeId = ask.roomTypeId ?? null;
  const [arrival] = stayDays(config, rules, { from: ask.from, to: ask.from, roomTypeId });
  const [departure] = stayDays(config, rules, { from: ask.to, to: ask.to, roomTypeId, arrival: ask.from });
  const out: StayAdvice[] = [];
  const seen = new Set<string>();
  const add = (a: StayAdvice) => {
    const id = `${a.key}:${JSON.stringify(a.values)}`;
    if (!seen.has(id)) out.push(a);
    seen.add(id);
  };
  for (const r of arrival.arrival.reasons) add(advice(r, "dateFrom", ask.from, config, rules, names));
  for (const r of departure.departure.reasons) add(advice(r, "dateTo", ask.to, config, rules, names));
  return out;
}

/** Whether the rules allow the stay [from, to). */
export const stayAllowed = (config: ResortStayConfig, rules: readonly StayRuleInput[], ask: StayAsk) =>
  stayAdvice(config, rules, ask, () => "").length === 0;

/** How far around the asked stay the nearest ones are looked for: arrival +- days, and longer stays. */
export const SEARCH_DAYS = 14;
const LONGER_BY = 7;

/**
 * The stays nearest to [from, to) that the rules allow (at most `count`, nearest first): arrivals
 * up to SEARCH_DAYS before or after (never before `today`), lengths from one night to a week
 * longer; nearness is the days the arrival moves plus the nights added or taken away.
 */
export function nearestStays(
  config: ResortStayConfig,
  rules: readonly StayRuleInput[],
  ask: StayAsk & { today: string; maxNights?: number },
  count = 3,
): { dateFrom: string; dateTo: string }[] {
  const nights = nightsBetween(ask.from, ask.to);
  const longest = Math.min(nights + LONGER_BY, ask.maxNights ?? Number.POSITIVE_INFINITY);
  const roomTypeId = ask.roomTypeId ?? null;
  const found: { dateFrom: string; dateTo: string; score: number }[] = [];
  for (let shift = -SEARCH_DAYS; shift <= SEARCH_DAYS; shift++) {
    const from = addCalendarDays(ask.from, shift);
    if (from < ask.today) continue;
    const [day] = stayDays(config, rules, { from, to: from, roomTypeId });
    if (!day.arrival.allowed) continue;
    const departures = stayDays(config, rules, {
      from: addCalendarDays(from, 1),
      to: addCalendarDays(from, longest),
      roomTypeId,
      arrival: from,
    });
    departures.forEach((d, i) => {
      if (d.departure.allowed)
        found.push({ dateFrom: from, dateTo: d.date, score: Math.abs(shift) + Math.abs(i + 1 - nights) });
    });
  }
  return found
    .filter((s) => s.dateFrom !== ask.from || s.dateTo !== ask.to)
    .sort((a, b) => a.score - b.score || a.dateFrom.localeCompare(b.dateFrom) || a.dateTo.localeCompare(b.dateTo))
    .slice(0, count)
    .map(({ dateFrom, dateTo }) => ({ dateFrom, dateTo }));
}
