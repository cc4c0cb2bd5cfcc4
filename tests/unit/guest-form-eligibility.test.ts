// Diver eligibility: level, logged dives, nitrox, medical answers not older than 12 months with a
// certificate after a "yes", a passport valid 6 months after the trip; each failure says why.
import { describe, expect, it } from "vitest";
import { addMonthsIso, diveEligibility } from "@/lib/domain/forms/guest-form-eligibility";
import type { GuestAnswers } from "@/lib/domain/forms/guest-form-sections";

const trip = { dateFrom: "2027-03-10", dateTo: "2027-03-17" };
const diver: GuestAnswers = {
  diving: { level: "AOWD", loggedDives: 50, nitrox: true },
  medical: { date: "2026-04-01", heart: false },
  passport: { expiryDate: "2027-09-17" },
};
const req = { minLevel: "AOWD" as const, minLoggedDives: 50, nitrox: true, medical: true, passport: true };

describe("diveEligibility", () => {
  it("passes a diver who meets every requirement, at the exact bounds", () => {
    expect(diveEligibility(diver, [], req, trip)).toEqual({ eligible: true, issues: [] });
    // the medical answers exactly 12 months before the start still count
    const onDay = { ...diver, medical: { date: "2026-03-10" } };
    expect(diveEligibility(onDay, [], req, trip).eligible).toBe(true);
  });

  it("names each requirement a diver misses", () => {
    const weak: GuestAnswers = {
      diving: { level: "OWD", loggedDives: 12, nitrox: false },
      medical: { date: "2026-03-09", ears: true },
      passport: { expiryDate: "2027-09-16" },
    };
    expect(diveEligibility(weak, [], req, trip).issues).toEqual([
      { code: "level", need: "AOWD", have: "OWD" },
      { code: "loggedDives", need: 50, have: 12 },
      { code: "nitrox" },
      { code: "medicalTooOld", date: "2026-03-09", notBefore: "2026-03-10" },
      { code: "medicalCertificate" },
      { code: "passportExpires", expiry: "2027-09-16", validUntil: "2027-09-17" },
    ]);
    expect(
      diveEligibility(
        { ...weak, medical: { date: "2026-12-01", ears: true } },
        ["medical"],
        { medical: true, passport: true },
        trip,
      ).issues,
    ).toEqual([{ code: "passportExpires", expiry: "2027-09-16", validUntil: "2027-09-17" }]);
    // what is not asked for is not checked
    expect(diveEligibility(weak, [], { minLevel: "OWD" }, trip)).toEqual({ eligible: true, issues: [] });
  });

  it("counts what is not answered as not met", () => {
    expect(diveEligibility({}, [], req, trip).issues.map((i) => i.code)).toEqual([
      "level",
      "loggedDives",
      "nitrox",
      "medicalMissing",
      "passportMissing",
    ]);
    // a higher level meets a lower requirement
    expect(
      diveEligibility({ ...diver, diving: { ...diver.diving, level: "instructor" } }, [], req, trip).eligible,
    ).toBe(true);
  });

  it("adds months on calendar dates, keeping the month's last day", () => {
    expect(addMonthsIso("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonthsIso("2027-03-10", -12)).toBe("2026-03-10");
    expect(addMonthsIso("2027-01-31", -2)).toBe("2026-11-30");
  });
});
