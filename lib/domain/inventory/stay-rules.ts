// Stay rules, pure: for each day of a range, may a guest arrive, may a guest leave, and why not
// (spec part 2: the allowed arrival/departure lookup; part 1, section 5: the weekend check).
// The inputs are loaded by arrival-departure.ts; docs/decisions.md ("Stay rules ...") explains the choices.
import { addCalendarDays, calendarDate } from "../../core/dates";

/** ISO weekday: 1 = Monday .. 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** The resort's own settings, outside any rule. */
export type ResortStayConfig = {
  arrivalWeekdays: readonly number[];
  departureWeekdays: readonly number[];
  minNights: number;
  maxNights: number | null;
};

/** One stay rule for the period [from, to] (both days included), YYYY-MM-DD. */
export type StayRuleInput = {
  id: number;
  roomTypeId: number | null;
  from: string;
  to: string;
  arrivalWeekdays: readonly number[];
  departureWeekdays: readonly number[];
  arrivalDates: readonly string[];
  departureDates: readonly string[];
  minNights: number | null;
  maxNights: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
};

export const STAY_REASONS = [
  "ARRIVAL_WEEKDAY",
  "DEPARTURE_WEEKDAY",
  "ARRIVAL_DATE",
  "DEPARTURE_DATE",
  "CLOSED_TO_ARRIVAL",
  "CLOSED_TO_DEPARTURE",
  "STOP_SELL",
  "MIN_NIGHTS",
  "MAX_NIGHTS",
  "BEFORE_ARRIVAL",
] as const;
export type StayReasonCode = (typeof STAY_REASONS)[number];

/** Why a day is refused: the code, the rule that refused it (null: the resort's own setting). */
export type StayReason = { code: StayReasonCode; ruleId: number | null; values?: Record<string, string | number> };

export type StayDay = {
  date: string;
  weekday: Weekday;
  weekend: boolean;
  arrival: { allowed: boolean; reasons: StayReason[] };
  departure: { allowed: boolean; reasons: StayReason[] };
  /** the strictest bounds for a stay arriving this day */
  minNights: number;
  maxNights: number | null;
  stopSell: boolean;
  /** ids of the rules whose period holds this day (for the room type asked about) */
  rules: number[];
};

export function weekdayOf(iso: string): Weekday {
  const d = calendarDate(iso).getUTCDay(); // 0 = Sunday
  return (d === 0 ? 7 : d) as Weekday;
}

/**
 * Spec part 1, section 5: Saturday and Sunday are the weekend unless arrival and departure
 * weekdays are configured; then the weekend marks the changeover days (the configured arrival
 * and departure weekdays), which the calendars tint instead.
 */
export function isWeekend(iso: string, config: Pick<ResortStayConfig, "arrivalWeekdays" | "departureWeekdays">) {
  const day = weekdayOf(iso);
  if (config.arrivalWeekdays.length && config.departureWeekdays.length)
    return config.arrivalWeekdays.includes(day) || config.departureWeekdays.includes(day);
  return day === 6 || day === 7;
}

/** The rules that apply to `date` for a room type (rules for every room type always apply). */
export function rulesOn(date: string, rules: readonly StayRuleInput[], roomTypeId: number | null) {
  return rules.filter((r) => r.from <= date && date <= r.to && (r.roomTypeId === null || r.roomTypeId === roomTypeId));
}

function boundsOn(config: ResortStayConfig, rules: readonly StayRuleInput[]) {
  let minNights = config.minNights;
  let maxNights = config.maxNights;
  let minRule: number | null = null;
  let maxRule: number | null = null;
  for (const r of rules) {
    if (r.minNights !== null && r.minNights > minNights) [minNights, minRule] = [r.minNights, r.id];
    if (r.maxNights !== null && (maxNights === null || r.maxNights < maxNights))
      [maxNights, maxRule] = [r.maxNights, r.id];
  }
  return { minNights, maxNights, minRule, maxRule };
}

/**
 * The rules whose allowed days decide, most specific first: a period's rule for the room type
 * replaces a period's rule for every room type, which replaces the resort's own weekdays. So a
 * season can open other changeover days than the resort's, not only fewer. Closures, stop-sell and
 * the night bounds do not replace anything: every applying one counts (the strictest wins).
 */
function decidingRules(rules: readonly StayRuleInput[], sets: (r: StayRuleInput) => boolean) {
  const typed = rules.filter((r) => r.roomTypeId !== null && sets(r));
  return typed.length ? typed : rules.filter((r) => r.roomTypeId === null && sets(r));
}

