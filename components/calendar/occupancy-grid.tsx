"use client";
// The resort occupancy grid (/booking/occupancy): rooms down, nights across, two months at a time.
// Purpose-built rather than react-big-calendar (docs/decisions.md): rows are virtualized with
// @tanstack/react-virtual so 200+ rooms stay fast, the header row and the room column are sticky.
// Entries arrive coloured by the server (lib/domain/calendar/colours.ts). Dragging across free
// nights of one room selects them: the selection opens the booking wizard or adds a blocker.
import { useVirtualizer } from "@tanstack/react-virtual";
import { addMonths, format, parseISO, startOfMonth } from "date-fns";
import { de, enUS } from "date-fns/locale";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DEFAULT_CALENDAR_COLOURS, textColourOn } from "@/lib/domain/calendar/colours";
import { CALENDAR_SIZE_LIMITS, DEFAULT_CALENDAR_SIZES, type CalendarSizes } from "@/lib/domain/calendar/sizes";
import { stayWarnings, type GridStayDay, type GridStays, type StayWarning } from "@/lib/domain/inventory/grid-stays";
import type { GridDay, GridEntry, GridRoom } from "@/lib/domain/booking/occupancy-grid";
import { api } from "@/lib/client/api";
import type { Option } from "../form/types";
import { BlockerForm, RemoveBlockerButton } from "../inventory/blocker-form";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input, Select } from "../ui/input";

type Grid = {
  from: string;
  to: string;
  today: string;
  days: GridDay[];
  rooms: GridRoom[];
  entries: GridEntry[];
  stays: GridStays[];
};
/** A night's stay rules as a cell draws them, with the reasons spelled out for its tooltip. */
type StayCell = { noArrival: boolean; noDeparture: boolean; stopSell: boolean; minNights: number; title: string };
type Selection = { row: number; start: number; end: number };

const HEADER = 44;
const ymd = (d: Date) => format(d, "yyyy-MM-dd");
const monthStart = (iso: string) => ymd(startOfMonth(parseISO(iso)));
/** The window: two months from the first of `month`. */
const windowOf = (month: string) => ({ from: month, to: ymd(addMonths(parseISO(month), 2)) });

/** The legend: the spec's entry types in their palette colours. */
const LEGEND = [
  "booking",
  "resolvedBooking",
  "reservation",
  "offer",
  "waiting",
  "released",
  "current",
  "checkedIn",
  "pastBooking",
  "rebooked",
  "splitted",
  "blocked",
  "outOfOrder",
  "event",
  "weekend",
  "today",
  "selection",
] as const;
/** The legend of the stay rules' marks (app/globals.css draws them on the free nights). */
const STAY_LEGEND = ["noArrival", "noDeparture", "stopSell", "minNights"] as const;

