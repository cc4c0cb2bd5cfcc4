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

// One formatter per zone: making an Intl.DateTimeFormat costs far more than formatting with one.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date where the property is (e.g. Europe/Berlin). */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD; an unknown zone throws here, before it is kept
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    if (dayFormats.size > 500) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function addCalendarDays(iso: string, days: number): string {
  return isoDate(addDaysFns(calendarDate(iso), days));
}

/** Minutes the zone is ahead of UTC at `at` (Europe/Berlin in summer: 120). */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((local - at.getTime()) / 60_000);
}

/** The instant a calendar day begins where the property is ("2026-11-21" in Berlin: 23:00 UTC the day before). */
export function startOfDayIn(iso: string, timeZone: string): Date {
  const utc = calendarDate(iso).getTime();
  // twice: the offset at local midnight may differ from the offset at UTC midnight (DST change)
  let at = utc - zoneOffsetMinutes(timeZone, new Date(utc)) * 60_000;
  at = utc - zoneOffsetMinutes(timeZone, new Date(at)) * 60_000;
  return new Date(at);
}

/** Nights between two calendar dates (dateTo exclusive). */
export function nightsBetween(from: string | Date, to: string | Date): number {
  const a = typeof from === "string" ? calendarDate(from) : from;
  const b = typeof to === "string" ? calendarDate(to) : to;
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}
