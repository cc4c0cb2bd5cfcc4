// Copying a season of departures to another year, pure: each departure moves by whole years
// (29 February becomes 28 February), keeps its length where the calendar allows, and the plan
// names every new departure that would overlap another on the same vessel. With `sameWeekday`
// a departure moves by whole weeks instead, the number nearest to those years (52 or 53 a year),
// so a Saturday departure stays a Saturday and keeps its length exactly.
import { addDays, addYears, differenceInCalendarDays } from "date-fns";
import { calendarDate, isoDate } from "../../core/dates";

export type CopySource = { id: number; tourId: number; vesselId: number; from: string; to: string; tour: string };
export type PlannedCopy = CopySource & { sourceId: number };
export type ExistingDeparture = { id: number; vesselId: number; from: string; to: string; tour: string };

export function shiftYears(iso: string, years: number): string {
  return isoDate(addYears(calendarDate(iso), years));
}

/** `iso` moved by the whole weeks nearest to `years` years from it. */
export function shiftWeeks(iso: string, years: number): { date: string; days: number } {
  const d = calendarDate(iso);
  const days = Math.round(differenceInCalendarDays(addYears(d, years), d) / 7) * 7;
  return { date: isoDate(addDays(d, days)), days };
}

/** The departures `sources` become when moved by `years` (or by whole weeks: the weekday stays). */
export function planCopy(
  sources: readonly CopySource[],
  years: number,
  o: { sameWeekday?: boolean } = {},
): PlannedCopy[] {
  return sources.map((s) => {
    if (!o.sameWeekday) return { ...s, sourceId: s.id, from: shiftYears(s.from, years), to: shiftYears(s.to, years) };
    const { date, days } = shiftWeeks(s.from, years);
    return { ...s, sourceId: s.id, from: date, to: isoDate(addDays(calendarDate(s.to), days)) };
  });
}

const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => a.from < b.to && b.from < a.to;

/**
 * Every planned departure that overlaps an existing one, or another planned one, of its vessel
 * (half-open [from, to): a disembarkation day may be the next embarkation day).
 */
export function copyClashes(planned: readonly PlannedCopy[], existing: readonly ExistingDeparture[]) {
  const out: {
    tour: string;
    from: string;
    to: string;
    with: { id: number | null; tour: string; from: string; to: string };
  }[] = [];
  planned.forEach((p, i) => {
    for (const e of existing)
      if (e.vesselId === p.vesselId && overlaps(p, e))
        out.push({ tour: p.tour, from: p.from, to: p.to, with: { id: e.id, tour: e.tour, from: e.from, to: e.to } });
    for (const q of planned.slice(i + 1))
      if (q.vesselId === p.vesselId && overlaps(p, q))
        out.push({ tour: p.tour, from: p.from, to: p.to, with: { id: null, tour: q.tour, from: q.from, to: q.to } });
  });
  return out;
}
