"use client";
// The occupancy grid's toolbar: a departure instead of resort rooms, the month before and after,
// today, a night to jump to, the resort and room type shown, and the user's cell sizes.
import { format, parseISO } from "date-fns";
import { de, enUS } from "date-fns/locale";
import { useLocale, useTranslations } from "next-intl";
import type { Option } from "../../form/types";
import { Button } from "../../ui/button";
import { Checkbox, Input, Options, Select } from "../../ui/input";
import { shiftMonth } from "./types";
import { ZOOMS, type Zoom } from "./view-sizes";

/** The value prefix of a departure in the resort choice. */
const DEPARTURE = "departure:";

export function GridToolbar(p: {
  month: string;
  today: string;
  /** the night in the date field */
  jump: string;
  onJump: (date: string) => void;
  /** brings a night into view (its month's window, scrolled to it) */
  onGo: (date: string) => void;
  resorts: Option[];
  resortId: string;
  onResort: (id: string) => void;
  roomTypes: Option[];
  roomTypeId: string;
  onRoomType: (id: string) => void;
  onSizes: () => void;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  compact: boolean;
  onCompact: (compact: boolean) => void;
  /** a departure instead of resort rooms: its cabins' beds over the trip */
  departures: Option[];
  departureId: string;
  onDeparture: (id: string) => void;
}) {
  const t = useTranslations("occupancy");
  const dfLocale = useLocale() === "de" ? de : enUS;
  return (
    <div className="flex flex-wrap items-end gap-3 text-sm">
      {/* the month and the night move the resort rooms' window; a departure's is its trip */}
      {!p.departureId && (
        <>
          <div className="flex items-center gap-1">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => p.onGo(shiftMonth(p.month, -1))}
              data-testid="grid-previous"
            >
              {t("previous")}
            </Button>
            <span className="min-w-40 text-center font-medium" data-testid="grid-month">
              {format(parseISO(p.month), "LLLL yyyy", { locale: dfLocale })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => p.onGo(shiftMonth(p.month, 1))}
              data-testid="grid-next"
            >
              {t("next")}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => p.onGo(p.today)}>
              {t("today")}
            </Button>
          </div>
          <label className="flex items-center gap-2 whitespace-nowrap">
            {t("jumpTo")}
            <Input
              type="date"
              value={p.jump}
              onValue={p.onJump}
              onKeyDown={(e) => {
                if (e.key === "Enter") p.onGo(p.jump);
              }}
              className="w-40"
              data-testid="grid-jump"
            />
            <Button variant="secondary" size="sm" onClick={() => p.onGo(p.jump)} data-testid="grid-jump-go">
              {t("go")}
            </Button>
          </label>
        </>
      )}
      {/* which rooms: all resorts, one resort, or a departure's cabin beds (one choice, one line) */}
      <label className="flex items-center gap-2 whitespace-nowrap">
        {p.departures.length ? t("shown") : t("resort")}
        <Select
          value={p.departureId ? `${DEPARTURE}${p.departureId}` : p.resortId}
          onChange={(e) => {
            const v = e.target.value;
            if (v.startsWith(DEPARTURE)) return p.onDeparture(v.slice(DEPARTURE.length));
            if (p.departureId) p.onDeparture("");
            p.onResort(v);
          }}
          // a maximum: the select is otherwise as wide as its longest choice (a departure's trip)
          className="w-48 max-w-56"
          data-testid="grid-resort"
        >
          <Options options={p.resorts} empty={t("allResorts")} />
          {p.departures.length > 0 && (
            <optgroup label={t("departures")}>
              <Options options={p.departures.map((d) => ({ value: `${DEPARTURE}${d.value}`, label: d.label }))} />
            </optgroup>
          )}
        </Select>
      </label>
      {!p.departureId && (
        <>
          <ShownChoice
            label={t("roomType")}
            value={p.roomTypeId}
            onChange={p.onRoomType}
            options={p.roomTypes}
            all={t("allRoomTypes")}
            className="w-56"
            testId="grid-room-type"
          />
        </>
      )}
      <label className="flex items-center gap-2 whitespace-nowrap">
        {t("zoom.label")}
        <Select
          value={p.zoom}
          onChange={(e) => p.onZoom(e.target.value as Zoom)}
          className="w-40"
          data-testid="grid-zoom"
        >
          {(Object.keys(ZOOMS) as Zoom[]).map((z) => (
            <option key={z} value={z}>
              {t(`zoom.${z}`)}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex items-center gap-2 whitespace-nowrap">
        <Checkbox checked={p.compact} onChecked={p.onCompact} data-testid="grid-compact" />
        {t("compact")}
      </label>
      <Button variant="secondary" size="sm" onClick={p.onSizes} data-testid="grid-sizes">
        {t("sizes.open")}
      </Button>
    </div>
  );
}

/** Which resort or room type the grid shows: a labelled select whose empty choice is all of them. */
function ShownChoice(p: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  all: string;
  className: string;
  testId: string;
}) {
  return (
    <label className="flex items-center gap-2 whitespace-nowrap">
      {p.label}
      <Select value={p.value} onValue={p.onChange} className={p.className} data-testid={p.testId}>
        <Options options={p.options} empty={p.all} />
      </Select>
    </label>
  );
}
