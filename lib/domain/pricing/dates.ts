// Calendar-date arithmetic for pricing on "YYYY-MM-DD" strings, as whole days since 1970-01-01.
// Integers compare and subtract cheaply, which keeps a 14-night calculation fast.
import { isoDate } from "../../core/dates";
import type { DateRange, ISODate } from "./types";

const MS_PER_DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(v: unknown): v is ISODate {
  if (typeof v !== "string") return false;
  const m = ISO.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** "2025-01-02" -> 20090; throws on anything that is not a calendar date. */
export function dayNumber(iso: ISODate): number {
  if (!isIsoDate(iso)) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  return Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / MS_PER_DAY;
}

export function fromDayNumber(n: number): ISODate {
  return isoDate(new Date(n * MS_PER_DAY));
}

export const addDays = (iso: ISODate, days: number): ISODate => fromDayNumber(dayNumber(iso) + days);

/** Nights between arrival and departure: [from, to). */
export const nightsBetween = (from: ISODate, to: ISODate): number => Math.max(0, dayNumber(to) - dayNumber(from));

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function weekday(day: number): number {
  // 1970-01-01 was a Thursday (4)
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

export const inRange = (day: number, r: DateRange): boolean => day >= dayNumber(r.from) && day <= dayNumber(r.to);
