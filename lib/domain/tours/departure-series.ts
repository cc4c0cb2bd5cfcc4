// A series of departures, pure: the first departure date, a repeat (every N days or weeks) and an
// end date give every departure date of the series. The server plans with it and the form counts
// with it, so the count shown before saving is the count created.
import { addCalendarDays, nightsBetween } from "../../core/dates";

/**
 * The fields a planned departure is made of: a series takes them from its first departure
 * (plan-departures.ts), a copy from the departure it copies (copy-schedules.ts).
 */
export const DEPARTURE_FIELDS = {
  tourId: true,
  from: true,
  to: true,
  status: true,
  note: true,
  embarkationPortId: true,
  disembarkationPortId: true,
} as const;

export const SERIES_UNITS = ["days", "weeks"] as const;
export type SeriesUnit = (typeof SERIES_UNITS)[number];
/** the most departures one request plans (a weekly year is 53) */
export const MAX_SERIES_DEPARTURES = 400;
export const MAX_SERIES_EVERY = 52;

export type SeriesRule = { from: string; every: number; unit: SeriesUnit; until: string };

/** Days between two departures of the series. */
export const seriesStep = (r: Pick<SeriesRule, "every" | "unit">) => r.every * (r.unit === "weeks" ? 7 : 1);

/** How many departures the series has (0 when `until` is before `from`). */
export function seriesCount(r: SeriesRule): number {
  const step = seriesStep(r);
  if (!(step >= 1) || r.until < r.from) return 0;
  return Math.floor(nightsBetween(r.from, r.until) / step) + 1;
}

/**
 * The departure dates: `from`, then every step on, as long as the date is not after `until`
 * (none when `until` is before `from`). Stops after `limit` dates, so a long series costs no more
 * than it takes to know it is too long.
 */
export function seriesDates(r: SeriesRule, limit = MAX_SERIES_DEPARTURES + 1): string[] {
  const step = seriesStep(r);
  // by index from the first date (not date by date), so no step is lost or added along the way
  return Array.from({ length: Math.min(limit, seriesCount(r)) }, (_, i) => addCalendarDays(r.from, i * step));
}
