"use client";
// The vessel calendar (/booking/calendar): departures on react-big-calendar, month and agenda
// views, coloured by tour (draft faded and dashed, closed outlined, cancelled grey and struck through).
// Opening a departure shows its cabins and beds with who holds each bed.
import "react-big-calendar/lib/css/react-big-calendar.css";
import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  parse,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { de, enUS } from "date-fns/locale";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Calendar, dateFnsLocalizer, type View } from "react-big-calendar";
import type { Departure } from "@/lib/domain/tours/departures";
import type { ScheduleInfo } from "@/lib/domain/tours/schedule-info";
import { api } from "@/lib/client/api";
import { formatDayRange } from "@/lib/i18n/date-format";
import type { Option } from "../form/types";
import { ScheduleCabins } from "../tours/schedule-cabins";
import { Dialog, DialogContent } from "../ui/dialog";
import { cn } from "../ui/cn";
import { Options, Select } from "../ui/input";
import { departureLook } from "./departure-look";

// weeks start on Monday in both languages, as the stay rules' ISO weekdays and the stay preview's
// month do (en-US's own weeks start on Sunday); dates keep en-US's order
const en = { ...enUS, options: { ...enUS.options, weekStartsOn: 1 as const } };
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { de, en } });
const iso = (d: Date) => format(d, "yyyy-MM-dd");
const local = (isoDate: string) => new Date(`${isoDate}T00:00:00`);

type Event = { title: string; start: Date; end: Date; allDay: true; resource: Departure };

/**
 * react-big-calendar's month view marks its boxes up as a table (table, rowgroup, row, cell,
 * columnheader) but puts event rows, "+n more" links and its popup where a row may hold only cells:
 * axe's aria-required-children, and a screen reader announcing a broken table. The view is a
 * group named in the reader's language instead, its boxes plain; each departure stays a button
 * named by its title. A MutationObserver keeps it so as the library renders other weeks.
 */
function usePlainMonthView(root: React.RefObject<HTMLDivElement | null>, label: string) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const plain = () => {
      for (const box of el.querySelectorAll(
        "[role=table],[role=rowgroup],[role=row],[role=cell],[role=columnheader]",
      )) {
        if (box.getAttribute("role") === "table") {
          box.setAttribute("role", "group");
          box.setAttribute("aria-label", label);
        } else box.removeAttribute("role");
      }
      // a weekday's header says it is not sorted: only a column header may say so
      for (const header of el.querySelectorAll("[aria-sort]")) header.removeAttribute("aria-sort");
    };
    plain();
    // only these attributes are watched: what plain() changes does not call it again with work to do
    const observer = new MutationObserver(plain);
    const attributeFilter = ["role", "aria-sort"];
    observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter });
    return () => observer.disconnect();
  }, [root, label]);
}

/** The days a view shows (a month view shows whole weeks around the month). */
function rangeOf(date: Date, view: View) {
  const weekStartsOn = 1;
  // the agenda lists the month in view (not 30 days from today's day of that month)
  if (view === "agenda") return { from: startOfMonth(date), to: endOfMonth(date) };
  return {
    from: startOfWeek(startOfMonth(date), { weekStartsOn }),
    to: endOfWeek(endOfMonth(date), { weekStartsOn }),
  };
}

