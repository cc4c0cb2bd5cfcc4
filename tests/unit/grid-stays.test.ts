// The stay rules on the occupancy grid, pure: which nights of which room type a rule restricts,
// and what a stay dragged on the grid breaks.
import { describe, expect, it } from "vitest";
import { gridStays, stayWarnings, type ResortStays } from "@/lib/domain/inventory/grid-stays";
import type { StayRuleInput } from "@/lib/domain/inventory/stay-rules";
import { OPEN_RESORT, stayRule } from "../helpers/stay-rules";

const open = OPEN_RESORT;
// July 2027 unless a test says otherwise
const rule = (o: Partial<StayRuleInput>) => stayRule({ from: "2027-07-01", to: "2027-07-31", ...o });
const resort = (resortId: number, rules: StayRuleInput[], config = open): ResortStays => ({ resortId, config, rules });
const dates = (days: { date: string }[]) => days.map((d) => d.date);

describe("gridStays", () => {
  it("lists only the restricted nights of the window, once per resort and room type, in the rooms' order", () => {
    const rooms = [
      { resortId: 1, roomTypeId: 10 },
      { resortId: 1, roomTypeId: 10 },
      { resortId: 1, roomTypeId: 11 },
    ];
    const stays = gridStays(
      [resort(1, [rule({ from: "2027-07-03", to: "2027-07-04", closedToArrival: true })])],
      rooms,
      "2027-07-01",
      "2027-07-06",
    );
    expect(stays.map((s) => [s.resortId, s.roomTypeId])).toEqual([
      [1, 10],
      [1, 11],
    ]);
    expect(dates(stays[0].days)).toEqual(["2027-07-03", "2027-07-04"]);
    expect(stays[0].days[0]).toEqual({
      date: "2027-07-03",
      arrival: { allowed: false, reasons: [{ code: "CLOSED_TO_ARRIVAL", ruleId: 1 }] },
      departure: { allowed: true, reasons: [] },
      minNights: 1,
      maxNights: null,
      stopSell: false,
    });
  });

  it("the window's last night is the day before `to`", () => {
    const stays = gridStays(
      [resort(1, [rule({ minNights: 3 })])],
      [{ resortId: 1, roomTypeId: 10 }],
      "2027-07-29",
      "2027-08-02",
    );
    expect(dates(stays[0].days)).toEqual(["2027-07-29", "2027-07-30", "2027-07-31"]);
    expect(
      gridStays([resort(1, [rule({ minNights: 3 })])], [{ resortId: 1, roomTypeId: 10 }], "2027-07-29", "2027-07-29"),
    ).toEqual([]);
  });

  it("a rule for one room type restricts only that type's rows", () => {
    const rules = [rule({ roomTypeId: 11, stopSell: true })];
    const stays = gridStays(
      [resort(1, rules)],
      [
        { resortId: 1, roomTypeId: 10 },
        { resortId: 1, roomTypeId: 11 },
      ],
      "2027-07-01",
      "2027-07-03",
    );
    expect(stays).toHaveLength(1);
    expect(stays[0].roomTypeId).toBe(11);
    expect(stays[0].days.every((d) => d.stopSell && !d.arrival.allowed)).toBe(true);
  });

  it("a resort without rules and without its own restrictions adds nothing; its own weekdays and bounds do", () => {
    const room = [{ resortId: 2, roomTypeId: 20 }];
    expect(gridStays([resort(2, [])], room, "2027-07-01", "2027-07-08")).toEqual([]);
    // a resort missing from the answer (no rooms of its own in view) adds nothing either
    expect(gridStays([], room, "2027-07-01", "2027-07-08")).toEqual([]);
    const saturdays = gridStays(
      [resort(2, [], { ...open, arrivalWeekdays: [6], departureWeekdays: [6] })],
      room,
      "2027-07-01",
      "2027-07-08",
    );
    // 2027-07-03 is the only Saturday of the week
    expect(dates(saturdays[0].days)).toEqual([
      "2027-07-01",
      "2027-07-02",
      "2027-07-04",
      "2027-07-05",
      "2027-07-06",
      "2027-07-07",
    ]);
    const bounded = gridStays([resort(2, [], { ...open, maxNights: 21 })], room, "2027-07-01", "2027-07-03");
    expect(bounded[0].days.map((d) => d.maxNights)).toEqual([21, 21]);
  });
});

describe("stayWarnings: what a stay chosen on the grid breaks", () => {
  const [july] = gridStays(
    [
      resort(1, [
        rule({ id: 1, minNights: 3, maxNights: 7 }),
        rule({ id: 2, from: "2027-07-05", to: "2027-07-05", closedToArrival: true }),
        rule({ id: 3, from: "2027-07-09", to: "2027-07-09", closedToDeparture: true }),
        rule({ id: 4, from: "2027-07-20", to: "2027-07-21", stopSell: true }),
      ]),
    ],
    [{ resortId: 1, roomTypeId: 10 }],
    "2027-07-01",
    "2027-08-01",
  );
  const on = (from: string, to: string) =>
    stayWarnings(july.days, from, to).map((w) => [w.on, w.reason.code, w.reason.values ?? null]);

  it("nothing for a stay the rules allow", () => {
    expect(on("2027-07-01", "2027-07-04")).toEqual([]);
  });

  it("the arrival's and the departure's own reasons", () => {
    expect(on("2027-07-05", "2027-07-09")).toEqual([
      ["arrival", "CLOSED_TO_ARRIVAL", null],
      ["departure", "CLOSED_TO_DEPARTURE", null],
    ]);
  });

  it("too few or too many nights for the arrival day's bounds", () => {
    expect(on("2027-07-01", "2027-07-03")).toEqual([["stay", "MIN_NIGHTS", { nights: 3 }]]);
    expect(on("2027-07-01", "2027-07-10")).toEqual([["stay", "MAX_NIGHTS", { nights: 7 }]]);
  });

  it("the first stop-sold night after the arrival; a stop-sold arrival night is the arrival's reason", () => {
    expect(on("2027-07-17", "2027-07-23")).toEqual([["stay", "STOP_SELL", { date: "2027-07-20" }]]);
    expect(on("2027-07-20", "2027-07-24")).toEqual([
      ["arrival", "STOP_SELL", null],
      ["stay", "STOP_SELL", { date: "2027-07-21" }],
    ]);
  });
});
