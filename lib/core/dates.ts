// Stay dates are calendar dates (no time, no zone) in the property's time zone. In the database
// they are DATE columns; in JavaScript a Date at UTC midnight; on the wire "YYYY-MM-DD".
import { addDays as addDaysFns } from "date-fns";

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-21" -> Date at 2026-11-21T00:00:00Z; throws on anything else. */
export function calendarDate(iso: string): Date {
  if (!ISO_DATE.test(iso)) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso)
    throw new RangeError(`not a calendar date: ${iso}`);
  return d;
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Today's calendar date where the property is (e.g. Europe/Berlin). */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function addCalendarDays(iso: string, days: number): string {
  return isoDate(addDaysFns(calendarDate(iso), days));
}
