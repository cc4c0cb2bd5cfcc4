// The calendars' cell sizes (spec part 1, section 9: row 47 px, column 78 px, room column 200 px,
// font 12 px) and a user's own choice of them, kept in the user's settings ("calendar").
import { z } from "zod";

export const DEFAULT_CALENDAR_SIZES = { rowHeight: 47, columnWidth: 78, roomWidth: 200, fontSize: 12 } as const;
export type CalendarSizes = { rowHeight: number; columnWidth: number; roomWidth: number; fontSize: number };

const px = (min: number, max: number) =>
  z.coerce
    .number({ error: "validation.number" })
    .int("validation.integer")
    .min(min, `validation.min|{"min":${min}}`)
    .max(max, `validation.max|{"max":${max}}`);

/** What each size may be, in px: the schema's bounds and the form's. */
export const CALENDAR_SIZE_LIMITS = {
  rowHeight: [20, 120],
  columnWidth: [24, 240],
  roomWidth: [80, 400],
  fontSize: [9, 20],
} as const satisfies Record<keyof CalendarSizes, readonly [number, number]>;

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
