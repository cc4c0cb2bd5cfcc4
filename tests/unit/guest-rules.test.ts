// Who may travel in an online request (lib/domain/online/guest-rules.ts): no date of birth after
// today, at least one guest of adult age in each room; the adult age follows the operator's child
// variants, else 18.
import { describe, expect, it } from "vitest";
import { ADULT_AGE, adultAgeOf, guestIssues } from "@/lib/domain/online/guest-rules";

const at = { arrival: "2027-06-01", today: "2027-01-15", adultAge: 18 };

describe("guestIssues", () => {
  it("refuses a date of birth in the future at its field", () => {
    expect(guestIssues([{ guests: [{}, { birthday: "2027-01-16" }] }], at)).toEqual([
      { path: "rooms.0.guests.1.birthday", message: "validation.birthdayInFuture" },
    ]);
  });

  it("refuses a room of an infant (and a child) alone, not a room with an adult or an unknown age", () => {
    const infant = { birthday: "2026-10-01" };
    const child = { birthday: "2017-01-01" };
    const adult = { birthday: "1990-05-05" };
    expect(guestIssues([{ guests: [infant, child] }], at)).toEqual([
      { path: "rooms.0.guests", message: 'validation.adultNeeded|{"age":18}' },
    ]);
    expect(guestIssues([{ guests: [adult] }, { guests: [infant, adult] }, { guests: [infant, {}] }], at)).toEqual([]);
  });

  it("counts the age at arrival: 18 on the day of arrival is an adult", () => {
    expect(guestIssues([{ guests: [{ birthday: "2009-06-01" }] }], at)).toEqual([]);
    expect(guestIssues([{ guests: [{ birthday: "2009-06-02" }] }], at)).toHaveLength(1);
  });
});

describe("adultAgeOf", () => {
  it("is one above the oldest child age the operator prices, else 18", () => {
    expect(adultAgeOf(11)).toBe(12);
    expect(adultAgeOf(null)).toBe(ADULT_AGE);
    expect(ADULT_AGE).toBe(18);
  });
});
