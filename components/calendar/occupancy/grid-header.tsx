"use client";
// The occupancy grid's sticky header row: the room column's heading and one heading per night
// (weekday and day, the month on the first), built once per window, not on every scroll.
import { format, parseISO } from "date-fns";
import { de, enUS } from "date-fns/locale";
import { useLocale, useTranslations } from "next-intl";
import { memo } from "react";
import type { GridDay } from "@/lib/domain/booking/occupancy-grid";
import { HEADER } from "./types";

export const GridHeader = memo(function GridHeader(p: {
  days: GridDay[];
  columnWidth: number;
  roomWidth: number;
  totalWidth: number;
  weekendBg: string;
  todayBg: string;
  /** the month of the first night in view: it follows the horizontal scroll */
  monthLabel: string;
}) {
  const t = useTranslations("occupancy");
  const dfLocale = useLocale() === "de" ? de : enUS;
  return (
    <div
      className="sticky top-0 z-20 flex border-b border-slate-300 bg-white"
      style={{ height: HEADER, width: p.totalWidth }}
    >
      <div
        className="sticky left-0 z-30 flex flex-col justify-end overflow-hidden border-r border-slate-300 bg-white px-2 pb-1 leading-tight"
        style={{ width: p.roomWidth, minWidth: p.roomWidth }}
      >
        <span className="truncate font-semibold" data-testid="grid-month-label" aria-live="polite">
          {p.monthLabel}
        </span>
        <span className="truncate font-medium text-slate-600">{t("room")}</span>
      </div>
      {p.days.map((d) => {
        const date = parseISO(d.date);
        return (
          <div
            key={d.date}
            data-testid="grid-day"
            data-date={d.date}
            className="flex flex-col items-center justify-center border-r border-slate-200 leading-tight"
            style={{
              width: p.columnWidth,
              minWidth: p.columnWidth,
              background: d.today ? p.todayBg : d.weekend ? p.weekendBg : undefined,
            }}
          >
            <span className="text-[0.85em] text-slate-600">{format(date, "EEE", { locale: dfLocale })}</span>
            <span className="font-medium">
              {format(date, date.getDate() === 1 ? "d MMM" : "d", { locale: dfLocale })}
            </span>
          </div>
        );
      })}
    </div>
  );
});
