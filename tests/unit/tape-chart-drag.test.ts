// The tape chart's drag arithmetic (components/calendar/occupancy/drag-math.ts): the night and the
// room under a pixel, where a moved or stretched bar lands, and whether it may land there.
import { describe, expect, it } from "vitest";
import {
  allowedDrop,
  datesOf,
  deltaOf,
  dropOf,
  moved,
  nightAt,
  rowAt,
} from "@/components/calendar/occupancy/drag-math";
import { growOver } from "@/components/calendar/occupancy/use-grid-selection";
import { viewSizes } from "@/components/calendar/occupancy/view-sizes";

describe("the night and the room under the pointer", () => {
  it("counts nights from the end of the room column, rows from below the header", () => {
    expect(nightAt(199, 200, 78)).toBe(-1);
    expect(nightAt(200, 200, 78)).toBe(0);
    expect(nightAt(200 + 78 * 3 - 1, 200, 78)).toBe(2);
    expect(nightAt(200 + 78 * 3, 200, 78)).toBe(3);
    expect(rowAt(43, 44, 47)).toBe(-1);
    expect(rowAt(44, 44, 47)).toBe(0);
    expect(rowAt(44 + 47 * 2 + 10, 44, 47)).toBe(2);
  });

  it("rounds a pointer's way to whole cells: less than half a cell moves nothing", () => {
    expect(deltaOf("move", 38, 23, 78, 47)).toEqual({ rows: 0, days: 0, endDays: 0 });
    expect(deltaOf("move", 40, 24, 78, 47)).toEqual({ rows: 1, days: 1, endDays: 0 });
    expect(deltaOf("move", -160, -100, 78, 47)).toEqual({ rows: -2, days: -2, endDays: 0 });
    // dragging the end: only its days, whatever the pointer did up or down
    expect(deltaOf("end", 160, 100, 78, 47)).toEqual({ rows: 0, days: 0, endDays: 2 });
  });
});

describe("where a dragged bar lands", () => {
  const bar = { row: 2, start: 5, end: 8 };
  it("moves whole: rows and days, kept within the chart's rows", () => {
    expect(dropOf(bar, { rows: 1, days: -2, endDays: 0 }, 10)).toEqual({ row: 3, start: 3, end: 6 });
    expect(dropOf(bar, { rows: -5, days: 0, endDays: 0 }, 10)).toEqual({ row: 0, start: 5, end: 8 });
    expect(dropOf(bar, { rows: 20, days: 0, endDays: 0 }, 10)).toEqual({ row: 9, start: 5, end: 8 });
  });
  it("its end stretches or shrinks, never below one night", () => {
    expect(dropOf(bar, { rows: 0, days: 0, endDays: 2 }, 10)).toEqual({ row: 2, start: 5, end: 10 });
    expect(dropOf(bar, { rows: 0, days: 0, endDays: -1 }, 10)).toEqual({ row: 2, start: 5, end: 7 });
    expect(dropOf(bar, { rows: 0, days: 0, endDays: -9 }, 10)).toEqual({ row: 2, start: 5, end: 6 });
    expect(moved(bar, dropOf(bar, { rows: 0, days: 0, endDays: 0 }, 10))).toBe(false);
  });
  it("gives the stay's new dates from its real ones, across months", () => {
    expect(datesOf("2027-01-30", "2027-02-02", { rows: 1, days: 2, endDays: 0 })).toEqual({
      from: "2027-02-01",
      to: "2027-02-04",
    });
    expect(datesOf("2027-01-30", "2027-02-02", { rows: 0, days: 0, endDays: 3 })).toEqual({
      from: "2027-01-30",
      to: "2027-02-05",
    });
    expect(datesOf("2027-01-30", "2027-02-02", { rows: 0, days: 0, endDays: -5 })).toEqual({
      from: "2027-01-30",
      to: "2027-01-31",
    });
  });
});

describe("whether it may land", () => {
  // nights 5-7 the bar's own, 9 taken by another booking
  const own = new Uint8Array([0, 0, 0, 0, 0, 1, 1, 1, 0, 1]);
  const other = new Uint8Array([0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
  const bar = { row: 0, start: 5, end: 8 };
  it("on free nights, its own nights in its own row counting as free", () => {
    expect(allowedDrop(own, bar, { row: 0, start: 5, end: 9 }, 10)).toBe(true);
    expect(allowedDrop(own, bar, { row: 0, start: 4, end: 7 }, 10)).toBe(true);
    expect(allowedDrop(other, bar, { row: 1, start: 4, end: 7 }, 10)).toBe(true);
  });
  it("not over a night taken by another booking or a blocker; beyond the window the server decides", () => {
    expect(allowedDrop(own, bar, { row: 0, start: 5, end: 10 }, 10)).toBe(false);
    expect(allowedDrop(other, bar, { row: 1, start: 3, end: 6 }, 10)).toBe(false);
    // in another row the bar's own columns are not its own
    expect(allowedDrop(own, bar, { row: 1, start: 5, end: 8 }, 10)).toBe(false);
    expect(allowedDrop(other, bar, { row: 1, start: -1, end: 2 }, 10)).toBe(true);
    expect(allowedDrop(other, bar, { row: 1, start: -1, end: 4 }, 10)).toBe(false);
    expect(allowedDrop(other, bar, { row: 1, start: 8, end: 11 }, 10)).toBe(true);
    expect(allowedDrop(other, bar, { row: 1, start: 10, end: 12 }, 10)).toBe(false);
  });
});

describe("the zoom and the compact mode", () => {
  const user = { rowHeight: 47, columnWidth: 78, roomWidth: 200, fontSize: 12 };
  it("fits a month into a 1366 px screen's chart, compact rows and room column", () => {
    // 1366 px less the navigation and the page's padding: about 1080 px of chart
    const s = viewSizes(user, "month", true, 1080);
    expect(s.roomWidth + 31 * s.columnWidth).toBeLessThanOrEqual(1080);
    expect(s).toMatchObject({ rowHeight: 26, roomWidth: 112, fontSize: 11 });
    expect(viewSizes(user, "week", false, 1080).columnWidth).toBe(Math.floor((1080 - 200 - 2) / 7));
  });
  it("keeps the user's own sizes without a zoom, and never makes columns narrower than 24 px", () => {
    expect(viewSizes(user, "sizes", false, 1080)).toEqual(user);
    expect(viewSizes(user, "month", false, 390).columnWidth).toBe(24);
  });
});

describe("a selection of free nights", () => {
  it("grows from its first night towards the pointer's, stopping before a taken night, either way", () => {
    const taken = new Uint8Array([0, 0, 0, 1, 0, 0]);
    expect(growOver(taken, 0, 2)).toBe(2);
    expect(growOver(taken, 0, 5)).toBe(2);
    expect(growOver(taken, 5, 0)).toBe(4);
    expect(growOver(taken, 1, 1)).toBe(1);
  });
});
