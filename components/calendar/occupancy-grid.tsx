"use client";
// The resort occupancy grid (/booking/occupancy): rooms down, nights across, two months at a time.
// Purpose-built rather than react-big-calendar (docs/decisions.md): rows are virtualized with
// @tanstack/react-virtual so 200+ rooms stay fast, the header row and the room column are sticky.
// Entries arrive coloured by the server (lib/domain/calendar/colours.ts). Dragging across free
// nights of one room selects them: the selection opens the booking wizard or adds a blocker.
// This file composes the parts in ./occupancy: the data (use-occupancy-data), the drag selection
// (use-grid-selection), the toolbar, header, rows, legend and the dialogs.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { DEFAULT_CALENDAR_COLOURS } from "@/lib/domain/calendar/colours";
import type { CalendarSizes } from "@/lib/domain/calendar/sizes";
import type { GridDay } from "@/lib/domain/booking/occupancy-grid";
import type { Option } from "../form/types";
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
  const [month, setMonth] = useState(monthStart(today));
  const [resortId, setResortId] = useState(resorts.length === 1 ? resorts[0].value : "");
  const [roomTypeId, setRoomTypeId] = useState("");
  const [sizes, setSizes] = useState(initialSizes);
  const [jump, setJump] = useState(today);
  const [scrollTo, setScrollTo] = useState<string | null>(today);
  const [blocker, setBlocker] = useState<BlockerEntry | null>(null);
  const [sizesOpen, setSizesOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const { grid, error, rows, nightKinds, reload } = useOccupancyData({ month, resortId, roomTypeId });
  const { selection, startSelection, extendSelection, chosenRange, clearChosen } = useGridSelection(grid, rows);

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
      />
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
          <GridHeader
            days={grid?.days ?? NO_DAYS}
            columnWidth={sizes.columnWidth}
            roomWidth={sizes.roomWidth}
            totalWidth={totalWidth}
            weekendBg={weekendBg}
            todayBg={todayBg}
          />
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
      <GridLegend stays={rows.some((r) => r.stays)} />

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
