// The periods a figure runs along (lib/domain/stats/stats-sql.ts periodsOf, the labels the database
// gives with to_char) and a table turned into a chart's series (stats-table.ts chartOf).
import { describe, expect, it } from "vitest";
import { periodLabel, periodsOf } from "@/lib/domain/stats/stats-sql";
import { chartOf, percentOf, type StatsTable } from "@/lib/domain/stats/stats-table";

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("periods", () => {
  it("labels ISO weeks across a year's end as PostgreSQL's IYYY-\"W\"IW does", () => {
    expect(periodLabel("week", at("2026-12-31"))).toBe("2026-W53");
    expect(periodLabel("week", at("2027-01-03"))).toBe("2026-W53");
    expect(periodLabel("week", at("2027-01-04"))).toBe("2027-W01");
    expect(periodLabel("week", at("2024-12-30"))).toBe("2025-W01");
  });

  it("lists every period of the range once, in order, also the empty ones", () => {
    expect(periodsOf("month", "2031-01-31", "2031-04-01")).toEqual(["2031-01", "2031-02", "2031-03", "2031-04"]);
    expect(periodsOf("year", "2030-12-31", "2031-01-01")).toEqual(["2030", "2031"]);
    expect(periodsOf("day", "2031-02-27", "2031-03-01")).toEqual(["2031-02-27", "2031-02-28", "2031-03-01"]);
  });
});

describe("chartOf", () => {
  const base: Omit<StatsTable, "rows" | "chart"> = { columns: [], currency: null };
  it("draws a column as a series along another", () => {
    const t: StatsTable = {
      ...base,
      rows: [
        { period: "2031-03", revenue: "500.00" },
        { period: "2031-04", revenue: "0.00" },
      ],
      chart: { kind: "bar", x: "period", series: ["revenue"] },
    };
    expect(chartOf(t)).toEqual({ labels: ["2031-03", "2031-04"], series: [{ key: "revenue", values: [500, 0] }] });
  });

  it("pivots rows per period and asset into one series per asset, a missing period as zero", () => {
    const t: StatsTable = {
      ...base,
      rows: [
        { period: "2031-03", asset: "Bay", utilization: 7 },
        { period: "2031-03", asset: "Star", utilization: 50 },
        { period: "2031-04", asset: "Bay", utilization: 1.7 },
      ],
      chart: { kind: "line", x: "period", series: ["utilization"], pivot: "asset" },
    };
    expect(chartOf(t)).toEqual({
      labels: ["2031-03", "2031-04"],
      series: [
        { key: "Bay", values: [7, 1.7] },
        { key: "Star", values: [50, 0] },
      ],
    });
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBe(0);
  });
});