export function OccupancyGrid({
  resorts,
  roomTypes,
  today,
  sizes: initialSizes,
  canBlock,
  canBook,
}: {
  resorts: Option[];
  roomTypes: Option[];
  today: string;
  sizes: CalendarSizes;
  canBlock: boolean;
  canBook: boolean;
}) {
  const t = useTranslations("occupancy");
  const tr = useTranslations("stayRules.reasons");
  const locale = useLocale();
  const dfLocale = locale === "de" ? de : enUS;
  const [month, setMonth] = useState(monthStart(today));
  const [resortId, setResortId] = useState(resorts.length === 1 ? resorts[0].value : "");
  const [roomTypeId, setRoomTypeId] = useState("");
  const [grid, setGrid] = useState<Grid | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [sizes, setSizes] = useState(initialSizes);
  const [jump, setJump] = useState(today);
  const [scrollTo, setScrollTo] = useState<string | null>(today);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [chosen, setChosen] = useState<Selection | null>(null);
  const [blocker, setBlocker] = useState<Extract<GridEntry, { kind: "blocker" }> | null>(null);
  const [sizesOpen, setSizesOpen] = useState(false);
  const dragging = useRef(false);
  const selected = useRef<Selection | null>(null);
  selected.current = selection;
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const { from, to } = windowOf(month);
    const q = new URLSearchParams({ from, to });
    if (resortId) q.set("resortId", resortId);
    if (roomTypeId) q.set("roomTypeId", roomTypeId);
    const ctrl = new AbortController();
    void api<Grid>(`/api/rooms/occupancy?${q}`, { signal: ctrl.signal }).then((res) => {
      if (ctrl.signal.aborted) return;
      if (res.ok) {
        performance.mark("occupancy:data"); // npm run bench measures data -> painted
        setGrid(res.data);
        setError(null);
      } else setError(res.error.message);
    });
    return () => ctrl.abort();
  }, [month, resortId, roomTypeId, reload]);

  // the frame after the grid's commit: painted (read by the benchmark through the Performance API)
  useEffect(() => {
    if (grid) requestAnimationFrame(() => setTimeout(() => performance.mark("occupancy:painted")));
  }, [grid]);

  // after a jump (or the first load), bring that night's column into view
  useEffect(() => {
    // wait for the month's own window: the previous one may hold the date at another column
    if (!grid || !scrollTo || !scroller.current || grid.days[0]?.date !== month) return;
    const i = grid.days.findIndex((d) => d.date === scrollTo);
    if (i < 0) return; // the new window's data is still on its way
    scroller.current.scrollLeft = Math.max(0, i * sizes.columnWidth - sizes.columnWidth);
    // clear only this target: a jump clicked before this effect ran has set a newer one
    setScrollTo((current) => (current === scrollTo ? null : current));
  }, [grid, month, scrollTo, sizes.columnWidth]);

  const dayIndex = useMemo(() => new Map(grid?.days.map((d, i) => [d.date, i]) ?? []), [grid]);
  /** Per room: its entries with their column span, and which nights are taken. */
  const rows = useMemo(() => {
    if (!grid) return [];
    const n = grid.days.length;
    const byRoom = new Map<number, { entry: GridEntry; start: number; end: number }[]>();
    for (const e of grid.entries) {
      const start = e.from <= grid.from ? 0 : (dayIndex.get(e.from) ?? n);
      const end = e.to >= grid.to ? n : (dayIndex.get(e.to) ?? n);
      if (end <= start) continue;
      const list = byRoom.get(e.roomId) ?? [];
      list.push({ entry: e, start, end });
      byRoom.set(e.roomId, list);
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
      const spans = byRoom.get(room.id) ?? [];
      const taken = new Uint8Array(n);
      for (const s of spans) for (let i = s.start; i < s.end; i++) taken[i] = 1;
      const stay = stayCells.get(`${room.resortId}:${room.roomTypeId}`);
      return { room, spans, taken, stays: stay?.cells, stayDays: stay?.days };
    });
  }, [grid, dayIndex, t, tr]);

  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => sizes.rowHeight,
    overscan: 4,
  });
  useEffect(() => virtual.measure(), [sizes.rowHeight, virtual]);

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

  // per night: weekend, today or neither (the cells' colours come from CSS variables, app/globals.css)
  const nightKinds = useMemo(
    () => grid?.days.map((d) => (d.today ? "today" : d.weekend ? "weekend" : undefined)) ?? [],
    [grid],
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

  const totalWidth = sizes.roomWidth + (grid?.days.length ?? 0) * sizes.columnWidth;
  const weekendBg = DEFAULT_CALENDAR_COLOURS.weekend;
  const todayBg = DEFAULT_CALENDAR_COLOURS.today;

  // the nights' headings: built once per window, not on every scroll
  const header = useMemo(
    () =>
      grid?.days.map((d) => {
        const date = parseISO(d.date);
        return (
          <div
            key={d.date}
            data-testid="grid-day"
            data-date={d.date}
            className="flex flex-col items-center justify-center border-r border-slate-200 leading-tight"
            style={{
              width: sizes.columnWidth,
              minWidth: sizes.columnWidth,
              background: d.today ? todayBg : d.weekend ? weekendBg : undefined,
            }}
          >
            <span className="text-[0.85em] text-slate-500">{format(date, "EEE", { locale: dfLocale })}</span>
            <span className="font-medium">
              {format(date, date.getDate() === 1 ? "d MMM" : "d", { locale: dfLocale })}
            </span>
          </div>
        );
      }),
    [grid, sizes.columnWidth, dfLocale, todayBg, weekendBg],
  );

  function go(date: string) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    setMonth(monthStart(date));
    setScrollTo(date);
    // the date field names the night in view, also after the month buttons
    setJump(date);
  }

  return (
    <div className="space-y-3" data-testid="occupancy-grid" style={{ fontSize: sizes.fontSize }}>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go(monthStart(ymd(addMonths(parseISO(month), -1))))}
            data-testid="grid-previous"
          >
            {t("previous")}
          </Button>
          <span className="min-w-40 text-center font-medium" data-testid="grid-month">
            {format(parseISO(month), "LLLL yyyy", { locale: dfLocale })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go(monthStart(ymd(addMonths(parseISO(month), 1))))}
            data-testid="grid-next"
          >
            {t("next")}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go(today)}>
            {t("today")}
          </Button>
        </div>
        <label className="flex items-center gap-2 whitespace-nowrap">
          {t("jumpTo")}
          <Input
            type="date"
            value={jump}
            onChange={(e) => setJump(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") go(jump);
            }}
            className="w-40"
            data-testid="grid-jump"
          />
          <Button variant="secondary" size="sm" onClick={() => go(jump)} data-testid="grid-jump-go">
            {t("go")}
          </Button>
        </label>
        <label className="flex items-center gap-2 whitespace-nowrap">
          {t("resort")}
          <Select
            value={resortId}
            onChange={(e) => setResortId(e.target.value)}
            className="w-48"
            data-testid="grid-resort"
          >
            <option value="">{t("allResorts")}</option>
            {resorts.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex items-center gap-2 whitespace-nowrap">
          {t("roomType")}
          <Select
            value={roomTypeId}
            onChange={(e) => setRoomTypeId(e.target.value)}
            className="w-56"
            data-testid="grid-room-type"
          >
            <option value="">{t("allRoomTypes")}</option>
            {roomTypes.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </label>
        <Button variant="secondary" size="sm" onClick={() => setSizesOpen(true)} data-testid="grid-sizes">
          {t("sizes.open")}
        </Button>
      </div>
      <p className="text-xs text-slate-600">{canBlock || canBook ? t("hint") : null}</p>
      {error && <p className="text-sm text-error">{error}</p>}
      <div
        ref={scroller}
        className="relative h-[calc(100vh-18rem)] min-h-[24rem] select-none overflow-auto rounded-lg border border-slate-200 bg-white"
        data-testid="grid-scroller"
        style={
          {
            "--grid-column": `${sizes.columnWidth}px`,
            "--grid-weekend": weekendBg,
            "--grid-today": todayBg,
            "--grid-selection": DEFAULT_CALENDAR_COLOURS.selection,
          } as React.CSSProperties
        }
      >
        <div style={{ width: totalWidth, height: HEADER + virtual.getTotalSize(), position: "relative" }}>
          <div
            className="sticky top-0 z-20 flex border-b border-slate-300 bg-white"
            style={{ height: HEADER, width: totalWidth }}
          >
            <div
              className="sticky left-0 z-30 flex items-end border-r border-slate-300 bg-white px-2 pb-1 font-medium"
              style={{ width: sizes.roomWidth, minWidth: sizes.roomWidth }}
            >
              {t("room")}
            </div>
            {header}
          </div>
          {grid && rows.length === 0 && <p className="p-4 text-slate-600">{t("noRooms")}</p>}
          {virtual.getVirtualItems().map((vr) => {
            const sel = selection?.row === vr.index ? selection : null;
            return (
              <GridRow
                key={rows[vr.index].room.id}
                index={vr.index}
                top={HEADER + vr.start}
                row={rows[vr.index]}
                days={grid!.days}
                nightKinds={nightKinds}
                sizes={sizes}
                totalWidth={totalWidth}
                selA={sel ? Math.min(sel.start, sel.end) : -1}
                selB={sel ? Math.max(sel.start, sel.end) : -1}
                selectable={canBlock || canBook}
                onStart={startSelection}
                onExtend={extendSelection}
                onBlocker={setBlocker}
                t={t}
              />
            );
          })}
        </div>
      </div>
      <ul className="flex flex-wrap gap-2 text-xs" data-testid="grid-legend">
        {LEGEND.map((k) => (
          <li
            key={k}
            className="rounded px-2 py-0.5"
            style={{ background: DEFAULT_CALENDAR_COLOURS[k], color: textColourOn(DEFAULT_CALENDAR_COLOURS[k]) }}
          >
            {t(`legend.${k}`)}
          </li>
        ))}
        {rows.some((r) => r.stays) &&
          STAY_LEGEND.map((k) => (
            <li key={k} className="flex items-center gap-1 rounded border border-slate-200 px-2 py-0.5">
              <span className="grid-stay-swatch" data-stay={k}>
                {k === "minNights" ? "2+" : null}
              </span>
              {t(`stay.legend.${k}`)}
            </li>
          ))}
      </ul>

      <Dialog open={!!chosenRange} onOpenChange={(o) => !o && setChosen(null)}>
        {chosenRange?.room && (
          <DialogContent
            title={t("selection.title", { room: chosenRange.room.name })}
            description={t("selection.description", {
              from: chosenRange.from,
              to: chosenRange.to,
              nights: chosenRange.nights,
            })}
          >
            <div className="space-y-4" data-testid="grid-selection">
              {chosenRange.warnings.length > 0 && (
                <div
                  className="rounded border border-amber-300 bg-amber-50 p-2 text-sm"
                  data-testid="grid-selection-stay"
                >
                  <p className="font-medium">{t("stay.warning")}</p>
                  <ul className="list-disc pl-5">
                    {chosenRange.warnings.map((w, i) => (
                      <li key={i}>
                        {t(`stay.on.${w.on}`)}: {tr(w.reason.code, w.reason.values ?? {})}
                        {w.reason.code === "STOP_SELL" && w.reason.values?.date ? ` (${w.reason.values.date})` : null}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {canBook && (
                <Link
                  className="inline-block rounded bg-brand-700 px-3 py-2 text-sm font-medium text-white"
                  data-testid="grid-book"
                  href={`/booking/wizard?${new URLSearchParams({
                    type: "resort",
                    resortId: String(chosenRange.room.resortId),
                    roomId: String(chosenRange.room.id),
                    dateFrom: chosenRange.from,
                    dateTo: chosenRange.to,
                  })}`}
                >
                  {t("selection.book")}
                </Link>
              )}
              {canBlock && (
                <section className="space-y-2">
                  <h3 className="font-medium">{t("selection.block")}</h3>
                  <BlockerForm
                    roomId={chosenRange.room.id}
                    from={chosenRange.from}
                    to={chosenRange.to}
                    onDone={() => {
                      setChosen(null);
                      setReload((n) => n + 1);
                    }}
                  />
                </section>
              )}
            </div>
          </DialogContent>
        )}
      </Dialog>

      <Dialog open={!!blocker} onOpenChange={(o) => !o && setBlocker(null)}>
        {blocker && (
          <DialogContent
            title={t(`types.${blocker.type}`)}
            description={`${rows.find((r) => r.room.id === blocker.roomId)?.room.name ?? ""} · ${blocker.from} – ${blocker.to}`}
          >
            <div className="space-y-3" data-testid="grid-blocker-detail">
              {blocker.reason && <p>{blocker.reason}</p>}
              {canBlock && (
                <RemoveBlockerButton
                  id={blocker.blockerId}
                  onDone={() => {
                    setBlocker(null);
                    setReload((n) => n + 1);
                  }}
                />
              )}
            </div>
          </DialogContent>
        )}
      </Dialog>

      <SizesDialog
        open={sizesOpen}
        sizes={sizes}
        onClose={() => setSizesOpen(false)}
        onSaved={(s) => {
          // the same first night stays in view at the new column width
          const first = grid && scroller.current ? Math.round(scroller.current.scrollLeft / sizes.columnWidth) : -1;
          const keep = grid?.days[first + 1]?.date;
          setSizes(s);
          if (keep) setScrollTo(keep);
          setSizesOpen(false);
        }}
      />
    </div>
  );
}

/** The user's own cell sizes, saved in their settings (PUT through /api/users/self). */
function SizesDialog({
  open,
  sizes,
  onClose,
  onSaved,
}: {
  open: boolean;
  sizes: CalendarSizes;
  onClose: () => void;
  onSaved: (s: CalendarSizes) => void;
}) {
  const t = useTranslations("occupancy.sizes");
  const [v, setV] = useState(sizes);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setV(sizes), [sizes, open]);
  const keys = ["rowHeight", "columnWidth", "roomWidth", "fontSize"] as const;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      {open && (
        <DialogContent title={t("title")} description={t("description")}>
          <form
            className="space-y-3"
            data-testid="grid-sizes-form"
            onSubmit={async (e) => {
              e.preventDefault();
              const res = await api("/api/users/self", { body: { settings: { calendar: v } } });
              if (res.ok) onSaved(v);
              else setError(res.error.message);
            }}
          >
            <div className="grid grid-cols-2 gap-3">
              {keys.map((k) => (
                <label key={k} className="flex flex-col gap-1 text-sm">
                  {t(k)} ({CALENDAR_SIZE_LIMITS[k][0]}–{CALENDAR_SIZE_LIMITS[k][1]} px)
                  <Input
                    type="number"
                    required
                    step={1}
                    min={CALENDAR_SIZE_LIMITS[k][0]}
                    max={CALENDAR_SIZE_LIMITS[k][1]}
                    value={v[k]}
                    onChange={(e) => setV({ ...v, [k]: Number(e.target.value) })}
                  />
                </label>
              ))}
            </div>
            {error && <p className="text-sm text-error">{error}</p>}
            <div className="flex gap-2">
              <Button type="submit">{t("save")}</Button>
              <Button type="button" variant="secondary" onClick={() => setV({ ...DEFAULT_CALENDAR_SIZES })}>
                {t("reset")}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

type RowData = {
  room: GridRoom;
  spans: { entry: GridEntry; start: number; end: number }[];
  taken: Uint8Array;
  /** per night: what the stay rules restrict (undefined: nothing) */
  stays?: (StayCell | undefined)[];
  stayDays?: GridStayDay[];
};

/** The night a pointer event happened on (its cell's index), or -1 (a bar, the room column). */
function nightOf(target: EventTarget): number {
  const cell = (target as HTMLElement).closest?.<HTMLElement>("[data-index]");
  return cell ? Number(cell.dataset.index) : -1;
}

/**
 * One room's row. Memoized, with the pointer handlers on the row rather than on each night's
 * cell: scrolling re-renders only the rows that come into view, and those build no closures.
 */
const GridRow = memo(function GridRow({
  index,
  top,
  row,
  days,
  nightKinds,
  sizes,
  totalWidth,
  selA,
  selB,
  selectable,
  onStart,
  onExtend,
  onBlocker,
  t,
}: {
  index: number;
  top: number;
  row: RowData;
  days: GridDay[];
  nightKinds: (string | undefined)[];
  sizes: CalendarSizes;
  totalWidth: number;
  selA: number;
  selB: number;
  selectable: boolean;
  onStart: (row: number, night: number) => void;
  onExtend: (row: number, night: number) => void;
  onBlocker: (entry: Extract<GridEntry, { kind: "blocker" }>) => void;
  t: ReturnType<typeof useTranslations<"occupancy">>;
}) {
  const { room, spans, taken, stays } = row;
  return (
    <div
      data-testid="grid-row"
      data-room={room.name}
      className="absolute left-0 flex border-b border-slate-100"
      // a row has a fixed size and its bars stay inside it: the browser lays out and paints each alone
      style={{ top, height: sizes.rowHeight, width: totalWidth, contain: "strict" }}
      onPointerDown={(e) => {
        const i = nightOf(e.target);
        if (i < 0 || taken[i] || !selectable || e.button !== 0) return;
        (e.target as HTMLElement).releasePointerCapture?.(e.pointerId);
        onStart(index, i);
      }}
      onPointerOver={(e) => {
        const i = nightOf(e.target);
        if (i >= 0) onExtend(index, i);
      }}
    >
      <div
        className="sticky left-0 z-10 flex flex-col justify-center overflow-hidden border-r border-slate-300 bg-white px-2"
        style={{ width: sizes.roomWidth, minWidth: sizes.roomWidth }}
      >
        <span className="truncate font-medium">{room.name}</span>
        <span className="truncate text-[0.85em] text-slate-500">{room.roomType}</span>
      </div>
      {days.map((d, i) => {
        const stay = stays?.[i];
        return (
          <div
            key={d.date}
            data-testid="grid-cell"
            data-date={d.date}
            data-index={i}
            className="grid-cell"
            data-night={nightKinds[i]}
            data-free={selectable && !taken[i] ? "" : undefined}
            data-selected={i >= selA && i <= selB ? "" : undefined}
            data-no-arrival={stay?.noArrival ? "" : undefined}
            data-no-departure={stay?.noDeparture ? "" : undefined}
            data-stop-sell={stay?.stopSell ? "" : undefined}
            title={stay?.title || undefined}
          >
            {stay && stay.minNights > 1 && <span className="grid-stay-min">{stay.minNights}+</span>}
          </div>
        );
      })}
      {spans.map(({ entry, start, end }) => {
        const style = {
          left: sizes.roomWidth + start * sizes.columnWidth + 1,
          width: (end - start) * sizes.columnWidth - 2,
          top: 3,
          height: sizes.rowHeight - 7,
          background: entry.background,
          color: entry.text,
        };
        const cls = "absolute z-[5] flex items-center overflow-hidden whitespace-nowrap rounded px-1";
        return entry.kind === "booking" ? (
          <Link
            key={entry.id}
            href={`/booking/${entry.bookingId}`}
            // hundreds of bars come into view while scrolling: prefetching each would flood the server
            prefetch={false}
            className={cls}
            style={style}
            title={`${entry.bookingNo} · ${entry.label} · ${entry.from} – ${entry.to}`}
            data-testid="grid-booking"
          >
            {entry.label}
          </Link>
        ) : (
          <button
            key={entry.id}
            type="button"
            className={cls}
            style={style}
            title={`${t(`types.${entry.type}`)} · ${entry.from} – ${entry.to}${entry.reason ? ` · ${entry.reason}` : ""}`}
            onClick={() => onBlocker(entry)}
            data-testid="grid-blocker"
          >
            {entry.reason || t(`types.${entry.type}`)}
          </button>
        );
      })}
    </div>
  );
});
