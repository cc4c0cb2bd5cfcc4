"use client";
// The resort occupancy grid (/booking/occupancy): rooms down, nights across, two months at a time.
// Purpose-built rather than react-big-calendar (docs/decisions.md): rows are virtualized with
// @tanstack/react-virtual so 200+ rooms stay fast, the header row and the room column are sticky.
// Entries arrive coloured by the server (lib/domain/calendar/colours.ts). Dragging across free
// nights of one room selects them: the selection opens the booking wizard or adds a blocker.
// A booking's bar is the tape chart's (use-bar-drag): dragged to another room or other nights, or
// its end dragged, the chart asks what it costs (the server's preview) and applies it once
// confirmed; clicked, it opens the booking drawer; hovered, its card. Zoom (a week, two weeks,
// a month in view) and a compact mode fit the columns to the screen; the header's corner names
// the month in view while scrolling. A departure chosen, the rows are its cabins' beds and the
// nights its trip: a guest's bar dragged (or moved with the arrow keys) to another bed or cabin
// asks with the old and new price and moves them (moveCabin); the nights stay the trip's.
// This file composes the parts in ./occupancy: the data (use-occupancy-data), the drag selection
// (use-grid-selection), the bar drag (use-bar-drag), the toolbar, header, rows, legend and dialogs.
import { useVirtualizer } from "@tanstack/react-virtual";
import { format, parseISO } from "date-fns";
import { de, enUS } from "date-fns/locale";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api } from "@/lib/client/api";
import { formatDayRange } from "@/lib/i18n/date-format";
import { DEFAULT_CALENDAR_COLOURS } from "@/lib/domain/calendar/colours";
import type { CalendarSizes } from "@/lib/domain/calendar/sizes";
import type { GridDay } from "@/lib/domain/booking/occupancy-grid";
import type { HousekeepingStatus } from "@/lib/domain/inventory/room-status";
import type { Option } from "../form/types";
import { BookingDrawer } from "../booking/booking-drawer";
import { Alert } from "../ui/alert";
import { BarCard } from "./occupancy/bar-card";
import { MoveDialog, previewDrop, type StayPreview } from "./occupancy/move-dialog";
import { viewSizes, ZOOMS, type Zoom } from "./occupancy/view-sizes";
import { useBarDrag, type BookingEntry, type DropProposal } from "./occupancy/use-bar-drag";
import type { BarHandlers } from "./occupancy/grid-row";
import { BlockerDialog } from "./occupancy/blocker-dialog";
import { GridHeader } from "./occupancy/grid-header";
import { GridLegend } from "./occupancy/grid-legend";
import { GridRow } from "./occupancy/grid-row";
import { GridToolbar } from "./occupancy/grid-toolbar";
import { SelectionDialog } from "./occupancy/selection-dialog";
import { SizesDialog } from "./occupancy/sizes-dialog";
import { HEADER, monthStart, type BlockerEntry } from "./occupancy/types";
import { useGridSelection } from "./occupancy/use-grid-selection";
import { useOccupancyData } from "./occupancy/use-occupancy-data";

const NO_DAYS: GridDay[] = [];
const weekendBg = DEFAULT_CALENDAR_COLOURS.weekend;
const todayBg = DEFAULT_CALENDAR_COLOURS.today;
/** the zoom and compact mode, kept in the browser */
const VIEW_KEY = "occupancy-view";

