// Stay rules in a guest's words and the nearest stays they allow (lib/domain/online/stay-advice.ts):
// a season's minimum stay named with its period, the resort's arrival weekday, a stop-sell night,
// and the search around the asked dates that never goes before today.
import { describe, expect, it } from "vitest";
import { nearestStays, stayAdvice } from "@/lib/domain/online/stay-advice";
import { weekdayNames } from "@/lib/domain/online/stay-check";
import { OPEN_RESORT, stayRule } from "../helpers/stay-rules";

const names = (days: readonly number[]) => days.join("/");
const winter = stayRule({ id: 7, from: "2027-01-01", to: "2027-03-31", minNights: 3 });

describe("stayAdvice", () => {
  it("allows what the rules allow", () => {
    expect(stayAdvice(OPEN_RESORT, [winter], { from: "2027-01-10", to: "2027-01-13" }, names)).toEqual([]);
  });

  it("names a season's minimum stay with the season's dates, at the departure", () => {
    expect(stayAdvice(OPEN_RESORT, [winter], { from: "2027-01-10", to: "2027-01-12" }, names)).toEqual([
      { path: "dateTo", key: "minNightsPeriod", values: { nights: 3, from: "2027-01-01", to: "2027-03-31" } },
    ]);
  });

  it("names the resort's own arrival weekdays, without a period", () => {
    const saturdays = { ...OPEN_RESORT, arrivalWeekdays: [6] };
    // 2027-03-05 is a Friday
    expect(stayAdvice(saturdays, [], { from: "2027-03-05", to: "2027-03-12" }, names)).toEqual([
      { path: "dateFrom", key: "arrivalWeekdays", values: { days: "6" } },
    ]);
  });

  it("names a stop-sell night inside the stay", () => {
    const stop = stayRule({ id: 3, from: "2027-05-04", to: "2027-05-04", stopSell: true });
    expect(stayAdvice(OPEN_RESORT, [stop], { from: "2027-05-02", to: "2027-05-06" }, names)).toContainEqual({
      path: "dateTo",
      key: "stopSell",
      values: { date: "2027-05-04" },
    });
  });

  it("reads weekdays in the guest's language as alternatives", () => {
    expect(weekdayNames("en")([6, 5])).toBe("Friday or Saturday");
    expect(weekdayNames("de")([6])).toBe("Samstag");
  });
});

describe("nearestStays", () => {
  it("a stay too short: the same arrival with the nights the season asks first", () => {
    const found = nearestStays(OPEN_RESORT, [winter], { from: "2027-01-10", to: "2027-01-12", today: "2026-12-01" });
    expect(found[0]).toEqual({ dateFrom: "2027-01-10", dateTo: "2027-01-13" });
    expect(found).toHaveLength(3);
  });

  it("a closed arrival day: the nearest allowed arrival with the same length first", () => {
    const saturdays = { ...OPEN_RESORT, arrivalWeekdays: [6] };
    const found = nearestStays(saturdays, [], { from: "2027-03-05", to: "2027-03-12", today: "2026-12-01" });
    expect(found[0]).toEqual({ dateFrom: "2027-03-06", dateTo: "2027-03-13" });
    expect(found.every((s) => new Date(`${s.dateFrom}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
  });

  it("never suggests an arrival before today", () => {
    const saturdays = { ...OPEN_RESORT, arrivalWeekdays: [6] };
    const found = nearestStays(saturdays, [], { from: "2027-03-05", to: "2027-03-12", today: "2027-03-05" });
    expect(found.every((s) => s.dateFrom >= "2027-03-05")).toBe(true);
  });
});
