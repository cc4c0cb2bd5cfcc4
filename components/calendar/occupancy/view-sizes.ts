// The tape chart's zoom and compact mode: the sizes the grid draws with, from the user's own cell
// sizes (lib/domain/calendar/sizes.ts) and the width in view. Pure (tests/unit/tape-chart-drag.test.ts).
import type { CalendarSizes } from "@/lib/domain/calendar/sizes";

/** How many nights the zoom fits into the screen's width ("sizes": the user's own column width). */
export const ZOOMS = { sizes: 0, week: 7, twoWeeks: 14, month: 31 } as const;
export type Zoom = keyof typeof ZOOMS;
/** The compact mode's rows and room column (px), and the narrowest column any zoom makes. */
const COMPACT = { rowHeight: 26, roomWidth: 112, fontSize: 11 };
const MIN_COLUMN = 24;

/** The sizes the grid draws with: the user's, made compact, the columns fitted to the zoom. */
export function viewSizes(user: CalendarSizes, zoom: Zoom, compact: boolean, viewWidth: number): CalendarSizes {
  const base = compact
    ? {
        ...user,
        rowHeight: Math.min(user.rowHeight, COMPACT.rowHeight),
        roomWidth: Math.min(user.roomWidth, COMPACT.roomWidth),
        fontSize: Math.min(user.fontSize, COMPACT.fontSize),
      }
    : user;
  const nights = ZOOMS[zoom];
  if (!nights || viewWidth <= 0) return base;
  return { ...base, columnWidth: Math.max(MIN_COLUMN, Math.floor((viewWidth - base.roomWidth - 2) / nights)) };
}
