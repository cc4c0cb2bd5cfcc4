// A resort stay against the resort's stay rules, for the online booking: per room type asked for,
// what refuses it in the guest's words (stay-advice.ts) and the nearest stays that would work.
// Price and create answer it as a 400 at dateFrom/dateTo with the nearest stays in details; the
// /book/resort pages and the free-rooms lookup show it beside the room types it leaves out.
import { addCalendarDays, nightsBetween } from "../../core/dates";
import type { FieldIssue } from "../../core/errors";
import type { Locale } from "../../i18n/locale";
import { messageKey } from "../../i18n/message-key";
import { translator } from "../../i18n/translator";
import { MAX_NIGHTS } from "../booking/plan-booking";
import { loadStayRules } from "../inventory/arrival-departure";
import { nearestStays, SEARCH_DAYS, stayAdvice, type WeekdayNames } from "./stay-advice";

export type StayCheck = {
  /** what refuses the stay, as field issues (messages under book.stay, translated when answered) */
  issues: FieldIssue[];
  /** the nearest stays the rules allow, nearest first */
  suggestions: { dateFrom: string; dateTo: string }[];
};

/** Weekday names in `locale`, as a list of alternatives ("Friday or Saturday"). */
export function weekdayNames(locale: Locale): WeekdayNames {
  const t = translator(locale);
  const list = new Intl.ListFormat(locale, { type: "disjunction" });
  return (days) => list.format([...days].sort().map((d) => t(`weekdays.${d}`)));
}

/** The stay rules' answer for each room type (null: the rules for every room type). */
export async function checkStay(
  resortId: number,
  ask: { from: string; to: string; today: string; roomTypeIds: readonly (number | null)[] },
  locale: Locale,
): Promise<Map<number | null, StayCheck>> {
  const nights = Math.max(1, nightsBetween(ask.from, ask.to));
  // the rules around the stay too: the nearest stays may arrive before it or leave after it
  const { resort, rules } = await loadStayRules(
    resortId,
    addCalendarDays(ask.from, -SEARCH_DAYS),
    addCalendarDays(ask.to, SEARCH_DAYS + 7 + nights),
  );
  const names = weekdayNames(locale);
  const out = new Map<number | null, StayCheck>();
  for (const roomTypeId of new Set(ask.roomTypeIds)) {
    const advice = stayAdvice(resort, rules, { from: ask.from, to: ask.to, roomTypeId }, names);
    const issues = advice.map((a) => ({ path: a.path, message: messageKey(`book.stay.${a.key}`, a.values) }));
    const suggestions = issues.length
      ? nearestStays(resort, rules, { from: ask.from, to: ask.to, roomTypeId, today: ask.today, maxNights: MAX_NIGHTS })
      : [];
    out.set(roomTypeId, { issues, suggestions });
  }
  return out;
}