export function OccupancyGrid({
  resorts,
  roomTypes,
  departures = [],
  today,
  sizes: initialSizes,
  canBlock,
  canBook,
  canMove = false,
  canSetStatus = false,
}: {
  resorts: Option[];
  roomTypes: Option[];
  /** departures to show instead of resort rooms (their cabins' beds) */
  departures?: Option[];
  today: string;
  sizes: CalendarSizes;
  canBlock: boolean;
  canBook: boolean;
  /** the user may change bookings: bars are dragged, the drawer's quick actions are offered */
  canMove?: boolean;
  /** the user may set a room's housekeeping status (the row header's menu) */
  canSetStatus?: boolean;
}) {
  const t = useTranslations("occupancy");
  const ts = useTranslations("bookingStates");
  const locale = useLocale();
  const [month, setMonth] = useState(monthStart(today));
  const [resortId, setResortId] = useState(resorts.length === 1 ? resorts[0].value : "");
  const [roomTypeId, setRoomTypeId] = useState("");
  // a vessel-only operator starts on a departure
  const [departureId, setDepartureId] = useState(resorts.length === 0 && departures.length ? departures[0].value : "");
  const onDeparture = !!departureId;
  const [userSizes, setSizes] = useState(initialSizes);
  const [zoom, setZoom] = useState<Zoom>("sizes");
  const [compact, setCompact] = useState(false);
  const [viewWidth, setViewWidth] = useState(0);
  const sizes = useMemo(() => viewSizes(userSizes, zoom, compact, viewWidth), [userSizes, zoom, compact, viewWidth]);
  const [jump, setJump] = useState(today);
  const [scrollTo, setScrollTo] = useState<string | null>(today);
  const [blocker, setBlocker] = useState<BlockerEntry | null>(null);
  const [sizesOpen, setSizesOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const { grid, error, rows, nightKinds, reload, patchRoom } = useOccupancyData({
    month,
    resortId,
    roomTypeId,
    departureId,
  });
  const { selection, startSelection, extendSelection, chosenRange, clearChosen } = useGridSelection(grid, rows);
  const [drawerId, setDrawerId] = useState<number | null>(null);
  const [hover, setHover] = useState<{ entry: BookingEntry; rect: DOMRect } | null>(null);
  const [proposal, setProposal] = useState<DropProposal | null>(null);
  const [preview, setPreview] = useState<StayPreview | null>(null);
  const [dropError, setDropError] = useState<string | null>(null);
  const [firstVisible, setFirstVisible] = useState(0);

  // the zoom and compact mode are the user's on this device
  useEffect(() => {
    try {
      const v = JSON.parse(localStorage.getItem(VIEW_KEY) ?? "{}") as { zoom?: Zoom; compact?: boolean };
      if (v.zoom && v.zoom in ZOOMS) setZoom(v.zoom);
      if (typeof v.compact === "boolean") setCompact(v.compact);
    } catch {
      /* a broken setting: the defaults */
    }
  }, []);
  const chooseView = (v: { zoom?: Zoom; compact?: boolean }) => {
    const next = { zoom: v.zoom ?? zoom, compact: v.compact ?? compact };
    // the same first night stays in view at the new column width
    const keep = grid?.days[firstVisible + 1]?.date;
    if (keep) setScrollTo(keep);
    setZoom(next.zoom);
    setCompact(next.compact);
    localStorage.setItem(VIEW_KEY, JSON.stringify(next));
  };
  // the columns a zoom fits follow the scroller's width
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setViewWidth(el.clientWidth));
    ro.observe(el);
    setViewWidth(el.clientWidth);
    return () => ro.disconnect();
  }, []);

  const drop = useCallback(async (p: DropProposal) => {
    setDropError(null);
    const res = await previewDrop(p);
    if (!res.ok) return setDropError(res.error.message);
    setPreview(res.data);
    setProposal(p);
  }, []);
  const { drag, startPointer, onKey, swallowClick } = useBarDrag({
    rows,
    nights: grid?.days.length ?? 0,
    sizes,
    enabled: canMove,
    rowsOnly: onDeparture,
    onDrop: (p) => void drop(p),
  });
  // a status chosen on a row header: the server's answer is the row's status, in place
  const [statusError, setStatusError] = useState<string | null>(null);
  const status = useMemo(
    () => ({
      editable: canSetStatus,
      onSet: (roomId: number, to: HousekeepingStatus) => {
        setStatusError(null);
        void api<{ status: HousekeepingStatus }>(`/api/rooms/${roomId}/status`, { body: { status: to } }).then((res) =>
          res.ok ? patchRoom(roomId, { status: res.data.status }) : setStatusError(res.error.message),
        );
      },
    }),
    [canSetStatus, patchRoom],
  );
  const range = useCallback((from: string, to: string) => formatDayRange(from, to, locale), [locale]);
  const bars = useMemo<BarHandlers>(
    () => ({
      // on a departure's chart a named guest moves; a bed held without a name does not
      movable: (entry) => canMove && (!onDeparture || entry.customerId !== undefined),
      draggedId: drag?.entry.id ?? null,
      onOpen: (entry) => {
        if (!swallowClick.current) setDrawerId(entry.bookingId);
      },
      onPointerDown: startPointer,
      onKey,
      onHover: (entry, el) => setHover(entry && el ? { entry, rect: el.getBoundingClientRect() } : null),
      describe: (e) => `${e.label}, ${e.bookingNo}, ${range(e.from, e.to)}, ${ts(e.state)}`,
      range,
    }),
    [canMove, onDeparture, drag?.entry.id, swallowClick, startPointer, onKey, range, ts],
  );

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

  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => sizes.rowHeight,
    overscan: 4,
  });
  useEffect(() => virtual.measure(), [sizes.rowHeight, virtual]);

  const totalWidth = sizes.roomWidth + (grid?.days.length ?? 0) * sizes.columnWidth;
  const dfLocale = locale === "de" ? de : enUS;
  // the month of the first night in view (the window's first month until the grid arrives)
  const visibleDay = grid?.days[Math.min(firstVisible, (grid?.days.length ?? 1) - 1)]?.date ?? month;
  const monthLabel = format(parseISO(visibleDay), "LLLL yyyy", { locale: dfLocale });

  function go(date: string) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    setMonth(monthStart(date));
    setScrollTo(date);
    // the date field names the night in view, also after the month buttons
    setJump(date);
  }

  return (
    <div className="space-y-3" data-testid="occupancy-grid" style={{ fontSize: sizes.fontSize }}>
      <GridToolbar
        month={month}
        today={today}
        jump={jump}
        onJump={setJump}
        onGo={go}
        resorts={resorts}
        resortId={resortId}
        onResort={setResortId}
        roomTypes={roomTypes}
        roomTypeId={roomTypeId}
        onRoomType={setRoomTypeId}
        onSizes={() => setSizesOpen(true)}
        zoom={zoom}
        onZoom={(z) => chooseView({ zoom: z })}
        compact={compact}
        onCompact={(c) => chooseView({ compact: c })}
        departures={departures}
        departureId={departureId}
        onDeparture={(id) => {
          setDepartureId(id);
          if (scroller.current) scroller.current.scrollLeft = 0;
          // back to the resorts: the month in the date field comes into view
          if (!id) setScrollTo(jump);
        }}
      />
      <p className="text-xs text-slate-600">
        {onDeparture ? (
          canMove ? (
            t("departureHint")
          ) : null
        ) : (
          <>
            {canBlock || canBook ? t("hint") : null} {canMove ? t("barHint") : null}
          </>
        )}
      </p>
      {error && <p className="text-sm text-error">{error}</p>}
      {dropError && (
        <Alert tone="error" data-testid="grid-drop-error">
          {t("move.refused", { reason: dropError })}
        </Alert>
      )}
      {statusError && (
        <Alert tone="error" data-testid="grid-status-error">
          {t("statusMenu.refused", { reason: statusError })}
        </Alert>
      )}
      <div
        ref={scroller}
        className="relative h-[calc(100vh-18rem)] min-h-[24rem] select-none overflow-auto rounded-lg border border-slate-200 bg-white"
        data-testid="grid-scroller"
        // the first night at least half in view names the month
        onScroll={(e) =>
          setFirstVisible(Math.floor((e.currentTarget.scrollLeft + sizes.columnWidth / 2) / sizes.columnWidth))
        }
        style={
          {
            "--grid-column": `${sizes.columnWidth}px`,
            "--grid-weekend": weekendBg,
            "--grid-today": todayBg,
            "--grid-selection": DEFAULT_CALENDAR_COLOURS.selection,
          } as React.CSSProperties
        }
      >
        {/* a column's room after the last night: any month of the window can be scrolled to the left edge */}
        <div
          style={{
            width: totalWidth + sizes.columnWidth,
            height: HEADER + virtual.getTotalSize(),
            position: "relative",
          }}
        >
          <GridHeader
            days={grid?.days ?? NO_DAYS}
            columnWidth={sizes.columnWidth}
            roomWidth={sizes.roomWidth}
            totalWidth={totalWidth}
            weekendBg={weekendBg}
            todayBg={todayBg}
            monthLabel={monthLabel}
          />
          {grid && rows.length === 0 && <p className="p-4 text-slate-600">{t("noRooms")}</p>}
          {virtual.getVirtualItems().map((vr) => {
            const sel = selection?.row === vr.index ? selection : null;
            return (
              <GridRow
                key={rows[vr.index].key}
                index={vr.index}
                top={HEADER + vr.start}
                row={rows[vr.index]}
                days={grid!.days}
                nightKinds={nightKinds}
                sizes={sizes}
                totalWidth={totalWidth}
                selA={sel ? Math.min(sel.start, sel.end) : -1}
                selB={sel ? Math.max(sel.start, sel.end) : -1}
                selectable={!onDeparture && (canBlock || canBook)}
                onStart={startSelection}
                onExtend={extendSelection}
                onBlocker={setBlocker}
                bars={bars}
                status={status}
                t={t}
              />
            );
          })}
          {drag && (
            <div
              aria-hidden
              data-testid="grid-ghost"
              data-allowed={drag.allowed ? "" : undefined}
              data-room={rows[drag.target.row]?.room.name}
              data-bed={rows[drag.target.row]?.room.bed}
              className={`pointer-events-none absolute z-[6] rounded border-2 border-dashed ${
                drag.allowed ? "border-emerald-600 bg-emerald-100/60" : "border-red-600 bg-red-100/60"
              }`}
              style={{
                left: sizes.roomWidth + drag.target.start * sizes.columnWidth + 1,
                width: (drag.target.end - drag.target.start) * sizes.columnWidth - 2,
                top: HEADER + drag.target.row * sizes.rowHeight + 3,
                height: sizes.rowHeight - 7,
              }}
            />
          )}
        </div>
      </div>
      <GridLegend stays={rows.some((r) => r.stays)} />

      <MoveDialog
        proposal={proposal}
        preview={preview}
        onClose={() => {
          setProposal(null);
          setPreview(null);
        }}
        onApplied={() => {
          setProposal(null);
          setPreview(null);
          reload();
        }}
      />

      <BookingDrawer bookingId={drawerId} onClose={() => setDrawerId(null)} onChanged={reload} staff={canMove} />

      {hover && !drag && !drawerId && !proposal && <BarCard entry={hover.entry} anchor={hover.rect} />}

      <SelectionDialog
        range={chosenRange}
        canBook={canBook}
        canBlock={canBlock}
        onClose={clearChosen}
        onBlocked={() => {
          clearChosen();
          reload();
        }}
      />

      <BlockerDialog
        blocker={blocker}
        roomName={(blocker && rows.find((r) => r.room.id === blocker.roomId)?.room.name) ?? ""}
        canBlock={canBlock}
        onClose={() => setBlocker(null)}
        onRemoved={() => {
          setBlocker(null);
          reload();
        }}
      />

      <SizesDialog
        open={sizesOpen}
        sizes={userSizes}
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
