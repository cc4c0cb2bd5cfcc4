// Dragging a booking's bar on the tape chart: with the pointer (the bar to move it to another room
// and other nights, its end handle to extend or shorten it) or with the keyboard (a focused bar:
// arrows move it, Shift+arrows its end, Enter asks, Escape cancels). While it is dragged the chart
// shows where it would land and whether those nights are free; let go (or Enter), the chart asks
// the server what it would cost (onDrop). A press without a move is a click: it opens the drawer.
import { useCallback, useEffect, useRef, useState } from "react";
import type { CalendarSizes } from "@/lib/domain/calendar/sizes";
import type { GridEntry } from "@/lib/domain/booking/occupancy-grid";
import {
  allowedDrop,
  datesOf,
  deltaOf,
  dropOf,
  moved,
  NO_DELTA,
  type Bar,
  type DragDelta,
  type DragKind,
} from "./drag-math";
import type { RowData } from "./types";

export type BookingEntry = Extract<GridEntry, { kind: "booking" }>;

/** A bar being dragged: where it is, how far it went, where it would land and whether it may. */
export type BarDrag = {
  entry: BookingEntry;
  bar: Bar;
  delta: DragDelta;
  target: Bar;
  allowed: boolean;
  via: "pointer" | "keyboard";
};

/** A drop to ask about: the stay's room and nights before and after. */
export type DropProposal = {
  entry: BookingEntry;
  fromRoom: RowData["room"];
  toRoom: RowData["room"];
  from: string;
  to: string;
};

/** A pointer that moved less than this (px) clicked. */
const CLICK_SLOP = 4;

export function useBarDrag(p: {
  rows: RowData[];
  nights: number;
  sizes: CalendarSizes;
  enabled: boolean;
  /** a departure's chart: a guest changes beds, the trip's nights stay (only rows move) */
  rowsOnly?: boolean;
  onDrop: (proposal: DropProposal) => void;
}) {
  const [drag, setDrag] = useState<BarDrag | null>(null);
  const live = useRef(p);
  live.current = p;
  const current = useRef<BarDrag | null>(null);
  current.current = drag;
  /** the click that ends a pointer drag is not a click on the bar */
  const swallowClick = useRef(false);

  const update = useCallback((base: Omit<BarDrag, "target" | "allowed" | "delta">, asked: DragDelta) => {
    const { rows, nights, rowsOnly } = live.current;
    const delta = rowsOnly ? { ...NO_DELTA, rows: asked.rows } : asked;
    const target = dropOf(base.bar, delta, rows.length);
    const allowed = allowedDrop(rows[target.row]?.taken, base.bar, target, nights);
    setDrag({ ...base, delta, target, allowed });
  }, []);

  const finish = useCallback(() => {
    const d = current.current;
    setDrag(null);
    if (!d || !moved(d.bar, d.target)) return;
    const { rows, onDrop } = live.current;
    const { from, to } = datesOf(d.entry.from, d.entry.to, d.delta);
    onDrop({ entry: d.entry, fromRoom: rows[d.bar.row].room, toRoom: rows[d.target.row].room, from, to });
  }, []);

  const cancel = useCallback(() => setDrag(null), []);

  /** A pointer pressed on a bar (kind "move") or its end handle (kind "end"). */
  const startPointer = useCallback(
    (e: React.PointerEvent, entry: BookingEntry, bar: Bar, kind: DragKind) => {
      if (!live.current.enabled || e.button !== 0) return;
      e.stopPropagation();
      const x0 = e.clientX;
      const y0 = e.clientY;
      let started = false;
      const base = { entry, bar, via: "pointer" as const };
      const move = (ev: PointerEvent) => {
        const dx = ev.clientX - x0;
        const dy = ev.clientY - y0;
        if (!started && Math.abs(dx) < CLICK_SLOP && Math.abs(dy) < CLICK_SLOP) return;
        started = true;
        const { columnWidth, rowHeight } = live.current.sizes;
        update(base, deltaOf(kind, dx, dy, columnWidth, rowHeight));
      };
      const up = () => {
        window.removeEventListener("pointermove", move);
        window.removeEventListener("pointerup", up);
        window.removeEventListener("pointercancel", up);
        if (!started) return; // a click: the bar's own onClick opens the drawer
        swallowClick.current = true;
        setTimeout(() => (swallowClick.current = false));
        finish();
      };
      window.addEventListener("pointermove", move);
      window.addEventListener("pointerup", up);
      window.addEventListener("pointercancel", up);
    },
    [finish, update],
  );

  /** The keys on a focused bar; true when the key was the drag's. */
  const onKey = useCallback(
    (e: React.KeyboardEvent, entry: BookingEntry, bar: Bar): boolean => {
      if (!live.current.enabled) return false;
      const d = current.current?.entry.id === entry.id ? current.current : null;
      if (e.key === "Escape" && d) {
        cancel();
        return true;
      }
      if (e.key === "Enter" && d && moved(d.bar, d.target)) {
        finish();
        return true;
      }
      const step: Partial<Record<string, Partial<DragDelta>>> = e.shiftKey
        ? { ArrowLeft: { endDays: -1 }, ArrowRight: { endDays: 1 } }
        : { ArrowUp: { rows: -1 }, ArrowDown: { rows: 1 }, ArrowLeft: { days: -1 }, ArrowRight: { days: 1 } };
      const s = step[e.key];
      if (!s) return false;
      const delta = d?.delta ?? NO_DELTA;
      update(
        { entry, bar, via: "keyboard" },
        {
          rows: delta.rows + (s.rows ?? 0),
          days: delta.days + (s.days ?? 0),
          endDays: delta.endDays + (s.endDays ?? 0),
        },
      );
      return true;
    },
    [cancel, finish, update],
  );

  // a new window (another month, a reload) ends any drag: its columns no longer hold
  useEffect(() => setDrag(null), [p.rows]);

  return { drag, startPointer, onKey, cancel, swallowClick };
}
