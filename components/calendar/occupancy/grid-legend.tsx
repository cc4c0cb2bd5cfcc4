"use client";
// The occupancy grid's legend: the spec's entry types in their palette colours, and the stay
// rules' marks (app/globals.css draws them on the free nights) when the window has any.
import { useTranslations } from "next-intl";
import { DEFAULT_CALENDAR_COLOURS, textColourOn } from "@/lib/domain/calendar/colours";

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
const STAY_LEGEND = ["noArrival", "noDeparture", "stopSell", "minNights"] as const;

export function GridLegend({ stays }: { stays: boolean }) {
  const t = useTranslations("occupancy");
  return (
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
      {stays &&
        STAY_LEGEND.map((k) => (
          <li key={k} className="flex items-center gap-1 rounded border border-slate-200 px-2 py-0.5">
            <span className="grid-stay-swatch" data-stay={k}>
              {k === "minNights" ? "2+" : null}
            </span>
            {t(`stay.legend.${k}`)}
          </li>
        ))}
    </ul>
  );
}
