// Choices of the inventory pages: the print panels on /resort/lists and /vessellist (resorts,
// saved lists and built-in kinds, departures around today) and the resorts' room types.
import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { addCalendarDays, calendarDate, isoDate } from "../core/dates";
import { db } from "../core/db";
import { operatorToday } from "../core/operator";
import { formatDayRange } from "../i18n/date-format";
import { RESORT_LIST_KINDS, VESSEL_LIST_KINDS } from "../domain/inventory/print-lists";
import type { Option } from "../resources/screen";
import { currentFeatures } from "./context";
import { optionsOf, seededLabels } from "./options";

async function listOptions(assetType: "resort" | "vessel"): Promise<Option[]> {
  const t = await getTranslations("printLists.kinds");
  const kinds = assetType === "resort" ? RESORT_LIST_KINDS : VESSEL_LIST_KINDS;
  const saved = await db().printList.findMany({
    where: { assetType, isActive: true },
    orderBy: [{ sort: "asc" }, { name: "asc" }],
    select: { id: true, name: true },
  });
  // the demo's lists read in the user's language
  const seeded = await seededLabels(`${assetType}list`, "name");
  return [
    ...kinds.map((k) => ({ value: k, label: t(k) })),
    ...saved.map((l) => ({ value: String(l.id), label: seeded[l.name] ?? l.name })),
  ];
}

export async function resortPrintOptions() {
  const [resorts, lists, today] = await Promise.all([optionsOf("resort"), listOptions("resort"), operatorToday()]);
  return { resorts, lists, today };
}

/**
 * Departures (not cancelled) overlapping [from, to], the earliest first, labelled with their
 * dates (`dates`: as the user's language writes them; ISO unless told), trip and vessel.
 */
async function departuresBetween(
  from: string,
  to: string,
  dates: (from: string, to: string) => string = (a, b) => `${a} – ${b}`,
): Promise<Option[]> {
  const schedules = await db().schedule.findMany({
    where: { status: { not: "cancelled" }, to: { gte: calendarDate(from) }, from: { lte: calendarDate(to) } },
    orderBy: { from: "asc" },
    take: 1000,
    select: { id: true, from: true, to: true, tour: { select: { name: true } }, vessel: { select: { name: true } } },
  });
  return schedules.map((s) => ({
    value: String(s.id),
    label: `${dates(isoDate(s.from), isoDate(s.to))} · ${s.tour.name} · ${s.vessel.name}`,
  }));
}

export async function vesselPrintOptions() {
  const today = await operatorToday();
  const [lists, schedules] = await Promise.all([
    listOptions("vessel"),
    // a year back (lists of a trip made) to two years ahead (a season copied on is planned that far)
    departuresBetween(addCalendarDays(today, -365), addCalendarDays(today, 730)),
  ]);
  return { lists, schedules, today };
}

/**
 * The departures the tape chart offers: a month back (a trip just made) to a year ahead; none
 * while the operator sells no vessels.
 */
export async function chartDepartureOptions(): Promise<Option[]> {
  if (!(await currentFeatures()).features.has("vessel")) return [];
  const [today, locale] = await Promise.all([operatorToday(), getLocale()]);
  return departuresBetween(addCalendarDays(today, -31), addCalendarDays(today, 366), (a, b) =>
    formatDayRange(a, b, locale),
  );
}

/** The room types of resorts (not the vessels' cabin types), labelled with their resort. */
export async function resortRoomTypeOptions(): Promise<Option[]> {
  const rows = await db().roomType.findMany({
    where: { resortId: { not: null } },
    orderBy: [{ resortId: "asc" }, { sort: "asc" }, { name: "asc" }],
    select: { id: true, name: true, resort: { select: { name: true } } },
  });
  return rows.map((r) => ({ value: String(r.id), label: `${r.name} · ${r.resort?.name ?? ""}` }));
}
