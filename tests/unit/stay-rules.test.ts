// Stay rules, pure: the weekend check and every restriction one by one.
import { describe, expect, it } from "vitest";
import {
  isWeekend,
  stayDays,
  weekdayOf,
  type ResortStayConfig,
  type StayRuleInput,
} from "@/lib/domain/inventory/stay-rules";
import { OPEN_RESORT, stayRule } from "../helpers/stay-rules";

const open = OPEN_RESORT;
const rule = stayRule;
const one = (
  config: ResortStayConfig,
  rules: StayRuleInput[],
  date: string,
  extra: { roomTypeId?: number; arrival?: string } = {},
) => stayDays(config, rules, { from: date, to: date, ...extra })[0];
const codes = (reasons: { code: string }[]) => reasons.map((r) => r.code);

describe("weekdays and the weekend", () => {
  it("numbers weekdays ISO: Monday 1 .. Sunday 7", () => {
    expect(weekdayOf("2027-03-01")).toBe(1);
    expect(weekdayOf("2027-03-06")).toBe(6);
    expect(weekdayOf("2027-03-07")).toBe(7);
  });

  it("Saturday and Sunday are the weekend unless arrival and departure weekdays are configured", () => {
    expect(isWeekend("2027-03-06", open)).toBe(true);
    expect(isWeekend("2027-03-07", open)).toBe(true);
    expect(isWeekend("2027-03-05", open)).toBe(false);
    // only one of the two configured: still Saturday and Sunday
    expect(isWeekend("2027-03-06", { arrivalWeekdays: [3], departureWeekdays: [] })).toBe(true);
    // both configured: the changeover days instead
    const wednesdays = { arrivalWeekdays: [3], departureWeekdays: [3] };
    expect(isWeekend("2027-03-03", wednesdays)).toBe(true);
    expect(isWeekend("2027-03-06", wednesdays)).toBe(false);
  });
});

