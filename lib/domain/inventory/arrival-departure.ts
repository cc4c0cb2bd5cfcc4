// GET /api/arrivaldeparture/date/{resort}/{from}/{to}: the stay rules of a resort evaluated per
// day (pure rules in stay-rules.ts), with each reason in the caller's language.
import { calendarDate, isoDate } from "../../core/dates";
import { db } from "../../core/db";
import { AppError } from "../../core/errors";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { assertRoomTypeOf } from "./resort-room-type";
import { stayDays, type StayQuery, type StayRuleInput } from "./stay-rules";

/** The longest range one lookup answers (a year and a day). */
export const MAX_LOOKUP_DAYS = 366;

export const stayRuleSelect = {
  id: true,
  roomTypeId: true,
  from: true,
  to: true,
  arrivalWeekdays: true,
  departureWeekdays: true,
  arrivalDates: true,
  departureDates: true,
  minNights: true,
  maxNights: true,
  closedToArrival: true,
  closedToDeparture: true,
  stopSell: true,
} as const;

type StayRuleRow = {
  [K in keyof typeof stayRuleSelect]: K extends "from" | "to"
    ? Date
    : K extends "arrivalDates" | "departureDates"
      ? Date[]
      : unknown;
};

export function toStayRuleInput(r: StayRuleRow & Record<string, unknown>): StayRuleInput {
  return {
    ...(r as unknown as StayRuleInput),
    from: isoDate(r.from),
    to: isoDate(r.to),
    arrivalDates: r.arrivalDates.map(isoDate),
    departureDates: r.departureDates.map(isoDate),
  };
}

/** The resort's stay configuration and the active rules touching [from, to] (and the stay before it). */
export async function loadStayRules(resortId: number, from: string, to: string) {
  const resort = await db().resort.findUnique({
    where: { id: resortId },
    select: { id: true, arrivalWeekdays: true, departureWeekdays: true, minNights: true, maxNights: true },
  });
  if (!resort) throw new AppError("RESORT_NOT_FOUND");
  const rules = await db().stayRule.findMany({
    where: { resortId, isActive: true, from: { lte: calendarDate(to) }, to: { gte: calendarDate(from) } },
    select: stayRuleSelect,
    orderBy: [{ from: "asc" }, { id: "asc" }],
  });
  return { resort, rules: rules.map(toStayRuleInput) };
}

export async function arrivalDeparture(resortId: number, q: StayQuery, locale: Locale) {
  // with an arrival day the rules of the stay's first night matter too
  const start = q.arrival && q.arrival < q.from ? q.arrival : q.from;
  const { resort, rules } = await loadStayRules(resortId, start, q.to);
  // a room type of another resort has none of this resort's rules: a mistake to report
  if (q.roomTypeId != null) await assertRoomTypeOf(q.roomTypeId, [resortId]);
  const t = translator(locale);
  return stayDays(resort, rules, q).map((day) => {
    const explain = (reasons: typeof day.arrival.reasons) =>
      reasons.map((r) => ({ ...r, message: t(`stayRules.reasons.${r.code}`, r.values, r.code) }));
    return {
      ...day,
      arrival: { ...day.arrival, reasons: explain(day.arrival.reasons) },
      departure: { ...day.departure, reasons: explain(day.departure.reasons) },
    };
  });
}
