// The cancellation rule of the terms of payment (lib/domain/booking/cancellation-fee.ts): which
// step applies on which day before arrival (the boundary days above all), the fee's rounding, and
// the steps as the terms accept and read them.
import { describe, expect, it } from "vitest";
import {
  cancellationFee,
  cancellationStepsSchema,
  daysBeforeArrival,
  stepsInOrder,
  stepsOf,
} from "@/lib/domain/booking/cancellation-fee";

// 60 days or fewer: 20 %, 30 or fewer: 50 %, 7 or fewer: 80 %, on the arrival day: 100 %
const STEPS = [
  { daysBefore: 30, percent: "50" },
  { daysBefore: 60, percent: "20" },
  { daysBefore: 0, percent: "100" },
  { daysBefore: 7, percent: "80" },
];
const ARRIVAL = "2027-03-31";
const feeOn = (today: string, total = "1000.00", currency = "EUR") =>
  cancellationFee({ steps: STEPS, total, currency, today, arrival: ARRIVAL });

describe("days before arrival", () => {
  it("counts calendar days: the arrival day is 0, after it negative, across a month and DST", () => {
    expect(daysBeforeArrival("2027-03-31", ARRIVAL)).toBe(0);
    expect(daysBeforeArrival("2027-03-30", ARRIVAL)).toBe(1);
    // the clocks change in Europe on 2027-03-28: still whole days
    expect(daysBeforeArrival("2027-03-01", ARRIVAL)).toBe(30);
    expect(daysBeforeArrival("2027-04-02", ARRIVAL)).toBe(-2);
  });
});

describe("the step that applies", () => {
  it("is none before the furthest step: cancelling early is free", () => {
    const f = feeOn("2027-01-29"); // 61 days before
    expect(f).toEqual({ daysBefore: 61, step: null, percent: "0", fee: "0.00" });
  });

  it("starts on its own day (60 days before: 20 %) and holds until the next step's day", () => {
    expect(feeOn("2027-01-30")).toMatchObject({ daysBefore: 60, percent: "20", fee: "200.00" });
    expect(feeOn("2027-03-02")).toMatchObject({ daysBefore: 29, percent: "50", fee: "500.00" });
    expect(feeOn("2027-03-01")).toMatchObject({ daysBefore: 30, percent: "50" });
    expect(feeOn("2027-02-28")).toMatchObject({ daysBefore: 31, percent: "20" });
  });

  it("takes the step with the fewest days that still covers the days left, whatever the list's order", () => {
    expect(feeOn("2027-03-24")).toMatchObject({ daysBefore: 7, step: { daysBefore: 7, percent: "80" } });
    expect(feeOn("2027-03-23")).toMatchObject({ daysBefore: 8, percent: "50" });
    expect(feeOn("2027-03-31")).toMatchObject({ daysBefore: 0, percent: "100", fee: "1000.00" });
  });

  it("after the arrival day (a no-show cancelled late) keeps the last step", () => {
    expect(feeOn("2027-04-03")).toMatchObject({ daysBefore: -3, percent: "100" });
  });

  it("without a step for the arrival day, after the last step's day nothing changes", () => {
    const f = cancellationFee({
      steps: [{ daysBefore: 14, percent: "30" }],
      total: "500",
      currency: "EUR",
      today: "2027-03-30",
      arrival: ARRIVAL,
    });
    expect(f).toMatchObject({ daysBefore: 1, percent: "30", fee: "150.00" });
  });

  it("no steps at all: no fee", () => {
    const f = cancellationFee({ steps: [], total: "500", currency: "EUR", today: ARRIVAL, arrival: ARRIVAL });
    expect(f).toEqual({ daysBefore: 0, step: null, percent: "0", fee: "0.00" });
  });
});

describe("the fee", () => {
  it("rounds half away from zero to the currency's minor unit", () => {
    // one step of `percent` from 10 days before: on the arrival day
    const fee = (percent: string, total: string, currency: string) =>
      cancellationFee({ steps: [{ daysBefore: 10, percent }], total, currency, today: ARRIVAL, arrival: ARRIVAL }).fee;
    // 1234.50 x 33.33 % = 411.45885
    expect(fee("33.33", "1234.50", "EUR")).toBe("411.46");
    expect(fee("25", "1002", "JPY")).toBe("251");
  });

  it("is nothing on a booking that costs nothing or is a credit", () => {
    expect(feeOn(ARRIVAL, "0").fee).toBe("0.00");
    expect(feeOn(ARRIVAL, "-50").fee).toBe("0.00");
  });
});

describe("the steps of the terms of payment", () => {
  it("accepts whole days and percentages up to 100, with a comma too", () => {
    const r = cancellationStepsSchema.safeParse([
      { daysBefore: "30", percent: "12,5" },
      { daysBefore: 0, percent: 100 },
    ]);
    expect(r.success && r.data).toEqual([
      { daysBefore: 30, percent: "12.5" },
      { daysBefore: 0, percent: "100" },
    ]);
  });

  it("names the field of a bad step: a day count twice, a negative day, more than 100 %", () => {
    const paths = (v: unknown) => {
      const r = cancellationStepsSchema.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    };
    expect(
      paths([
        { daysBefore: 30, percent: "50" },
        { daysBefore: 30, percent: "60" },
      ]),
    ).toEqual(["1.daysBefore:validation.duplicate"]);
    expect(paths([{ daysBefore: -1, percent: "50" }])).toEqual(["0.daysBefore:validation.nonNegative"]);
    expect(paths([{ daysBefore: 3, percent: "120" }])[0]).toMatch(/^0\.percent:/);
  });

  it("reads stored steps, leaving out malformed ones, and orders them from the furthest day", () => {
    const stored = stepsOf([
      { daysBefore: 7, percent: "80" },
      { daysBefore: "x" },
      null,
      { daysBefore: 30, percent: "50" },
    ]);
    expect(stored).toEqual([
      { daysBefore: 7, percent: "80" },
      { daysBefore: 30, percent: "50" },
    ]);
    expect(stepsOf(null)).toEqual([]);
    expect(stepsInOrder(stored).map((s) => s.daysBefore)).toEqual([30, 7]);
  });
});
