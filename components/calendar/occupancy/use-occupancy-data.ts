// The occupancy grid's data: the window's rooms, nights, entries and stay rules from
// GET /api/rooms/occupancy (or a departure's cabin beds and trip from GET /api/schedules/{id}/
// occupancy), compact on the wire and unpacked here (grid-wire.ts), and per room (or bed) the row
// the grid draws (entries as column spans, the taken nights, the stay rules' marks). Marks
// occupancy:data and occupancy:painted for the benchmark (bench/occupancy.bench.ts measures the
// one to the other).
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { GridEntry } from "@/lib/domain/booking/occupancy-grid";
import { unpackGrid, type WireGrid } from "@/lib/domain/booking/grid-wire";
import type { GridStayDay, StayWarning } from "@/lib/domain/inventory/grid-stays";
import { api } from "@/lib/client/api";
import { windowOf, type Grid, type RowData, type StayCell } from "./types";

/** A row's key: the room, and on a departure's chart the bed. */
const rowKey = (roomId: number, bedId?: number) => (bedId === undefined ? String(roomId) : `${roomId}:${bedId}`);

export function useOccupancyData(filter: {
  month: string;
  resortId: string;
  roomTypeId: string;
  /** a departure chosen: its cabin beds and the trip's nights (GET /api/schedules/{id}/occupancy) */
  departureId?: string;
}) {
  const { month, resortId, roomTypeId, departureId } = filter;
  const t = useTranslations("occupancy");
  const tr = useTranslations("stayRules.reasons");
  const [grid, setGrid] = useState<Grid | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  /** Loads the window again (after a blocker was added or removed). */
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  /** One room's row changed in place (its status set from the chart): no reload. */
  const patchRoom = useCallback(
    (id: number, patch: Partial<Grid["rooms"][number]>) =>
      setGrid((g) => g && { ...g, rooms: g.rooms.map((r) => (r.id === id ? { ...r, ...patch } : r)) }),
    [],
  );

  useEffect(() => {
    const { from, to } = windowOf(month);
    const q = new URLSearchParams({ from, to });
    if (resortId) q.set("resortId", resortId);
    if (roomTypeId) q.set("roomTypeId", roomTypeId);
    const ctrl = new AbortController();
    const url = departureId ? `/api/schedules/${departureId}/occupancy` : `/api/rooms/occupancy?${q}`;
    // the browser keeps the answer and asks again with its ETag: an unchanged window is a 304
    void api<WireGrid>(url, { signal: ctrl.signal }).then((res) => {
      if (ctrl.signal.aborted) return;
      if (res.ok) {
        performance.mark("occupancy:data"); // npm run bench measures data -> painted
        setGrid(unpackGrid(res.data) satisfies Grid);
        setError(null);
      } else setError(res.error.message);
    });
    return () => ctrl.abort();
  }, [month, resortId, roomTypeId, departureId, generation]);

  // the frame after the grid's commit: painted (read by the benchmark through the Performance API)
  useEffect(() => {
    if (grid) requestAnimationFrame(() => setTimeout(() => performance.mark("occupancy:painted")));
  }, [grid]);

  const dayIndex = useMemo(() => new Map(grid?.days.map((d, i) => [d.date, i]) ?? []), [grid]);
  /** Per room: its entries with their column span, and which nights are taken. */
  const rows = useMemo<RowData[]>(() => {
    if (!grid) return [];
    const n = grid.days.length;
    // a row is a room, or on a departure's chart a bed of a cabin
    const byRoom = new Map<string, { entry: GridEntry; start: number; end: number }[]>();
    for (const e of grid.entries) {
      const start = e.from <= grid.from ? 0 : (dayIndex.get(e.from) ?? n);
      const end = e.to >= grid.to ? n : (dayIndex.get(e.to) ?? n);
      if (end <= start) continue;
      const key = rowKey(e.roomId, e.kind === "booking" ? e.bedId : undefined);
      const list = byRoom.get(key) ?? [];
      list.push({ entry: e, start, end });
      byRoom.set(key, list);
    }
    // the stay rules per resort and room type: one array of cells shared by the rows of that type
    const stayCells = new Map<string, { cells: (StayCell | undefined)[]; days: GridStayDay[] }>();
    const reason = (r: StayWarning["reason"]) => tr(r.code, r.values ?? {});
    for (const s of grid.stays ?? []) {
      const cells: (StayCell | undefined)[] = new Array(n);
      for (const d of s.days) {
        const i = dayIndex.get(d.date);
        if (i === undefined) continue;
        const title = [
          ...d.arrival.reasons.map((r) => `${t("stay.noArrival")}: ${reason(r)}`),
          ...d.departure.reasons.map((r) => `${t("stay.noDeparture")}: ${reason(r)}`),
          ...(d.minNights > 1 ? [t("stay.minNightsLong", { nights: d.minNights })] : []),
          ...(d.maxNights !== null ? [t("stay.maxNightsLong", { nights: d.maxNights })] : []),
        ].join("\n");
        cells[i] = {
          noArrival: !d.arrival.allowed,
          noDeparture: !d.departure.allowed,
          stopSell: d.stopSell,
          minNights: d.minNights,
          title,
        };
      }
      stayCells.set(`${s.resortId}:${s.roomTypeId}`, { cells, days: s.days });
    }
    return grid.rooms.map((room) => {
      const key = rowKey(room.id, room.bedId);
      const spans = byRoom.get(key) ?? [];
      const taken = new Uint8Array(n);
      // a bed not for sale on the trip is taken all along
      if (room.held) taken.fill(1);
      for (const s of spans) for (let i = s.start; i < s.end; i++) taken[i] = 1;
      const stay = stayCells.get(`${room.resortId}:${room.roomTypeId}`);
      return { key, room, spans, taken, stays: stay?.cells, stayDays: stay?.days };
    });
  }, [grid, dayIndex, t, tr]);

  // per night: weekend, today or neither (the cells' colours come from CSS variables, app/globals.css)
  const nightKinds = useMemo(
    () => grid?.days.map((d) => (d.today ? "today" : d.weekend ? "weekend" : undefined)) ?? [],
    [grid],
  );

  return { grid, error, rows, nightKinds, reload, patchRoom };
}
