// What the guests of an online request must be, pure: no date of birth in the future (it would
// price a guest as a child who is not born yet), and in every room or cabin at least one guest of
// adult age (no infant alone in a room). The adult age is the operator's: one year above the
// oldest age its child variants price (maxAge), else ADULT_AGE.
import { calendarDate } from "../../core/dates";
import type { FieldIssue } from "../../core/errors";
import { messageKey } from "../../i18n/message-key";
import { ageAt } from "../booking/calculation/load-snapshot";

/** The adult age where the operator prices no children (no variant with a maximum age). */
export const ADULT_AGE = 18;

/** The age from which a guest counts as an adult: above the operator's oldest child age. */
export const adultAgeOf = (oldestChildAge: number | null | undefined) =>
  oldestChildAge == null ? ADULT_AGE : oldestChildAge + 1;

type Guest = { birthday?: string | null };

/** Issues at rooms.{i}.guests.{j}.birthday and rooms.{i}.guests (see the file comment). */
export function guestIssues(
  rooms: readonly { guests: readonly Guest[] }[],
  o: { arrival: string; today: string; adultAge: number },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  rooms.forEach((room, i) => {
    room.guests.forEach((g, j) => {
      if (g.birthday && g.birthday > o.today)
        issues.push({ path: `rooms.${i}.guests.${j}.birthday`, message: "validation.birthdayInFuture" });
    });
    // a guest without a date of birth is taken as an adult (as the pricing engine prices them)
    const ages = room.guests.map((g) =>
      g.birthday && g.birthday <= o.today ? ageAt(calendarDate(g.birthday), o.arrival) : null,
    );
    if (ages.length && ages.every((a) => a !== null && a < o.adultAge))
      issues.push({ path: `rooms.${i}.guests`, message: messageKey("validation.adultNeeded", { age: o.adultAge }) });
  });
  return issues;
}
