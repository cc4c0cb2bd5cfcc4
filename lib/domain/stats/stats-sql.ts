// The SQL every figure shares (docs/statistics.md, "What counts"): which bookings are sold, which
// of them the filters keep, a booking's total in the operator's currency, and the period a date
// falls in. A figure's query reads its rows as one JSON text, as the finance report does: PGlite
// hands rows over one by one, and a year's rows cost more than the query itself.
import { calendarDate, isoDate } from "../../core/dates";
import { db, Prisma, type BookingState } from "../../core/db";
import type { StatsGroupBy, StatsQuery } from "./stats-query";

/** Sold: a firm booking, settled or not. Offers, options, the waiting list and called-off bookings are not. */
export const SOLD_STATES: readonly BookingState[] = ["confirmed", "resolved"];
export const SOLD = Prisma.sql`b.state::text IN ('confirmed', 'resolved')`;

/** A booking's own asset ("vessel:2", "resort:1" or null), as the finance report says it. */
export const BOOKING_ASSET = Prisma.sql`CASE
  WHEN b.type = 'vessel' AND b."vesselId" IS NOT NULL THEN 'vessel:' || b."vesselId"
  WHEN b."resortId" IS NOT NULL THEN 'resort:' || b."resortId"
  WHEN b."vesselId" IS NOT NULL THEN 'vessel:' || b."vesselId" END`;

type Filtered = Pick<StatsQuery, "assets" | "categories" | "sources">;

/** The query's filters on the booking `b`: its asset, category and source. */
export const bookingFilters = (q: Filtered): Prisma.Sql =>
  filtersOn(q, { asset: BOOKING_ASSET, category: Prisma.sql`b."categoryId"`, source: Prisma.sql`b."sourceId"` });

/**
 * The summaries `s` (GuestStay and RoomStay, migrations guest_stays and room_stays): one row per
 * guest row or booking room with the booking's state, asset, category and source copied as
 * `state`, `asset`, `categoryId` and `sourceId`, so a figure reads one table. Sold and the
 * filters as SOLD and bookingFilters say them for the booking.
 */
export const SUMMARY_SOLD = Prisma.sql`s.state IN ('confirmed', 'resolved')`;
export const summaryFilters = (q: Filtered): Prisma.Sql =>
  filtersOn(q, { asset: Prisma.sql`s.asset`, category: Prisma.sql`s."categoryId"`, source: Prisma.sql`s."sourceId"` });
/** The booking's stay starts in the period, on the guests' summary (its `arrival`). */
export const guestArrivesWithin = (q: Pick<StatsQuery, "from" | "to">) =>
  Prisma.sql`s.arrival BETWEEN ${calendarDate(q.from)}::date AND ${calendarDate(q.to)}::date`;

function filtersOn(q: Filtered, col: { asset: Prisma.Sql; category: Prisma.Sql; source: Prisma.Sql }): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (q.assets?.length)
    parts.push(Prisma.sql`AND ${col.asset} = ANY(${q.assets.map((a) => `${a.kind}:${a.id}`)}::text[])`);
  if (q.categories?.length) parts.push(Prisma.sql`AND ${col.category} = ANY(${q.categories}::int[])`);
  if (q.sources?.length) parts.push(Prisma.sql`AND ${col.source} = ANY(${q.sources}::int[])`);
  return parts.length ? Prisma.join(parts, " ") : Prisma.empty;
}

/** The stay starts in the period (both days included). */
export const arrivesWithin = (q: Pick<StatsQuery, "from" | "to">) =>
  Prisma.sql`b."dateFrom" BETWEEN ${calendarDate(q.from)}::date AND ${calendarDate(q.to)}::date`;

/**
 * The booking's total in `currency`: as it is when the booking is in it, else at the stored rate
 * of the booking date (the latest rate valid on that day, either direction); null without one
 * (the figure counts it as unconverted and says so). The customers' summary converts with the
 * database function stats_total_in (migration customer_stats), the same rule in the same words.
 * Inline rather than that function: PostgreSQL does not inline it, and a call per booking in
 * another currency costs several times the subquery (measured on the large data set).
 */
export const totalIn = (currency: string) => Prisma.sql`(CASE WHEN b.currency = ${currency} THEN b.total
  ELSE round(b.total * ${rateOf(Prisma.sql`b.currency`, Prisma.sql`b."bookingDate"::date`, currency)}, 2) END)`;

