// The calendars' cell sizes: the spec's defaults and a user's own choice over them.
import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SIZES, calendarSizesOf, calendarSizesSchema } from "@/lib/domain/calendar/sizes";

describe("calendar sizes", () => {
  it("default to row 47 px, column 78 px, room column 200 px, font 12 px", () => {
    expect(DEFAULT_CALENDAR_SIZES).toEqual({ rowHeight: 47, columnWidth: 78, roomWidth: 200, fontSize: 12 });
    expect(calendarSizesOf({})).toEqual(DEFAULT_CALENDAR_SIZES);
    expect(calendarSizesOf(null)).toEqual(DEFAULT_CALENDAR_SIZES);
  });

  it("take the user's sizes over the defaults, and ignore broken ones", () => {
    expect(calendarSizesOf({ calendar: { rowHeight: 30, fontSize: 11 } })).toEqual({
      ...DEFAULT_CALENDAR_SIZES,
      rowHeight: 30,
      fontSize: 11,
    });
    expect(calendarSizesOf({ calendar: { rowHeight: 5000 } })).toEqual(DEFAULT_CALENDAR_SIZES);
    expect(
      calendarSizesSchema.safeParse({ rowHeight: 10, columnWidth: 78, roomWidth: 200, fontSize: 12 }).success,
    ).toBe(false);
  });
});
