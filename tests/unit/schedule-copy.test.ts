// Copying a season of departures by whole years, and the overlaps a copy would make.
import { describe, expect, it } from "vitest";
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
