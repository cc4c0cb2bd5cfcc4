// The print endpoints' documents: a vessel list of one departure, a resort list of one day, and
// the schedule lists (departures or guests over a range), each as a PDF in the reader's language.
import { isoDate } from "../../core/dates";
import { db } from "../../core/db";
import { AppError } from "../../core/errors";
import { operatorToday } from "../../core/operator";
import { own } from "../../core/own";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { renderListPdf, type PdfColumn } from "../documents/list-document";
import { departures } from "./departures";
import {
  DEFAULT_COLUMNS,
  RESORT_LIST_KINDS,
  VESSEL_LIST_KINDS,
  crewRows,
  departureCabinRows,
  departureGuestRows,
  resortDayRows,
  type ListColumn,
  type ListKind,
  type ListRow,
} from "../inventory/print-lists";

export const SCHEDULE_PRINT_TEMPLATES = ["departures", "guests"] as const;
export type SchedulePrintTemplate = (typeof SCHEDULE_PRINT_TEMPLATES)[number];

const WIDE: Partial<Record<string, number>> = { name: 2, guests: 3, email: 2, agency: 1.5, tour: 2 };

function formatter(locale: Locale) {
  const t = translator(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const day = (iso: string) => date.format(new Date(`${iso}T00:00:00Z`));
  // on a vessel's lists the "room" column holds cabins, and says so
  const columns = (keys: readonly string[], o: { cabins?: boolean } = {}): PdfColumn[] =>
    keys.map((key) => {
      const label = o.cabins && key === "room" ? "cabin" : key;
      return { key, label: t(`printLists.columns.${label}`, undefined, key), width: own(WIDE, key) };
    });
  const dated = (rows: ListRow[]) =>
    rows.map((r) => ({
      ...r,
      ...(r.dateFrom ? { dateFrom: day(String(r.dateFrom)) } : {}),
      ...(r.dateTo ? { dateTo: day(String(r.dateTo)) } : {}),
      ...(r.birthday ? { birthday: day(String(r.birthday)) } : {}),
      ...(r.gender ? { gender: t(`customers.genders.${r.gender}`, undefined, String(r.gender)) } : {}),
      ...(r.state ? { state: t(`bookingStates.${r.state}`, undefined, String(r.state)) } : {}),
    }));
  const frame = {
    footer: t("printLists.printedOn", { date: date.format(new Date()) }),
    pageLabel: (page: number, pages: number) => t("printLists.page", { page, pages }),
    empty: t("printLists.empty"),
  };
  return { t, day, columns, dated, frame };
}

/** A list definition by id (of the asset type) or a built-in kind by name. */
async function listDefinition(ref: string, assetType: "vessel" | "resort", t: (k: string) => string) {
  const kinds: readonly string[] = assetType === "vessel" ? VESSEL_LIST_KINDS : RESORT_LIST_KINDS;
  if (kinds.includes(ref))
    return { name: t(`printLists.kinds.${ref}`), kind: ref as ListKind, columns: [] as string[] };
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : NaN;
  const list = Number.isFinite(id)
    ? await db().printList.findFirst({ where: { id, assetType }, select: { name: true, kind: true, columns: true } })
    : null;
  if (!list) throw new AppError("NOT_FOUND");
  return list as { name: string; kind: ListKind; columns: string[] };
}

const columnsOf = (list: { kind: ListKind; columns: string[] }) =>
  (list.columns.length ? list.columns : DEFAULT_COLUMNS[list.kind]) as ListColumn[];

/** GET /api/vessellist/{listId}/print/{scheduleId}: a crew, guest or cabin list of one departure. */
export async function printVesselList(listRef: string, scheduleId: number, locale: Locale) {
  const f = formatter(locale);
  const list = await listDefinition(listRef, "vessel", f.t);
  const s = await db().schedule.findUnique({
    where: { id: scheduleId },
    select: {
      id: true,
      from: true,
      to: true,
      vesselId: true,
      tour: { select: { name: true } },
      vessel: { select: { name: true } },
    },
  });
  if (!s) throw new AppError("NOT_FOUND");
  const rows =
    list.kind === "crew"
      ? await crewRows(s.vesselId)
      : list.kind === "cabins"
        ? await departureCabinRows(s.id, s.vesselId)
        : await departureGuestRows(s.id);
  return renderListPdf({
    title: list.name,
    subtitle: `${s.tour.name} · ${s.vessel.name} · ${f.day(isoDate(s.from))} – ${f.day(isoDate(s.to))}`,
    columns: f.columns(columnsOf(list), { cabins: true }),
    rows: f.dated(rows),
    ...f.frame,
  });
}

/** GET /api/resort/{resort}/print/{list}: arrivals, departures or in-house guests of one day. */
export async function printResortList(resortId: number, listRef: string, day: string | undefined, locale: Locale) {
  const f = formatter(locale);
  const resort = await db().resort.findUnique({
    where: { id: resortId },
    select: { id: true, name: true, timezone: true },
  });
  if (!resort) throw new AppError("RESORT_NOT_FOUND");
  const date = day ?? (await operatorToday(resort));
  const list = await listDefinition(listRef, "resort", f.t);
  const rows = await resortDayRows(resort.id, list.kind as (typeof RESORT_LIST_KINDS)[number], date);
  return renderListPdf({
    title: list.name,
    subtitle: `${resort.name} · ${f.day(date)}`,
    columns: f.columns(columnsOf(list)),
    rows: f.dated(rows),
    ...f.frame,
  });
}

/** GET /api/schedules/printList/{template}: the departures of a range, or their guests. */
export async function printSchedules(
  template: SchedulePrintTemplate,
  q: { from: string; to: string; vesselId?: number | null; tourId?: number | null },
  locale: Locale,
) {
  const f = formatter(locale);
  const list = await departures({ ...q, activeOnly: template === "guests" });
  const subtitle = `${f.day(q.from)} – ${f.day(q.to)}`;
  if (template === "departures")
    return renderListPdf({
      title: f.t("printLists.templates.departures"),
      subtitle,
      columns: f.columns(["dateFrom", "dateTo", "tour", "vessel", "status", "beds", "sold", "free"]),
      rows: list.map((d) => ({
        dateFrom: f.day(d.from),
        dateTo: f.day(d.to),
        tour: d.tour.name,
        vessel: d.vessel.name,
        status: f.t(`schedules.statuses.${d.status}`),
        beds: d.beds,
        sold: d.sold,
        free: d.free,
      })),
      ...f.frame,
    });
  const rows: (ListRow & { tour?: string })[] = [];
  for (const d of list)
    for (const g of await departureGuestRows(d.id))
      rows.push({ ...f.dated([{ ...g, dateFrom: d.from }])[0], tour: `${d.tour.name} · ${d.vessel.name}` });
  return renderListPdf({
    title: f.t("printLists.templates.guests"),
    subtitle,
    columns: f.columns(["dateFrom", "tour", "name", "nationality", "room", "bed", "bookingNo"], { cabins: true }),
    rows,
    ...f.frame,
  });
}