function arrivalReasons(date: string, config: ResortStayConfig, rules: readonly StayRuleInput[]): StayReason[] {
  const day = weekdayOf(date);
  const out: StayReason[] = [];
  const deciding = decidingRules(rules, (r) => r.arrivalWeekdays.length > 0 || r.arrivalDates.length > 0);
  if (!deciding.length && config.arrivalWeekdays.length && !config.arrivalWeekdays.includes(day))
    out.push({ code: "ARRIVAL_WEEKDAY", ruleId: null });
  for (const r of deciding) {
    if (r.arrivalWeekdays.length && !r.arrivalWeekdays.includes(day))
      out.push({ code: "ARRIVAL_WEEKDAY", ruleId: r.id });
    if (r.arrivalDates.length && !r.arrivalDates.includes(date)) out.push({ code: "ARRIVAL_DATE", ruleId: r.id });
  }
  for (const r of rules) {
    if (r.closedToArrival) out.push({ code: "CLOSED_TO_ARRIVAL", ruleId: r.id });
    if (r.stopSell) out.push({ code: "STOP_SELL", ruleId: r.id });
  }
  return out;
}

function departureReasons(date: string, config: ResortStayConfig, rules: readonly StayRuleInput[]): StayReason[] {
  const day = weekdayOf(date);
  const out: StayReason[] = [];
  const deciding = decidingRules(rules, (r) => r.departureWeekdays.length > 0 || r.departureDates.length > 0);
  if (!deciding.length && config.departureWeekdays.length && !config.departureWeekdays.includes(day))
    out.push({ code: "DEPARTURE_WEEKDAY", ruleId: null });
  for (const r of deciding) {
    if (r.departureWeekdays.length && !r.departureWeekdays.includes(day))
      out.push({ code: "DEPARTURE_WEEKDAY", ruleId: r.id });
    if (r.departureDates.length && !r.departureDates.includes(date)) out.push({ code: "DEPARTURE_DATE", ruleId: r.id });
  }
  for (const r of rules) if (r.closedToDeparture) out.push({ code: "CLOSED_TO_DEPARTURE", ruleId: r.id });
  return out;
}

/** Why a stay [arrival, departure) cannot end on `departure` beyond the departure day's own rules. */
function stayReasons(
  arrival: string,
  departure: string,
  config: ResortStayConfig,
  rules: readonly StayRuleInput[],
  roomTypeId: number | null,
): StayReason[] {
  if (departure <= arrival) return [{ code: "BEFORE_ARRIVAL", ruleId: null }];
  const out: StayReason[] = [];
  const nights = Math.round((calendarDate(departure).getTime() - calendarDate(arrival).getTime()) / 86_400_000);
  // the length of stay is bounded by the arrival day's rules (as channel managers do: "min stay arrival")
  const bounds = boundsOn(config, rulesOn(arrival, rules, roomTypeId));
  if (nights < bounds.minNights)
    out.push({ code: "MIN_NIGHTS", ruleId: bounds.minRule, values: { nights: bounds.minNights } });
  if (bounds.maxNights !== null && nights > bounds.maxNights)
    out.push({ code: "MAX_NIGHTS", ruleId: bounds.maxRule, values: { nights: bounds.maxNights } });
  // no night of the stay may be stop-sold
  for (let d = arrival; d < departure; d = addCalendarDays(d, 1)) {
    const stop = rulesOn(d, rules, roomTypeId).find((r) => r.stopSell);
    if (stop) {
      out.push({ code: "STOP_SELL", ruleId: stop.id, values: { date: d } });
      break;
    }
  }
  return out;
}

export type StayQuery = {
  from: string;
  to: string;
  /** a room type: its own rules apply too; null: only rules for every room type */
  roomTypeId?: number | null;
  /** with an arrival day, departures are also checked against the stay's length and stop-sell nights */
  arrival?: string | null;
};

/** Every day of [from, to] (both included) with what is allowed on it and why not. */
export function stayDays(config: ResortStayConfig, rules: readonly StayRuleInput[], q: StayQuery): StayDay[] {
  const roomTypeId = q.roomTypeId ?? null;
  const out: StayDay[] = [];
  for (let date = q.from; date <= q.to; date = addCalendarDays(date, 1)) {
    const applying = rulesOn(date, rules, roomTypeId);
    const bounds = boundsOn(config, applying);
    const arrival = arrivalReasons(date, config, applying);
    const departure = departureReasons(date, config, applying);
    if (q.arrival) departure.push(...stayReasons(q.arrival, date, config, rules, roomTypeId));
    out.push({
      date,
      weekday: weekdayOf(date),
      weekend: isWeekend(date, config),
      arrival: { allowed: arrival.length === 0, reasons: arrival },
      departure: { allowed: departure.length === 0, reasons: departure },
      minNights: bounds.minNights,
      maxNights: bounds.maxNights,
      stopSell: applying.some((r) => r.stopSell),
      rules: applying.map((r) => r.id),
    });
  }
  return out;
}
