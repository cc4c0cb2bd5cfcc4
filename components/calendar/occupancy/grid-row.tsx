"use client";
// One room's row of the occupancy grid: the room, a cell per night (free, selected, the stay
// rules' marks) and its bookings and blockers as bars. A booking's bar is a button: a click (or
// Enter) opens the booking drawer; dragged (or moved with the arrow keys) it moves the stay, its
// end handle (or Shift+arrows) extends or shortens it (use-bar-drag.ts).
import type { useTranslations } from "next-intl";
import { memo } from "react";
import type { CalendarSizes } from "@/lib/domain/calendar/sizes";
import type { GridDay } from "@/lib/domain/booking/occupancy-grid";
import type { HousekeepingStatus } from "@/lib/domain/inventory/room-status";
import { RoomStatusMenu } from "./room-status-menu";
import type { BlockerEntry, RowData } from "./types";
import type { Bar, DragKind } from "./drag-math";
import type { BookingEntry } from "./use-bar-drag";

/** What a booking's bar does: the drawer, the drag (pointer and keys), the hover card. */
export type BarHandlers = {
  /** this bar may be dragged (a departure's bed held without a guest may not) */
  movable: (entry: BookingEntry) => boolean;
  /** the bar being dragged (dimmed where it was) */
  draggedId: string | null;
  onOpen: (entry: BookingEntry) => void;
  onPointerDown: (e: React.PointerEvent, entry: BookingEntry, bar: Bar, kind: DragKind) => void;
  /** true when the key was the drag's */
  onKey: (e: React.KeyboardEvent, entry: BookingEntry, bar: Bar) => boolean;
  onHover: (entry: BookingEntry | null, el?: HTMLElement) => void;
  /** a human label of the bar for screen readers and its title (dates in the user's language) */
  describe: (entry: BookingEntry) => string;
  /** nights as the user's language writes them */
  range: (from: string, to: string) => string;
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
export const GridRow = memo(function GridRow({
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
  bars,
  status,
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
  onBlocker: (entry: BlockerEntry) => void;
  bars: BarHandlers;
  /** the room status menu on the row header (editable: the user may set it) */
  status: { editable: boolean; onSet: (roomId: number, status: HousekeepingStatus) => void };
  t: ReturnType<typeof useTranslations<"occupancy">>;
}) {
  const { room, spans, taken, stays } = row;
  return (
    <div
      data-testid="grid-row"
      data-room={room.name}
      data-bed={room.bed}
      data-row-index={index}
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
        <span className="flex items-center gap-1 font-medium">
          <span className="truncate">{room.name}</span>
          <RoomStatusMenu
            roomId={room.id}
            roomName={room.name}
            status={room.status}
            editable={status.editable}
            onSet={status.onSet}
            t={t}
          />
        </span>
        <span className="truncate text-[0.85em] text-slate-600">
          {room.bed === undefined ? room.roomType : t("bedRow", { bed: room.bed, type: room.roomType })}
        </span>
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
        if (entry.kind === "booking") {
          const bar = { row: index, start, end };
          const movable = bars.movable(entry);
          return (
            <button
              key={entry.id}
              type="button"
              className={`${cls} grid-bar text-left${movable ? " cursor-grab" : ""}`}
              style={{ ...style, opacity: bars.draggedId === entry.id ? 0.45 : undefined }}
              aria-label={bars.describe(entry)}
              aria-keyshortcuts={
                !movable
                  ? undefined
                  : room.bedId !== undefined
                    ? "ArrowUp ArrowDown Enter Escape"
                    : "ArrowUp ArrowDown ArrowLeft ArrowRight Shift+ArrowLeft Shift+ArrowRight Enter Escape"
              }
              data-testid="grid-booking"
              data-booking={entry.bookingId}
              data-from={entry.from}
              data-to={entry.to}
              data-customer={entry.customerId}
              onPointerDown={(e) => movable && bars.onPointerDown(e, entry, bar, "move")}
              onClick={() => bars.onOpen(entry)}
              onKeyDown={(e) => {
                if (movable && bars.onKey(e, entry, bar)) e.preventDefault();
              }}
              onPointerEnter={(e) => bars.onHover(entry, e.currentTarget)}
              onPointerLeave={() => bars.onHover(null)}
              onFocus={(e) => bars.onHover(entry, e.currentTarget)}
              onBlur={() => bars.onHover(null)}
            >
              <span className="truncate">{entry.label}</span>
              {movable && room.bedId === undefined && (
                <span
                  aria-hidden
                  className="absolute right-0 top-0 h-full w-2 cursor-ew-resize bg-black/10"
                  data-testid="grid-booking-end"
                  onPointerDown={(e) => bars.onPointerDown(e, entry, bar, "end")}
                />
              )}
            </button>
          );
        }
        return (
          <button
            key={entry.id}
            type="button"
            className={cls}
            style={style}
            title={`${t(`types.${entry.type}`)} · ${bars.range(entry.from, entry.to)}${entry.reason ? ` · ${entry.reason}` : ""}`}
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
