// Copying a season of departures by whole years, and the overlaps a copy would make; what the
// copy form checks before it calls the server.
import { describe, expect, it } from "vitest";
import { copySeasonInput } from "@/components/tours/copy-season-input";
import { copyClashes, planCopy, shiftYears } from "@/lib/domain/tours/schedule-copy-plan";

const trip = (id: number, from: string, to: string, vesselId = 1) => ({
  id,
  tourId: 1,
  vesselId,
  from,
  to,
  tour: "Reef",
});

describe("schedule copy with addyear", () => {
  it("moves each departure by whole years, keeping its length", () => {
    expect(planCopy([trip(1, "2027-03-06", "2027-03-13")], 1)).toEqual([
      { ...trip(1, "2028-03-06", "2028-03-13"), sourceId: 1 },
    ]);
    expect(planCopy([trip(1, "2027-12-28", "2028-01-04")], 2)[0]).toMatchObject({
      from: "2029-12-28",
      to: "2030-01-04",
    });
    expect(planCopy([trip(1, "2027-03-06", "2027-03-13")], 0)[0]).toMatchObject({ from: "2027-03-06" });
  });

  it("with sameWeekday moves by whole weeks: a Saturday departure stays a Saturday, for its whole length", () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
    // 2027-01-02 and 2027-03-06 are Saturdays; 2028 is a leap year, so the same date is a Sunday or Monday
    for (const [from, to] of [
      ["2027-01-02", "2027-01-09"],
      ["2027-03-06", "2027-03-13"],
      ["2027-12-25", "2028-01-05"],
    ]) {
      const [copy] = planCopy([trip(1, from, to)], 1, { sameWeekday: true });
      expect(day(copy.from)).toBe(day(from));
      expect(day(copy.to)).toBe(day(to));
      // within half a week of the same date a year on
      const drift = (Date.parse(copy.from) - Date.parse(shiftYears(from, 1))) / 86_400_000;
      expect(Math.abs(drift)).toBeLessThanOrEqual(3);
    }
    expect(planCopy([trip(1, "2027-01-02", "2027-01-09")], 1, { sameWeekday: true })[0]).toMatchObject({
      from: "2028-01-01",
      to: "2028-01-08",
    });
    expect(planCopy([trip(1, "2027-01-02", "2027-01-09")], 2, { sameWeekday: true })[0].from).toBe("2028-12-30");
  });

  it("turns 29 February into 28 February", () => {
    expect(shiftYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(shiftYears("2028-02-29", 4)).toBe("2032-02-29");
  });

  it("names every copy that overlaps an existing departure of its vessel", () => {
    const plan = planCopy([trip(1, "2027-03-06", "2027-03-13"), trip(2, "2027-03-20", "2027-03-27")], 1);
    const existing = [
      { id: 9, vesselId: 1, from: "2028-03-10", to: "2028-03-17", tour: "Manta" },
      // another vessel: no clash
      { id: 10, vesselId: 2, from: "2028-03-20", to: "2028-03-27", tour: "Manta" },
      // back to back: no clash
      { id: 11, vesselId: 1, from: "2028-03-27", to: "2028-04-03", tour: "Manta" },
    ];
    expect(copyClashes(plan, existing)).toEqual([
      {
        tour: "Reef",
        from: "2028-03-06",
        to: "2028-03-13",
        with: { id: 9, tour: "Manta", from: "2028-03-10", to: "2028-03-17" },
      },
    ]);
  });

  it("names overlaps among the copies themselves", () => {
    const plan = planCopy([trip(1, "2028-02-22", "2028-02-29"), trip(2, "2028-02-29", "2028-03-07")], 1);
    // 2028-02-29 becomes 2029-02-28 for both: the first now ends on the 28th, the second starts on it
    expect(copyClashes(plan, [])).toEqual([]);
    const same = planCopy([trip(1, "2027-05-01", "2027-05-08"), trip(2, "2027-05-05", "2027-05-12")], 1);
    expect(copyClashes(same, [])).toHaveLength(1);
  });
});

describe("the copy form's dates", () => {
  const issues = (v: unknown) => {
    const r = copySeasonInput.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("refuses an empty date with the field's required message (it would make the path /copy//{to}, a 404)", () => {
    expect(issues({ from: "", to: "2027-12-31" })).toEqual([["from", "validation.required"]]);
    expect(issues({ from: "2027-01-01", to: "" })).toEqual([["to", "validation.required"]]);
    expect(issues({ from: "", to: "" }).map(([path]) => path)).toEqual(["from", "to"]);
  });

  it("takes a season of two dates in order, and names a reversed or unreadable one", () => {
    expect(issues({ from: "2027-01-01", to: "2027-12-31", asset: "", addyear: "1" })).toEqual([]);
    expect(issues({ from: "2027-12-31", to: "2027-01-01" })).toEqual([["to", "validation.dateOrder"]]);
    expect(issues({ from: "2027-02-30", to: "2027-12-31" }).map(([path]) => path)).toEqual(["from"]);
  });
});
