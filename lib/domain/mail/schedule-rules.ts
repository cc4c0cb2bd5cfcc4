// The scheduler's rule (feature mailScheduler), as a pure function: is a rule's mail due for a
// booking today, and on which day is (or was) it due? Dates are calendar dates where the booking's
// property is: the stay's dates are calendar dates already, the booking and option times are
// instants, seen as the day they fall on in the property's time zone, and so is "today".
import { addCalendarDays, todayIn } from "../../core/dates";
import type { BookingState } from "../../core/db";
import { TRIP_STATES } from "../booking/states";

export const SCHEDULE_ANCHORS = ["arrival", "departure", "booked", "optionExpiry"] as const;
export type ScheduleAnchor = (typeof SCHEDULE_ANCHORS)[number];
export const SCHEDULE_RECIPIENTS = ["customer", "agency", "guests"] as const;
export type ScheduleRecipient = (typeof SCHEDULE_RECIPIENTS)[number];
export const BOOKED_BY = ["any", "agency", "direct"] as const;
export type BookedBy = (typeof BOOKED_BY)[number];

/**
 * A due mail not sent on its day (the servers were down, the rule was made later) is still sent
 * this many days after; later than that it is left out (a reminder weeks late helps nobody).
 */
export const CATCH_UP_DAYS = 3;

export type ScheduleRule = {
  anchor: ScheduleAnchor;
  /** days after the date; negative: before it */
  offsetDays: number;
  active: boolean;
  resortIds: readonly number[];
  vesselIds: readonly number[];
  /** none: the bookings that take place (TRIP_STATES) */
  states: readonly BookingState[];
  openGuestForm: boolean;
  bookedBy: BookedBy;
  /** none: any */
  channels: readonly string[];
};

export type BookingFacts = {
  state: BookingState;
  resortId: number | null;
  vesselId: number | null;
  agencyId: number | null;
  channel: string | null;
  /** calendar dates, YYYY-MM-DD */
  dateFrom: string;
  dateTo: string;
  bookingDate: Date;
  optionUntil: Date | null;
  /** a guest form is still to be filled (or none is filled yet) */
  openGuestForm: boolean;
  /** the property's time zone */
  timeZone: string;
};

/** The calendar day a rule's mail is due for the booking; null when the booking has no such date. */
export function dueDateOf(rule: Pick<ScheduleRule, "anchor" | "offsetDays">, b: BookingFacts): string | null {
  const anchor =
    rule.anchor === "arrival"
      ? b.dateFrom
      : rule.anchor === "departure"
        ? b.dateTo
        : rule.anchor === "booked"
          ? todayIn(b.timeZone, b.bookingDate)
          : b.optionUntil
            ? todayIn(b.timeZone, b.optionUntil)
            : null;
  return anchor ? addCalendarDays(anchor, rule.offsetDays) : null;
}

/** Whether the booking is one the rule speaks of (its conditions), whatever the day. */
export function ruleMatches(rule: ScheduleRule, b: BookingFacts): boolean {
  const states = rule.states.length ? rule.states : TRIP_STATES;
  if (!states.includes(b.state)) return false;
  const assetChosen = rule.resortIds.length > 0 || rule.vesselIds.length > 0;
  if (
    assetChosen &&
    !(b.resortId != null && rule.resortIds.includes(b.resortId)) &&
    !(b.vesselId != null && rule.vesselIds.includes(b.vesselId))
  )
    return false;
  if (rule.openGuestForm && !b.openGuestForm) return false;
  if (rule.bookedBy === "agency" && b.agencyId == null) return false;
  if (rule.bookedBy === "direct" && b.agencyId != null) return false;
  if (rule.channels.length && !(b.channel && rule.channels.includes(b.channel))) return false;
  return true;
}

export type Evaluation = { due: boolean; dueDate: string | null };

/**
 * Whether the rule's mail is due for the booking at `now`: an active rule whose conditions the
 * booking meets, its day come where the property is, and not more than CATCH_UP_DAYS past.
 */
export function evaluateRule(rule: ScheduleRule, b: BookingFacts, now: Date): Evaluation {
  const dueDate = dueDateOf(rule, b);
  if (!dueDate || !rule.active || !ruleMatches(rule, b)) return { due: false, dueDate };
  const today = todayIn(b.timeZone, now);
  return { due: dueDate <= today && dueDate >= addCalendarDays(today, -CATCH_UP_DAYS), dueDate };
}

/**
 * Whether the rule's mail will be due within the coming `days` (today included) or is due now:
 * what the list of planned mails shows.
 */
export function plannedWithin(rule: ScheduleRule, b: BookingFacts, now: Date, days: number): Evaluation {
  const dueDate = dueDateOf(rule, b);
  if (!dueDate || !rule.active || !ruleMatches(rule, b)) return { due: false, dueDate };
  const today = todayIn(b.timeZone, now);
  return {
    due: dueDate >= addCalendarDays(today, -CATCH_UP_DAYS) && dueDate <= addCalendarDays(today, days),
    dueDate,
  };
}

/**
 * The range of a stored date (a stay's date, or the instant of booking or option expiry) whose
 * mails may be due between `from` and `to` (calendar dates): the database's first, wide filter,
 * a day wider each side for the time zones; evaluateRule decides.
 */
export function anchorRange(offsetDays: number, from: string, to: string): { gte: Date; lt: Date } {
  return {
    gte: new Date(`${addCalendarDays(from, -offsetDays - 1)}T00:00:00Z`),
    lt: new Date(`${addCalendarDays(to, -offsetDays + 2)}T00:00:00Z`),
  };
}
