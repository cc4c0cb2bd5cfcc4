// The widget's search form, read from the page's query: arrival, departure and guests for a
// resort, guests for a vessel. Pure: anything a guest can type into the address bar either
// becomes a valid search or a message (a translation key), never an error page.
import { addCalendarDays, calendarDate, nightsBetween } from "../../core/dates";

export const MAX_GUESTS = 12;
/** longer stays are booked on the full booking page */
export const MAX_WIDGET_NIGHTS = 60;

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const isCalendarDate = (s: string | undefined): s is string => {
  if (!s) return false;
  try {
    calendarDate(s);
    return true;
  } catch {
    return false;
  }
};

/** Guests from the query: 1 to MAX_GUESTS, else `fallback`. */
export function guestsOf(q: Query, fallback: number): number {
  const n = Number(one(q.guests));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_GUESTS) : fallback;
}

export type StaySearch = {
  from: string;
  to: string;
  guests: number;
  /** the guest asked (the form was sent) and the dates can be searched */
  searched: boolean;
  /** why the dates cannot be searched: a translation key */
  problem?: string;
};

/** The stay a guest asks for; before the first search, a stay two weeks from today. */
export function staySearch(q: Query, today: string): StaySearch {
  const guests = guestsOf(q, 2);
  const from = one(q.from);
  const to = one(q.to);
  const fallbackFrom = addCalendarDays(today, 14);
  if (from === undefined && to === undefined)
    return { from: fallbackFrom, to: addCalendarDays(fallbackFrom, 3), guests, searched: false };
  if (!isCalendarDate(from))
    return {
      from: fallbackFrom,
      to: addCalendarDays(fallbackFrom, 3),
      guests,
      searched: false,
      problem: "validation.dateFormat",
    };
  const until = isCalendarDate(to) ? to : addCalendarDays(from, 1);
  const stay = { from, to: until, guests };
  if (from < today) return { ...stay, searched: false, problem: "validation.dateInPast" };
  if (until <= from) return { ...stay, searched: false, problem: "validation.dateToAfterFrom" };
  if (nightsBetween(from, until) > MAX_WIDGET_NIGHTS)
    return { ...stay, searched: false, problem: "widgets.page.stayTooLong" };
  return { ...stay, searched: true };
}
