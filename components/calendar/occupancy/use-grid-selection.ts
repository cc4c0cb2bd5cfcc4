// Dragging across free nights of one room: the nights selected while the pointer is down, and
// the nights chosen when it is let go (which open the selection dialog), with the stay rules'
// warnings for arriving and leaving on those dates.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { stayWarnings } from "@/lib/domain/inventory/grid-stays";
import type { Grid, RowData, Selection } from "./types";

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
        const taken = rows[row]?.taken;
        // grow towards idx only over free nights
        let end = sel.start;
        const step = idx >= sel.start ? 1 : -1;
        for (let i = sel.start; step > 0 ? i <= idx : i >= idx; i += step) {
          if (taken?.[i]) break;
          end = i;
        }
        return { ...sel, end };
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

  useEffect(() => {
    const up = () => {
      if (!dragging.current) return;
      dragging.current = false;
      if (selected.current) setChosen(selected.current);
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
