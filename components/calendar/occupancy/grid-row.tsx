"use client";
// One room's row of the occupancy grid: the room, a cell per night (free, selected, the stay
// rules' marks) and its bookings and blockers as bars.
import Link from "next/link";
import type { useTranslations } from "next-intl";
import { memo } from "react";
import type { CalendarSizes } from "@/lib/domain/calendar/sizes";
import type { GridDay } from "@/lib/domain/booking/occupancy-grid";
import type { BlockerEntry, RowData } from "./types";

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
        <span className="truncate text-[0.85em] text-slate-600">{room.roomType}</span>
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
