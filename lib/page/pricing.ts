// What the price grid and the special editor need besides the record itself: the room or cabin
// types a price's grid has columns for, its variants' names, and the choices the rule editor
// offers for each id dimension (resorts, vessels, tours, departures, agencies ...).
import "server-only";
import { addCalendarDays, calendarDate, isoDate } from "../core/dates";
import { db, Prisma } from "../core/db";
import { operatorToday } from "../core/operator";
import { priceRoomTypesWhere } from "../domain/pricing/fields";
import type { Locale } from "../i18n/locale";
import { bundledMessages } from "../i18n/messages";
import type { Option } from "../resources/screen";
import { optionsOf } from "./options";

/** Columns of a price's grid: its asset's room or cabin types, then the entry for every type. */
export async function priceGridColumns(price: { type: string; resortId: number | null; vesselId: number | null }) {
  const types = await db().roomType.findMany({
    where: priceRoomTypesWhere(price),
    select: { id: true, name: true, resort: { select: { name: true } }, vessel: { select: { name: true } } },
    orderBy: [{ resortId: "asc" }, { vesselId: "asc" }, { sort: "asc" }, { id: "asc" }],
  });
  const several = new Set(types.map((t) => t.resort?.name ?? t.vessel?.name)).size > 1;
  return types.map((t) => ({
    roomTypeId: t.id as number | null,
    label: several ? `${t.name} (${t.resort?.name ?? t.vessel?.name})` : t.name,
  }));
}

export async function variantNames(ids: number[]) {
  if (!ids.length) return [];
  return db().priceVariant.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
}

/** The choices of the rule editor's id dimensions, by dimension. */
export async function ruleOptions(): Promise<Record<string, Option[]>> {
  const today = await operatorToday();
  const [resorts, vessels, tours, agencies, sources, groups, roomTypes, schedules] = await Promise.all([
    optionsOf("resort"),
    optionsOf("vessel"),
    db().tour.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" }, take: 1000 }),
    optionsOf("agency"),
    db().bookingSource.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
    optionsOf("specialsGroup"),
    db().roomType.findMany({
      select: { id: true, name: true, resort: { select: { name: true } }, vessel: { select: { name: true } } },
      orderBy: [{ resortId: "asc" }, { vesselId: "asc" }, { sort: "asc" }],
      take: 1000,
    }),
    // departures from a month ago on: older ones rarely get a new special
    db().schedule.findMany({
      where: { from: { gte: calendarDate(addCalendarDays(today, -31)) } },
      select: { id: true, from: true, to: true, tour: { select: { name: true } } },
      orderBy: { from: "asc" },
      take: 500,
    }),
  ]);
  const rows = (list: { id: number; name: string }[]) => list.map((r) => ({ value: String(r.id), label: r.name }));
  return {
    Resort: resorts,
    Vessel: vessels,
    Itineraries: rows(tours),
    Agencies: agencies,
    BookingSource: rows(sources),
    SpecialsGroup: groups,
    RoomType: roomTypes.map((r) => ({
      value: String(r.id),
      label: `${r.name} (${r.resort?.name ?? r.vessel?.name ?? ""})`,
    })),
    Schedules: schedules.map((s) => ({
      value: String(s.id),
      label: `${s.tour.name} ${isoDate(s.from)} – ${isoDate(s.to)}`,
    })),
  };
}

/**
 * The names of the ids some explained rules mention, by dimension, labelled as ruleOptions labels
 * them, in one statement: a quote explains its specials on every change in the wizard, and reading
 * every choice of the rule editor (eight lists) to name two ids cost eight round trips.
 */
export async function ruleIdNames(ids: Map<string, number[]>, locale: Locale): Promise<Record<string, Option[]>> {
  const of = (dimension: string) => ids.get(dimension) ?? [];
  // the dimensions whose label is the row's name: [dimension, table]
  const plain = [
    ["Resort", "Resort"],
    ["Vessel", "Vessel"],
    ["Itineraries", "Tour"],
    ["Agencies", "Agency"],
    ["BookingSource", "BookingSource"],
    ["SpecialsGroup", "SpecialsGroup"],
  ].map(
    ([dimension, table]) => Prisma.sql`
      (SELECT COALESCE(json_agg(json_build_array(x.id, x.name)), '[]') FROM ${Prisma.raw(`"${table}"`)} x
        WHERE x.id = ANY(${of(dimension)}::int[]))::text AS ${Prisma.raw(`"${dimension}"`)}`,
  );
  const [row] = await db().$queryRaw<Record<string, string>[]>(Prisma.sql`
    SELECT ${Prisma.join(plain)},
      (SELECT COALESCE(json_agg(json_build_array(x.id, x.name || ' (' || COALESCE(r.name, v.name, '') || ')')), '[]')
        FROM "RoomType" x LEFT JOIN "Resort" r ON r.id = x."resortId" LEFT JOIN "Vessel" v ON v.id = x."vesselId"
        WHERE x.id = ANY(${of("RoomType")}::int[]))::text AS "RoomType",
      (SELECT COALESCE(json_agg(json_build_array(x.id, t.name || ' ' || x."from" || ' – ' || x."to")), '[]')
        FROM "Schedule" x JOIN "Tour" t ON t.id = x."tourId"
        WHERE x.id = ANY(${of("Schedules")}::int[]))::text AS "Schedules"`);
  // the demo's records under their names in the caller's language, as optionsOf names them
  const seeded = (bundledMessages(locale) as { seeded?: Record<string, { name?: Record<string, string> }> }).seeded;
  const translated: Record<string, string> = {
    Resort: "resort",
    Vessel: "vessel",
    Agencies: "agency",
    SpecialsGroup: "specialsgroup",
  };
  const out: Record<string, Option[]> = {};
  for (const [dimension, text] of Object.entries(row)) {
    const named = seeded?.[translated[dimension] ?? ""]?.name ?? {};
    out[dimension] = (JSON.parse(text) as [number, string][]).map(([id, name]) => ({
      value: String(id),
      label: named[name] ?? name,
    }));
  }
  return out;
}
