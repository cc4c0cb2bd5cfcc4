// Utilization, right for both kinds of inventory (docs/statistics.md):
// - a resort: room nights sold over room nights available. Available: every active room of the
//   resort on every night of the period, less the nights an out-of-order blocker closes it (as
//   operators count; maintenance and event blockers stay available nights that did not sell).
//   Sold: the nights a sold booking holds the room (a shared room's night counts once).
// - a vessel: berths sold over berths offered, per departure (active or closed) starting in the
//   period. Offered: the active beds of the vessel's active cabins, less the cabins and beds held
//   back on that departure. Sold: the guests aboard of the departure's sold bookings.
// Rows per period (of the night, or of the departure's start) and asset; occupancyPerYear is the
// same by year, byVesselYear the vessels' part with the departures and revenue.
import { Prisma } from "../../core/db";
import { assetNames } from "../finance/finance-report";
import type { FigureContext } from "./figures-bookings";
import type { StatsQuery } from "./stats-query";
import { jsonRows, periodOf, SOLD, SUMMARY_SOLD, totalIn } from "./stats-sql";
import { percentOf, type StatsTable } from "./stats-table";

type UseRow = { period: string; asset: string; available: number; sold: number };
type VoyageRow = UseRow & { departures: number; revenue: string | null };

const kindIds = (q: StatsQuery, kind: "resort" | "vessel") =>
  q.assets?.length ? q.assets.filter((a) => a.kind === kind).map((a) => a.id) : null;

/**
 * Resort room nights by period without a row per room and night: each period is a range of days,
 * a room's nights in it are the overlap of two ranges. Available: the active rooms times the
 * period's days, less the overlap of their out-of-order blockers (a room's blockers never overlap:
 * an exclusion constraint). Sold: the overlap of the sold bookings' exclusive rooms (which never
 * overlap either: the no-overlap constraint), plus the nights of shared rooms night by night,
 * counted once per room and night and only where no exclusive booking holds the room already.
 * The held rooms come from the booking rooms' summary (RoomStay: the booking's state on the row).
 */
function resortUse(q: StatsQuery): Promise<UseRow[]> {
  const ids = kindIds(q, "resort");
  if (ids && !ids.length) return Promise.resolve([]);
  const only = ids ? Prisma.sql`AND r."resortId" = ANY(${ids}::int[])` : Prisma.empty;
  const overlap = (from: Prisma.Sql, to: Prisma.Sql) => Prisma.sql`(LEAST(${to}, p.stop) - GREATEST(${from}, p.start))`;
  return jsonRows<UseRow>(Prisma.sql`
    WITH n AS (SELECT d::date AS night FROM generate_series(${q.from}::date, ${q.to}::date, interval '1 day') d),
    p AS (SELECT ${periodOf(q.groupBy, Prisma.sql`n.night`)} AS period, min(n.night) AS start, max(n.night) + 1 AS stop
      FROM n GROUP BY 1),
    r AS (SELECT r.id, r."resortId" FROM "Room" r WHERE r."resortId" IS NOT NULL AND r."isActive" ${only}),
    rooms AS (SELECT r."resortId", count(*)::int AS rooms FROM r GROUP BY 1),
    blocked AS (
      SELECT p.period, r."resortId", sum(${overlap(Prisma.sql`x."from"`, Prisma.sql`x."to"`)})::int AS nights
      FROM "RoomBlocker" x JOIN r ON r.id = x."roomId" JOIN p ON x."from" < p.stop AND x."to" > p.start
      WHERE x.type = 'OutOfOrder'
      GROUP BY 1, 2),
    held AS (
      SELECT s."roomId", s."dateFrom", s."dateTo", s.exclusive, r."resortId"
      FROM "RoomStay" s JOIN r ON r.id = s."roomId"
      WHERE s.active AND ${SUMMARY_SOLD} AND s."dateFrom" <= ${q.to}::date AND s."dateTo" > ${q.from}::date),
    -- the shared rooms apart first: night by night they are few, where the exclusive ones are many
    sharing AS MATERIALIZED (SELECT * FROM held WHERE NOT exclusive),
    shared AS (
      SELECT DISTINCT h."resortId", h."roomId", n.night
      FROM sharing h JOIN n ON n.night >= h."dateFrom" AND n.night < h."dateTo"
      WHERE NOT EXISTS (SELECT 1 FROM held e WHERE e.exclusive AND e."roomId" = h."roomId"
        AND e."dateFrom" <= n.night AND e."dateTo" > n.night)),
    sold AS (
      SELECT period, "resortId", sum(nights)::int AS nights FROM (
        SELECT p.period, h."resortId", ${overlap(Prisma.sql`h."dateFrom"`, Prisma.sql`h."dateTo"`)} AS nights
        FROM held h JOIN p ON h."dateFrom" < p.stop AND h."dateTo" > p.start WHERE h.exclusive
        UNION ALL
        SELECT ${periodOf(q.groupBy, Prisma.sql`s.night`)}, s."resortId", 1 FROM shared s) x
      GROUP BY 1, 2)
    SELECT p.period, 'resort:' || k."resortId" AS asset,
      (k.rooms * (p.stop - p.start) - COALESCE(x.nights, 0))::int AS available, COALESCE(s.nights, 0) AS sold
    FROM p CROSS JOIN rooms k
      LEFT JOIN blocked x ON x.period = p.period AND x."resortId" = k."resortId"
      LEFT JOIN sold s ON s.period = p.period AND s."resortId" = k."resortId"`);
}

