// The calendars' cell sizes by default and what each may be, without zod: the sizes dialog reads
// them in the browser (sizes.ts holds the schema that checks a user's choice).
export const DEFAULT_CALENDAR_SIZES = { rowHeight: 47, columnWidth: 78, roomWidth: 200, fontSize: 12 } as const;
export type CalendarSizes = { rowHeight: number; columnWidth: number; roomWidth: number; fontSize: number };

/** What each size may be, in px: the schema's bounds and the form's. */
export const CALENDAR_SIZE_LIMITS = {
  rowHeight: [20, 120],
  columnWidth: [24, 240],
  roomWidth: [80, 400],
  fontSize: [9, 20],
} as const satisfies Record<keyof CalendarSizes, readonly [number, number]>;
