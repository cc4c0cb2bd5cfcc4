// A series of departures: the first date, every N days or weeks, up to an end date. The form counts
// with the same function the server plans with; the request's schema refuses what the server would.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCalendarDays, nightsBetween } from "@/lib/core/dates";
import {
  MAX_SERIES_DEPARTURES,
  seriesCount,
  seriesDates,
  seriesStep,
  type SeriesRule,
} from "@/lib/domain/tours/departure-series";
import { departureSeriesSchema } from "@/lib/domain/tours/plan-departures";

const day = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addCalendarDays("2027-01-01", n));
const rule = fc.record({
  from: day,
  every: fc.integer({ min: 1, max: 52 }),
  unit: fc.constantFrom("days" as const, "weeks" as const),
  until: day,
});

describe("a series of departure dates", () => {
  it("weekly for a year: 52 Saturdays from the first one, the last by the end date", () => {
    const dates = seriesDates({ from: "2027-01-02", every: 1, unit: "weeks", until: "2027-12-31" });
    expect(dates).toHaveLength(52);
    expect(dates[0]).toBe("2027-01-02");
    expect(dates.at(-1)).toBe("2027-12-25");
    expect(new Set(dates.map((d) => new Date(`${d}T00:00:00Z`).getUTCDay()))).toEqual(new Set([6]));
  });

  it("includes the end date when a departure falls on it; one departure when it is the first date", () => {
    expect(seriesDates({ from: "2027-01-01", every: 10, unit: "days", until: "2027-01-21" })).toEqual([
      "2027-01-01",
      "2027-01-11",
      "2027-01-21",
    ]);
    expect(seriesDates({ from: "2027-01-01", every: 2, unit: "weeks", until: "2027-01-01" })).toEqual(["2027-01-01"]);
    expect(seriesDates({ from: "2027-01-02", every: 1, unit: "days", until: "2027-01-01" })).toEqual([]);
    // across a leap day and a year's end, by calendar days
    expect(seriesDates({ from: "2028-02-27", every: 1, unit: "days", until: "2028-03-01" })).toEqual([
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
  });

  it("every date lies within [from, until], spaced exactly by the step, none missing, as many as counted", () => {
    fc.assert(
      fc.property(rule, (r: SeriesRule) => {
        const dates = seriesDates(r, Infinity);
        const step = seriesStep(r);
        expect(dates.length).toBe(seriesCount(r));
        if (r.until < r.from) {
          expect(dates).toEqual([]);
          return;
        }
        expect(dates[0]).toBe(r.from);
        for (const d of dates) expect(d >= r.from && d <= r.until).toBe(true);
        for (let i = 1; i < dates.length; i++) expect(nightsBetween(dates[i - 1], dates[i])).toBe(step);
        // none missing: the next step would pass the end date
        expect(addCalendarDays(dates.at(-1)!, step) > r.until).toBe(true);
      }),
    );
  });

  it("stops at the limit, so a series too long to plan costs no more than knowing it", () => {
    const daily = { from: "2027-01-01", every: 1, unit: "days" as const, until: "2999-12-31" };
    expect(seriesCount(daily)).toBeGreaterThan(100_000);
    expect(seriesDates(daily)).toHaveLength(MAX_SERIES_DEPARTURES + 1);
  });
});

describe("the series request", () => {
  const ok = { tourId: 1, from: "2027-01-02", every: 1, unit: "weeks", until: "2027-12-31" };
  const paths = (v: unknown) => {
    const r = departureSeriesSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("takes a tour, the first date, every (1 to 52) days or weeks and an end date", () => {
    expect(paths(ok)).toEqual([]);
    expect(departureSeriesSchema.parse({ ...ok, every: "2" })).toMatchObject({ every: 2, status: "active" });
  });

  it("names the end date when it is before the first date or makes more than 400 departures", () => {
    expect(paths({ ...ok, until: "2027-01-01" })).toEqual(["until: validation.seriesUntil"]);
    expect(paths({ ...ok, every: 1, unit: "days", until: "2028-12-31" })).toEqual([
      'until: validation.seriesTooLong|{"max":400,"count":730}',
    ]);
    // dates that are no dates are named as such and compared with nothing (no 500)
    expect(paths({ ...ok, from: "2027-02-30" })).toEqual(["from: validation.noSuchDay"]);
    expect(new Set(paths({ ...ok, from: "", until: "" }).map((p) => p.split(":")[0]))).toEqual(
      new Set(["from", "until"]),
    );
    expect(paths({ ...ok, every: 1, unit: "months", until: "2099-12-31" })).toEqual([expect.stringMatching(/^unit: /)]);
    // exactly 400 is allowed
    expect(paths({ ...ok, every: 1, unit: "days", until: addCalendarDays(ok.from, 399) })).toEqual([]);
  });
});
