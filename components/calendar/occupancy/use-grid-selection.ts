// Dragging across free nights of one room: the nights selected while the pointer is down, and
// the nights chosen when it is let go (which open the selection dialog), with the stay rules'
// warnings for arriving and leaving on those dates.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { stayWarnings } from "@/lib/domain/inventory/grid-stays";
import type { Grid, RowData, Selection } from "./types";

/** The last night from `start` towards `idx` before a taken one: a selection grows over free nights only. */
export function growOver(taken: ArrayLike<number> | undefined, start: number, idx: number): number {
  let end = start;
  const step = idx >= start ? 1 : -1;
  for (let i = start; step > 0 ? i <= idx : i >= idx; i += step) {
    if (taken?.[i]) break;
    end = i;
  }
  return end;
}

export function useGridSelection(grid: Grid | null, rows: RowData[]) {
  const [selection, setSelection] = useState<Selection | null>(null);
  const [chosen, setChosen] = useState<Selection | null>(null);
  const dragging = useRef(false);
  const selected = useRef<Selection | null>(null);
  selected.current = selection;

  const extend = useCallback(
    (row: number, idx: number) => {
      setSelection((sel) => {
        if (!sel || sel.row !== row) return sel;
        // grow towards idx only over free nights
        return { ...sel, end: growOver(rows[row]?.taken, sel.start, idx) };
      });
    },
    [rows],
  );

  const startSelection = useCallback((row: number, start: number) => {
    dragging.current = true;
    setSelection({ row, start, end: start });
  }, []);
  const extendSelection = useCallback(
    (row: number, idx: number) => {
      if (dragging.current) extend(row, idx);
    },
    [extend],
  );

  const rowsNow = useRef(rows);
  rowsNow.current = rows;
  useEffect(() => {
    const up = (e: PointerEvent) => {
      if (!dragging.current) return;
      dragging.current = false;
      let sel = selected.current;
      // a quick drag may be let go before the pointer's last cells reported: the cell under it counts
      const cell = document.elementFromPoint?.(e.clientX, e.clientY)?.closest<HTMLElement>("[data-index]");
      const row = cell?.closest<HTMLElement>("[data-row-index]");
      if (sel && cell && row && Number(row.dataset.rowIndex) === sel.row)
        sel = { ...sel, end: growOver(rowsNow.current[sel.row]?.taken, sel.start, Number(cell.dataset.index)) };
      if (sel) setChosen(sel);
      setSelection(null);
    };
    window.addEventListener("pointerup", up);
    return () => window.removeEventListener("pointerup", up);
  }, []);

  /** The chosen nights as dates: the room, arrival and departure, nights and stay-rule warnings. */
  const chosenRange = useMemo(() => {
    if (!chosen || !grid) return null;
    const a = Math.min(chosen.start, chosen.end);
    const b = Math.max(chosen.start, chosen.end);
    const to = b + 1 < grid.days.length ? grid.days[b + 1].date : grid.to;
    const row = rows[chosen.row];
    const from = grid.days[a].date;
    const warnings = row?.stayDays ? stayWarnings(row.stayDays, from, to) : [];
    return { room: row?.room, from, to, nights: b - a + 1, warnings };
  }, [chosen, grid, rows]);

  const clearChosen = useCallback(() => setChosen(null), []);

  return { selection, startSelection, extendSelection, chosenRange, clearChosen };
}

export type ChosenRange = NonNullable<ReturnType<typeof useGridSelection>["chosenRange"]>;