/** What one unit of `from` is in `currency` on `day` by the stored rates (null: no rate). */
const rateOf = (from: Prisma.Sql, day: Prisma.Sql, currency: string) => Prisma.sql`(
  SELECT CASE WHEN r."fromCode" = ${from} THEN r.rate ELSE 1 / r.rate END
    FROM "ExchangeRate" r
    WHERE r.rate > 0 AND r."validFrom" <= ${day}
      AND ((r."fromCode" = ${from} AND r."toCode" = ${currency})
        OR (r."fromCode" = ${currency} AND r."toCode" = ${from}))
    ORDER BY r."validFrom" DESC LIMIT 1)`;

/**
 * Common table expressions ending in `b`: the bookings `where` keeps (on "Booking" b: their
 * number, customer, guests, dates), each with `revenue`, its total in `currency`
 * as totalIn says, the rate looked up once per currency and booking day instead of once per
 * booking (a year's 3,700 bookings in another currency were made on some 450 days). For a figure
 * over most of a period's bookings (incomeByMonth, topBookings): WITH ${...} SELECT ... FROM b. A
 * top list by agency or owner keeps few bookings and converts them inline faster (totalIn).
 */
export const bookingsWithRevenue = (currency: string, where: Prisma.Sql) => Prisma.sql`
  chosen AS MATERIALIZED (
    SELECT b.id, b."bookingNo", b."customerId", b."noOfPax", b."dateFrom", b."dateTo", b.currency, b.total,
      b."bookingDate"
    FROM "Booking" b WHERE ${where}),
  rates AS MATERIALIZED (
    SELECT x.currency, x.day, ${rateOf(Prisma.sql`x.currency`, Prisma.sql`x.day`, currency)} AS factor
    FROM (SELECT DISTINCT c.currency, c."bookingDate"::date AS day FROM chosen c WHERE c.currency <> ${currency}) x),
  b AS (
    SELECT c.*, CASE WHEN c.currency = ${currency} THEN c.total ELSE round(c.total * k.factor, 2) END AS revenue
    FROM chosen c LEFT JOIN rates k ON k.currency = c.currency AND k.day = c."bookingDate"::date)`;

/** The label of the period a date falls in: 2026-03-14, 2026-W11 (ISO week), 2026-03 or 2026. */
export function periodOf(groupBy: StatsGroupBy, date: Prisma.Sql): Prisma.Sql {
  switch (groupBy) {
    case "day":
      return Prisma.sql`to_char(${date}, 'YYYY-MM-DD')`;
    case "week":
      return Prisma.sql`to_char(${date}, 'IYYY-"W"IW')`;
    case "month":
      return Prisma.sql`to_char(${date}, 'YYYY-MM')`;
    case "year":
      return Prisma.sql`to_char(${date}, 'YYYY')`;
  }
}

/** Every period of from..to in order, so a period without bookings still shows (as zero). */
export function periodsOf(groupBy: StatsGroupBy, from: string, to: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const label = periodLabel(groupBy, d);
    if (!seen.has(label)) {
      seen.add(label);
      out.push(label);
    }
  }
  return out;
}

/** periodOf in TypeScript (periodsOf's labels must be the database's). */
export function periodLabel(groupBy: StatsGroupBy, d: Date): string {
  // d is a calendar date at UTC midnight (periodsOf): its ISO day is the calendar day
  const iso = isoDate(d);
  if (groupBy === "day") return iso;
  if (groupBy === "month") return iso.slice(0, 7);
  if (groupBy === "year") return iso.slice(0, 4);
  // ISO week: the week of the Thursday of d's week
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  t.setUTCDate(t.getUTCDate() + 3 - ((t.getUTCDay() + 6) % 7));
  const yearStart = new Date(Date.UTC(t.getUTCFullYear(), 0, 4));
  const week =
    1 + Math.round(((t.getTime() - yearStart.getTime()) / 86_400_000 - 3 + ((yearStart.getUTCDay() + 6) % 7)) / 7);
  return `${t.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Rows of `select` (which must name its columns) read as one JSON text. */
export async function jsonRows<T>(select: Prisma.Sql): Promise<T[]> {
  const [{ rows }] = await db().$queryRaw<{ rows: string }[]>`
    SELECT COALESCE(json_agg(x), '[]')::text AS rows FROM (${select}) x`;
  return JSON.parse(rows) as T[];
}