export function VesselCalendar({
  vessels,
  today,
  canEdit,
  canBook,
  canOpenDeparture = true,
  staff = false,
}: {
  vessels: Option[];
  today: string;
  canEdit: boolean;
  canBook: boolean;
  /** the departure's own page is one the user may open (else the dialog is all they get) */
  canOpenDeparture?: boolean;
  /** staff: a booking opened from a bed offers the desk's quick actions */
  staff?: boolean;
}) {
  const t = useTranslations("vesselCalendar");
  const locale = useLocale();
  const [date, setDate] = useState(local(today));
  const [view, setView] = useState<View>("month");
  const [vessel, setVessel] = useState("");
  const [departures, setDepartures] = useState<Departure[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Departure | null>(null);
  const [info, setInfo] = useState<ScheduleInfo | null>(null);
  // raised after a change in the dialog: the month's departures are loaded again
  const [version, setVersion] = useState(0);
  const calendarBox = useRef<HTMLDivElement>(null);
  usePlainMonthView(calendarBox, t("gridLabel"));

  useEffect(() => {
    const { from, to } = rangeOf(date, view);
    const ctrl = new AbortController();
    const q = vessel ? `?vesselId=${vessel}` : "";
    void api<Departure[]>(`/api/tours/date/${iso(from)}/${iso(to)}${q}`, { signal: ctrl.signal }).then((res) => {
      if (ctrl.signal.aborted) return;
      if (res.ok) {
        setDepartures(res.data);
        // the open dialog's title (free beds) shows the departure as loaded now
        setOpen((o) => (o && res.data.find((d) => d.id === o.id)) ?? o);
        setError(null);
      } else setError(res.error.message);
    });
    return () => ctrl.abort();
  }, [date, view, vessel, version]);

  // the departure the dialog shows: an answer for one opened before it is dropped
  const shownId = useRef<number | undefined>(undefined);
  const loadInfo = useCallback(async (id: number) => {
    const res = await api<ScheduleInfo>(`/api/schedules/info?id=${id}`);
    if (shownId.current !== id) return;
    if (res.ok) setInfo(res.data);
    else setError(res.error.message);
  }, []);

  const openId = open?.id;
  useEffect(() => {
    shownId.current = openId;
    setInfo(null);
    if (openId) void loadInfo(openId);
  }, [openId, loadInfo]);

  // a cabin held back or offered again: the dialog's cabins and the calendar's free beds follow
  const changed = useCallback(() => {
    if (openId) void loadInfo(openId);
    setVersion((n) => n + 1);
  }, [openId, loadInfo]);

  const events: Event[] = useMemo(
    () =>
      departures.map((d) => ({
        // "17/24" read as sold by some and free by others: the words say which
        title: `${d.tour.name} · ${d.vessel.name} · ${t("freeOf", { free: d.free, beds: d.beds })}`,
        start: local(d.from),
        // all-day ends are exclusive: the disembarkation day is the departure's last day
        end: addDays(local(d.to), 1),
        allDay: true,
        resource: d,
      })),
    [departures, t],
  );

  const messages = {
    today: t("today"),
    previous: t("previous"),
    next: t("next"),
    month: t("month"),
    agenda: t("agenda"),
    date: t("date"),
    time: t("time"),
    event: t("event"),
    noEventsInRange: t("none"),
    allDay: t("allDay"),
    showMore: (n: number) => t("more", { count: n }),
  };

  // each departure is a button, so the keyboard reaches it and Enter opens its cabins (in the
  // agenda too, where a row is no target of its own)
  const components = useMemo(
    () => ({
      event: ({ event, title }: { event: Event; title: string }) => (
        <button
          type="button"
          className={cn("w-full truncate text-left", departureLook(event.resource).textClassName)}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(event.resource);
          }}
        >
          {title}
        </button>
      ),
    }),
    [],
  );
  // the agenda's dates in the language's order ("Di., 26. Jan." / "Tue, Jan 26")
  const formats = useMemo(() => ({ agendaDateFormat: locale === "de" ? "EEE, d. MMM" : "EEE, MMM d" }), [locale]);

  return (
    <div className="space-y-4" data-testid="vessel-calendar">
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          {t("vessel")}
          <Select
            value={vessel}
            onChange={(e) => setVessel(e.target.value)}
            className="w-64"
            data-testid="calendar-vessel"
          >
            <Options options={vessels} empty={t("allVessels")} />
          </Select>
        </label>
        <span className="flex flex-wrap gap-3 text-xs text-slate-600">
          <span>{t("legend.active")}</span>
          <span className="rounded border-2 border-dashed border-slate-400 bg-slate-100 px-1">{t("legend.draft")}</span>
          <span className="line-through">{t("legend.cancelled")}</span>
          <span className="rounded border-2 border-slate-900 px-1">{t("legend.closed")}</span>
        </span>
      </div>
      {error && <p className="text-sm text-error">{error}</p>}
      <div
        ref={calendarBox}
        className="vessel-calendar h-[calc(100vh-16rem)] min-h-[36rem] rounded-lg border border-slate-200 bg-white p-2"
      >
        <Calendar<Event>
          localizer={localizer}
          culture={locale}
          events={events}
          date={view === "agenda" ? startOfMonth(date) : date}
          view={view}
          views={["month", "agenda"]}
          // the agenda covers one month and steps by months, as the month view does
          length={differenceInCalendarDays(endOfMonth(date), startOfMonth(date))}
          onNavigate={(next, _view, action) =>
            setDate(
              view === "agenda" && (action === "NEXT" || action === "PREV")
                ? addMonths(startOfMonth(date), action === "NEXT" ? 1 : -1)
                : next,
            )
          }
          onView={setView}
          onSelectEvent={(e) => setOpen(e.resource)}
          messages={messages}
          components={components}
          formats={formats}
          // no day view: a day's number is a label, not a button that does nothing
          drilldownView={null}
          popup
          eventPropGetter={(e) => ({ style: departureLook(e.resource).style })}
        />
      </div>
      <Dialog open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        {open && (
          <DialogContent
            title={`${open.tour.name} · ${formatDayRange(open.from, open.to, locale)}`}
            description={`${open.vessel.name} · ${t(`status.${open.status}`)} · ${t("freeOf", { free: open.free, beds: open.beds })}`}
            className="w-[min(64rem,calc(100vw-2rem))] max-h-[90vh] overflow-auto"
          >
            {canOpenDeparture && (
              <p className="mb-3 text-sm">
                <Link href={`/schedule/${open.id}`} className="text-brand-700 underline" data-testid="open-departure">
                  {t("openPage")}
                </Link>
              </p>
            )}
            {info ? (
              <ScheduleCabins info={info} canEdit={canEdit} canBook={canBook} onChanged={changed} staff={staff} />
            ) : (
              <p>{t("loading")}</p>
            )}
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