describe("arrival and departure per day", () => {
  it("with nothing configured every day is open, one night at least", () => {
    expect(one(open, [], "2027-03-03")).toMatchObject({
      arrival: { allowed: true, reasons: [] },
      departure: { allowed: true, reasons: [] },
      minNights: 1,
      maxNights: null,
      stopSell: false,
    });
  });

  it("the resort's arrival and departure weekdays", () => {
    const saturdays = { ...open, arrivalWeekdays: [6], departureWeekdays: [6, 7] };
    expect(one(saturdays, [], "2027-03-06").arrival.allowed).toBe(true);
    expect(codes(one(saturdays, [], "2027-03-05").arrival.reasons)).toEqual(["ARRIVAL_WEEKDAY"]);
    expect(one(saturdays, [], "2027-03-07").departure.allowed).toBe(true);
    expect(codes(one(saturdays, [], "2027-03-05").departure.reasons)).toEqual(["DEPARTURE_WEEKDAY"]);
  });

  it("a period's weekdays and dates apply only inside the period", () => {
    const r = rule({ from: "2027-07-01", to: "2027-07-31", arrivalWeekdays: [6], departureDates: ["2027-07-17"] });
    expect(codes(one(open, [r], "2027-07-05").arrival.reasons)).toEqual(["ARRIVAL_WEEKDAY"]);
    expect(one(open, [r], "2027-06-30").arrival.allowed).toBe(true);
    expect(codes(one(open, [r], "2027-07-16").departure.reasons)).toEqual(["DEPARTURE_DATE"]);
    expect(one(open, [r], "2027-07-17").departure.allowed).toBe(true);
    // both days of the period count
    expect(one(open, [r], "2027-07-31").departure.allowed).toBe(false);
    expect(
      one(open, [rule({ from: "2027-07-01", to: "2027-07-31", arrivalDates: ["2027-07-10"] })], "2027-07-10").arrival
        .allowed,
    ).toBe(true);
  });

  it("a period's allowed days replace the resort's, and a room type's rule the all-types rule", () => {
    const saturdays = { ...open, arrivalWeekdays: [6], departureWeekdays: [6] };
    const season = rule({ id: 1, from: "2027-07-01", to: "2027-07-31", arrivalWeekdays: [3], departureWeekdays: [3] });
    // in the season Wednesday opens and Saturday closes; outside it the resort's Saturday stands
    expect(one(saturdays, [season], "2027-07-07").arrival.allowed).toBe(true);
    expect(one(saturdays, [season], "2027-07-07").departure.allowed).toBe(true);
    expect(one(saturdays, [season], "2027-07-10").arrival.reasons).toEqual([{ code: "ARRIVAL_WEEKDAY", ruleId: 1 }]);
    expect(one(saturdays, [season], "2027-06-26").arrival.allowed).toBe(true);
    // a rule for one room type decides for it; the other types keep the all-types rule
    const suites = rule({ id: 2, roomTypeId: 9, from: "2027-07-01", to: "2027-07-31", arrivalWeekdays: [1] });
    expect(one(saturdays, [season, suites], "2027-07-05", { roomTypeId: 9 }).arrival.allowed).toBe(true);
    expect(one(saturdays, [season, suites], "2027-07-07", { roomTypeId: 9 }).arrival.allowed).toBe(false);
    expect(one(saturdays, [season, suites], "2027-07-07", { roomTypeId: 8 }).arrival.allowed).toBe(true);
    // closures still count whatever opens the day
    const closed = rule({ id: 3, from: "2027-07-07", to: "2027-07-07", closedToArrival: true });
    expect(codes(one(saturdays, [season, closed], "2027-07-07").arrival.reasons)).toEqual(["CLOSED_TO_ARRIVAL"]);
  });

  it("closed to arrival and closed to departure", () => {
    const cta = rule({ closedToArrival: true, id: 7 });
    expect(one(open, [cta], "2027-05-05").arrival.reasons).toEqual([{ code: "CLOSED_TO_ARRIVAL", ruleId: 7 }]);
    expect(one(open, [cta], "2027-05-05").departure.allowed).toBe(true);
    const ctd = rule({ closedToDeparture: true });
    expect(codes(one(open, [ctd], "2027-05-05").departure.reasons)).toEqual(["CLOSED_TO_DEPARTURE"]);
    expect(one(open, [ctd], "2027-05-05").arrival.allowed).toBe(true);
  });

  it("stop-sell refuses arrivals on the day and stays over it, for its room type only", () => {
    const stop = rule({ from: "2027-05-10", to: "2027-05-10", stopSell: true, roomTypeId: 3 });
    expect(one(open, [stop], "2027-05-10").stopSell).toBe(false);
    const typed = one(open, [stop], "2027-05-10", { roomTypeId: 3 });
    expect(typed.stopSell).toBe(true);
    expect(codes(typed.arrival.reasons)).toEqual(["STOP_SELL"]);
    // leaving on the stop-sold day is fine (the night is not sold), staying over it is not
    expect(one(open, [stop], "2027-05-10", { roomTypeId: 3, arrival: "2027-05-08" }).departure.allowed).toBe(true);
    expect(codes(one(open, [stop], "2027-05-12", { roomTypeId: 3, arrival: "2027-05-08" }).departure.reasons)).toEqual([
      "STOP_SELL",
    ]);
  });

  it("minimum and maximum nights: the strictest applies, measured from the arrival day's rules", () => {
    const rules = [
      rule({ id: 1, minNights: 3, maxNights: 21 }),
      rule({ id: 2, from: "2027-08-01", to: "2027-08-31", minNights: 7, maxNights: 14 }),
    ];
    expect(one(open, rules, "2027-08-05")).toMatchObject({ minNights: 7, maxNights: 14 });
    expect(one(open, rules, "2027-09-05")).toMatchObject({ minNights: 3, maxNights: 21 });
    expect(one({ ...open, minNights: 5 }, rules, "2027-09-05").minNights).toBe(5);
    const short = one(open, rules, "2027-08-10", { arrival: "2027-08-05" });
    expect(short.departure.reasons).toEqual([{ code: "MIN_NIGHTS", ruleId: 2, values: { nights: 7 } }]);
    expect(one(open, rules, "2027-08-12", { arrival: "2027-08-05" }).departure.allowed).toBe(true);
    expect(codes(one(open, rules, "2027-08-20", { arrival: "2027-08-05" }).departure.reasons)).toEqual(["MAX_NIGHTS"]);
    expect(codes(one(open, rules, "2027-08-05", { arrival: "2027-08-05" }).departure.reasons)).toEqual([
      "BEFORE_ARRIVAL",
    ]);
  });
});