/** The departures' berths offered and sold; with `currency`, their sold bookings' revenue in it (else none). */
function vesselUse(q: StatsQuery, currency: string | null): Promise<VoyageRow[]> {
  const ids = kindIds(q, "vessel");
  if (ids && !ids.length) return Promise.resolve([]);
  const only = ids ? Prisma.sql`AND s."vesselId" = ANY(${ids}::int[])` : Prisma.empty;
  return jsonRows<VoyageRow>(Prisma.sql`
    WITH s AS (
      SELECT s.id, s."vesselId", s."from", s."heldBackRoomIds", s."heldBackBedIds" FROM "Schedule" s
      WHERE s.status::text IN ('active', 'closed') AND s."from" BETWEEN ${q.from}::date AND ${q.to}::date ${only}),
    offered AS (
      SELECT s.id, count(bd.id)::int AS berths
      FROM s JOIN "Room" r ON r."vesselId" = s."vesselId" AND r."isActive"
        JOIN "Bed" bd ON bd."roomId" = r.id AND bd.active
      WHERE NOT (r.id = ANY(s."heldBackRoomIds")) AND NOT (bd.id = ANY(s."heldBackBedIds"))
      GROUP BY s.id),
    sold AS (
      SELECT b."scheduleId" AS id, sum(b."noOfPax")::int AS berths,
        ${currency ? Prisma.sql`sum(${totalIn(currency)})` : Prisma.sql`NULL::numeric`} AS revenue
      FROM "Booking" b WHERE ${SOLD} AND b."scheduleId" IN (SELECT id FROM s)
      GROUP BY 1)
    SELECT ${periodOf(q.groupBy, Prisma.sql`s."from"`)} AS period, 'vessel:' || s."vesselId" AS asset,
      count(*)::int AS departures, COALESCE(sum(o.berths), 0)::int AS available, COALESCE(sum(x.berths), 0)::int AS sold,
      COALESCE(sum(x.revenue), 0)::text AS revenue
    FROM s LEFT JOIN offered o ON o.id = s.id LEFT JOIN sold x ON x.id = s.id
    GROUP BY 1, 2`);
}

async function names(rows: readonly { asset: string }[]): Promise<Map<string, string>> {
  const refs = [...new Set(rows.map((r) => r.asset))].map((a) => {
    const [kind, id] = a.split(":");
    return { kind: kind as "resort" | "vessel", id: Number(id) };
  });
  const views = await assetNames(refs);
  return new Map(refs.map((r) => [`${r.kind}:${r.id}`, views.get(`${r.kind}:${r.id}`)?.name ?? `${r.kind} ${r.id}`]));
}

const byPeriodThenAsset = (a: { period: string; asset: string }, b: { period: string; asset: string }) =>
  a.period.localeCompare(b.period) || a.asset.localeCompare(b.asset);

export async function utilization(q: StatsQuery, _c: FigureContext): Promise<StatsTable> {
  // utilization shows no revenue: the departures' bookings are not converted
  const [resorts, vessels] = await Promise.all([resortUse(q), vesselUse(q, null)]);
  const rows = [...resorts, ...vessels].sort(byPeriodThenAsset);
  const label = await names(rows);
  return {
    columns: [
      { key: "period", kind: "text" },
      { key: "asset", kind: "text" },
      { key: "unit", kind: "text" },
      { key: "available", kind: "count" },
      { key: "sold", kind: "count" },
      { key: "utilization", kind: "percent" },
    ],
    rows: rows.map((r) => ({
      period: r.period,
      asset: label.get(r.asset) ?? r.asset,
      unit: r.asset.startsWith("vessel") ? "berths" : "roomNights",
      available: r.available,
      sold: r.sold,
      utilization: percentOf(r.sold, r.available),
    })),
    currency: null,
    chart: { kind: "line", x: "period", series: ["utilization"], pivot: "asset" },
  };
}

export const occupancyPerYear = (q: StatsQuery, c: FigureContext) => utilization({ ...q, groupBy: "year" }, c);

/** Per vessel and year (or the query's grouping): departures, berths offered and sold, revenue. */
export async function byVesselYear(q: StatsQuery, c: FigureContext, vesselId?: number): Promise<StatsTable> {
  const groupBy = q.groupBy === "month" ? "year" : q.groupBy;
  const assets = vesselId ? [{ kind: "vessel" as const, id: vesselId }] : q.assets?.filter((a) => a.kind === "vessel");
  const rows = (await vesselUse({ ...q, groupBy, assets: assets?.length ? assets : undefined }, c.currency)).sort(
    byPeriodThenAsset,
  );
  const label = await names(rows);
  return {
    columns: [
      { key: "period", kind: "text" },
      { key: "asset", kind: "text" },
      { key: "departures", kind: "count" },
      { key: "available", kind: "count" },
      { key: "sold", kind: "count" },
      { key: "utilization", kind: "percent" },
      { key: "revenue", kind: "money" },
    ],
    rows: rows.map((r) => ({
      period: r.period,
      asset: label.get(r.asset) ?? r.asset,
      departures: r.departures,
      available: r.available,
      sold: r.sold,
      utilization: percentOf(r.sold, r.available),
      revenue: Number(r.revenue ?? 0).toFixed(2),
    })),
    currency: c.currency,
    chart: { kind: "bar", x: "period", series: ["sold"], pivot: "asset" },
  };
}
