// The tape chart's drag arithmetic, pure (tests/unit/tape-chart-drag.test.ts): which night and
// which room row a pixel is on, where a dragged bar lands (moved: other room and/or other nights;
// its end dragged: longer or shorter) and whether it may land there (free nights only; the bar's
// own nights count as free in its own row).
import { addCalendarDays } from "@/lib/core/dates";

/** The night column a pixel (x within the grid's content, scroll included) is on; -1 left of the nights. */
export function nightAt(x: number, roomWidth: number, columnWidth: number): number {
  if (x < roomWidth) return -1;
  return Math.floor((x - roomWidth) / columnWidth);
}

/** The room row a pixel (y within the grid's content) is on; -1 on the header. */
export function rowAt(y: number, header: number, rowHeight: number): number {
  if (y < header) return -1;
  return Math.floor((y - header) / rowHeight);
}

/** A booking bar on the chart: its row and nights as columns [start, end). */
export type Bar = { row: number; start: number; end: number };
/** How a bar is dragged: moved whole, or its end. */
export type DragKind = "move" | "end";
/** What the drag did: rows down (negative: up), days later (negative: earlier), its end days later. */
export type DragDelta = { rows: number; days: number; endDays: number };
export const NO_DELTA: DragDelta = { rows: 0, days: 0, endDays: 0 };

/**
 * A pointer's way as whole cells (half a cell counts as one): moving the bar, rows and days;
 * dragging its end, days of the end only.
 */
export function deltaOf(kind: DragKind, dx: number, dy: number, columnWidth: number, rowHeight: number): DragDelta {
  const days = Math.round(dx / columnWidth) || 0;
  if (kind === "end") return { rows: 0, days: 0, endDays: days };
  return { rows: Math.round(dy / rowHeight) || 0, days, endDays: 0 };
}

/**
 * Where a bar lands: on the row `rows` away (kept within the chart's rows), `days` later, its end
 * `endDays` later besides (at least one night).
 */
export function dropOf(bar: Bar, d: DragDelta, rowCount: number): Bar {
  const row = Math.min(Math.max(bar.row + d.rows, 0), Math.max(rowCount - 1, 0));
  const start = bar.start + d.days;
  return { row, start, end: Math.max(start + 1, bar.end + d.days + d.endDays) };
}

/** The stay's dates after the drag (from the stay's real dates: a bar may reach past the window). */
export function datesOf(from: string, to: string, d: DragDelta): { from: string; to: string } {
  const f = addCalendarDays(from, d.days);
  const t = addCalendarDays(to, d.days + d.endDays);
  return { from: f, to: t > f ? t : addCalendarDays(f, 1) };
}

/** Whether the drop changes anything. */
export const moved = (from: Bar, to: Bar) => from.row !== to.row || from.start !== to.start || from.end !== to.end;

/**
 * Whether `to` lands on free nights: none of its nights in the window's `nights` columns taken in
 * its row, except those the bar itself holds (`from`, in its own row). Nights beyond the window
 * are not known here: the server's check decides them.
 */
export function allowedDrop(taken: ArrayLike<number> | undefined, from: Bar, to: Bar, nights: number): boolean {
  if (to.end <= to.start || !taken || to.end <= 0 || to.start >= nights) return false;
  for (let i = Math.max(to.start, 0); i < Math.min(to.end, nights); i++) {
    const own = to.row === from.row && i >= from.start && i < from.end;
    if (taken[i] && !own) return false;
  }
  return true;
}
