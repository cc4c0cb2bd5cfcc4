// The calendars' cell sizes (spec part 1, section 9: row 47 px, column 78 px, room column 200 px,
// font 12 px) and a user's own choice of them, kept in the user's settings ("calendar").
import { z } from "zod";
import { CALENDAR_SIZE_LIMITS, DEFAULT_CALENDAR_SIZES, type CalendarSizes } from "./size-limits";

export { CALENDAR_SIZE_LIMITS, DEFAULT_CALENDAR_SIZES, type CalendarSizes };

const px = (min: number, max: number) =>
  z.coerce
    .number({ error: "validation.number" })
    .int("validation.integer")
    .min(min, `validation.min|{"min":${min}}`)
    .max(max, `validation.max|{"max":${max}}`);

export const calendarSizesSchema = z.object({
  rowHeight: px(...CALENDAR_SIZE_LIMITS.rowHeight),
  columnWidth: px(...CALENDAR_SIZE_LIMITS.columnWidth),
  roomWidth: px(...CALENDAR_SIZE_LIMITS.roomWidth),
  fontSize: px(...CALENDAR_SIZE_LIMITS.fontSize),
});

/** The user's sizes over the defaults (anything broken falls back to the default). */
export function calendarSizesOf(settings: unknown): CalendarSizes {
  const raw = settings && typeof settings === "object" ? (settings as { calendar?: unknown }).calendar : undefined;
  const parsed = calendarSizesSchema.partial().safeParse(raw ?? {});
  return { ...DEFAULT_CALENDAR_SIZES, ...(parsed.success ? parsed.data : {}) };
}
