// The stay rules the occupancy grid draws, pure: for each resort and room type with rooms in view,
// the nights of the window on which a rule restricts something (no arrival, no departure,
// stop-sell, a minimum or maximum stay), with the reasons as codes the page translates. Nights
// without any restriction are left out, so a resort without rules adds nothing to the answer.
import { addCalendarDays, nightsBetween } from "../../core/dates";
import { stayDays, type ResortStayConfig, type StayDay, type StayReason, type StayRuleInput } from "./stay-rules";

/** A resort's own stay settings and its active rules over the window. */
export type ResortStays = { resortId: number; config: ResortStayConfig; rules: StayRuleInput[] };

/** One restricted night of a room type: arrival on it, departure on it, and the bounds of a stay arriving on it. */
export type GridStayDay = Pick<StayDay, "date" | "arrival" | "departure" | "minNights" | "maxNights" | "stopSell">;

/** The restricted nights of the rooms of one room type of one resort. */
export type GridStays = { resortId: number; roomTypeId: number; days: GridStayDay[] };

const restricted = (d: StayDay) =>
  !d.arrival.allowed || !d.departure.allowed || d.stopSell || d.minNights > 1 || d.maxNights !== null;

const unrestricted = ({ config, rules }: ResortStays) =>
  rules.length === 0 &&
  config.arrivalWeekdays.length === 0 &&
  config.departureWeekdays.length === 0 &&
  config.minNights <= 1 &&
  config.maxNights === null;

/**
 * The stays of the grid's nights [from, to) for each (resort, room type) of `rooms`, in the order
 * the rooms first name them.
 */
export function gridStays(
  resorts: readonly ResortStays[],
  rooms: readonly { resortId: number; roomTypeId: number }[],
  from: string,
  to: string,
): GridStays[] {
  if (to <= from) return [];
  const byResort = new Map(resorts.map((r) => [r.resortId, r]));
  const lastNight = addCalendarDays(to, -1);
  const seen = new Set<string>();
  const out: GridStays[] = [];
  for (const { resortId, roomTypeId } of rooms) {
    const key = `${resortId}:${roomTypeId}`;
    const resort = byResort.get(resortId);
    if (seen.has(key) || !resort || unrestricted(resort)) continue;
    seen.add(key);
    const days = stayDays(resort.config, resort.rules, { from, to: lastNight, roomTypeId })
      .filter(restricted)
      .map(({ date, arrival, departure, minNights, maxNights, stopSell }) => ({
        date,
        arrival,
        departure,
        minNights,
        maxNights,
        stopSell,
      }));
    if (days.length) out.push({ resortId, roomTypeId, days });
  }
  return out;
}

/** What the stay rules say against a stay chosen on the grid: on its arrival, its departure, or its nights. */
export type StayWarning = { on: "arrival" | "departure" | "stay"; reason: StayReason };

/**
 * The stay rules a stay [from, to) of one room type breaks, from its grid days (the restricted
 * nights only; a departure day past the window is not known here, the booking checks it again).
 */
export function stayWarnings(days: readonly GridStayDay[], from: string, to: string): StayWarning[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const out: StayWarning[] = [];
  const arrival = byDate.get(from);
  for (const reason of arrival?.arrival.reasons ?? []) out.push({ on: "arrival", reason });
  for (const reason of byDate.get(to)?.departure.reasons ?? []) out.push({ on: "departure", reason });
  const nights = nightsBetween(from, to);
  if (arrival && nights < arrival.minNights)
    out.push({ on: "stay", reason: { code: "MIN_NIGHTS", ruleId: null, values: { nights: arrival.minNights } } });
  if (arrival && arrival.maxNights !== null && nights > arrival.maxNights)
    out.push({ on: "stay", reason: { code: "MAX_NIGHTS", ruleId: null, values: { nights: arrival.maxNights } } });
  // the arrival night's stop-sell is already among the arrival's reasons
  for (let d = addCalendarDays(from, 1); d < to; d = addCalendarDays(d, 1))
    if (byDate.get(d)?.stopSell) {
      out.push({ on: "stay", reason: { code: "STOP_SELL", ruleId: null, values: { date: d } } });
      break;
    }
  return out;
}
