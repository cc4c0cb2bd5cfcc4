// The top lists (docs/statistics.md): of the sold bookings whose stay starts in the period, who
// and what brought the most revenue (in the operator's currency), `amount` rows long, the rest
// left out. Ties go by name, then id, so the list is the same on every call.
import { Prisma } from "../../core/db";
import type { FigureContext } from "./figures-bookings";
import type { StatsQuery } from "./stats-query";
import {
  arrivesWithin,
  bookingFilters,
  bookingsWithRevenue,
  jsonRows,
  SOLD,
  SUMMARY_SOLD,
  summaryFilters,
  totalIn,
} from "./stats-sql";
import type { StatsTable } from "./stats-table";

type Ranked = { id: number | null; name: string | null; bookings: number; guests: number; revenue: string | null };

/**
 * Revenue, bookings and guests per `key` of the booking (its agency, customer, owner ...), largest
 * first. Summed per key first; only the keys that can make the list (ranked by revenue and
 * bookings, ties at the end included) are named and sorted here, by name as before, then by id
 * (two customers of one name with the same figures: always in the same order).
 */
export async function rankBookings(
  q: StatsQuery,
  c: FigureContext,
  by: { key: Prisma.Sql; join?: Prisma.Sql; name: (id: Prisma.Sql) => Prisma.Sql },
): Promise<StatsTable> {
  const rows = await jsonRows<Ranked>(Prisma.sql`
    WITH x AS (
      SELECT ${by.key} AS id, count(*)::int AS bookings, sum(b."noOfPax")::int AS guests,
        sum(${totalIn(c.currency)}) AS revenue
      FROM "Booking" b ${by.join ?? Prisma.empty}
      WHERE ${SOLD} AND ${arrivesWithin(q)} AND ${by.key} IS NOT NULL ${bookingFilters(q)}
      GROUP BY 1),
    r AS (SELECT x.*, rank() OVER (ORDER BY COALESCE(x.revenue, 0) DESC, x.bookings DESC) AS place FROM x)
    SELECT r.id, ${by.name(Prisma.sql`r.id`)} AS name, r.bookings, r.guests, r.revenue::text AS revenue
    FROM r WHERE r.place <= ${q.amount}`);
  rows.sort(
    (a, b) =>
      Number(b.revenue ?? 0) - Number(a.revenue ?? 0) ||
      b.bookings - a.bookings ||
      (a.name ?? "").localeCompare(b.name ?? "") ||
      (a.id ?? 0) - (b.id ?? 0),
  );
  return {
    columns: [
      { key: "name", kind: "text" },
      { key: "bookings", kind: "count" },
      { key: "guests", kind: "count" },
      { key: "revenue", kind: "money" },
    ],
    rows: rows.slice(0, q.amount).map((r) => ({
      id: r.id,
      name: r.name ?? `#${r.id}`,
      bookings: r.bookings,
      guests: r.guests,
      revenue: Number(r.revenue ?? 0).toFixed(2),
    })),
    currency: c.currency,
    chart: { kind: "bar", x: "name", series: ["revenue"] },
  };
}

const customerName = (t: string) =>
  Prisma.raw(`COALESCE(NULLIF(${t}.name, ''), trim(${t}."firstName" || ' ' || ${t}."lastName"))`);

/** The name of the row `id` of a table: its `column`, or an expression of the row `t`. */
export const nameOf = (table: string, column: Prisma.Sql) => (id: Prisma.Sql) =>
  Prisma.sql`(SELECT ${column} FROM ${Prisma.raw(`"${table}"`)} t WHERE t.id = ${id})`;

export const topAgencies = (q: StatsQuery, c: FigureContext) =>
  rankBookings(q, c, { key: Prisma.sql`b."agencyId"`, name: nameOf("Agency", Prisma.sql`t.name`) });

export const topCustomers = (q: StatsQuery, c: FigureContext) =>
  rankBookings(q, c, { key: Prisma.sql`b."customerId"`, name: nameOf("Customer", customerName("t")) });

/** The user a booking belongs to (its owner: who made it, or whom staff gave it to). */
export const topBookingOwner = (q: StatsQuery, c: FigureContext) =>
  rankBookings(q, c, { key: Prisma.sql`b."userId"`, name: nameOf("User", Prisma.sql`t.name`) });

/** The largest single bookings: number, customer, guests, revenue. */
export async function topBookings(q: StatsQuery, c: FigureContext): Promise<StatsTable> {
  const rows = await jsonRows<{
    id: number;
    name: string;
    customer: string | null;
    guests: number;
    revenue: string | null;
  }>(Prisma.sql`
    SELECT x.id, COALESCE(x."bookingNo", '#' || x.id) AS name, ${customerName("cu")} AS customer,
      x.guests, x.revenue::text AS revenue
    FROM (
      WITH ${bookingsWithRevenue(c.currency, Prisma.sql`${SOLD} AND ${arrivesWithin(q)} ${bookingFilters(q)}`)}
      SELECT b.id, b."bookingNo", b."customerId", b."noOfPax" AS guests, b.revenue
      FROM b ORDER BY b.revenue DESC NULLS LAST, b.id LIMIT ${q.amount}) x
      LEFT JOIN "Customer" cu ON cu.id = x."customerId"
    ORDER BY x.revenue DESC NULLS LAST, x.id`);
  return {
    columns: [
      { key: "name", kind: "text" },
      { key: "customer", kind: "text" },
      { key: "guests", kind: "count" },
      { key: "revenue", kind: "money" },
    ],
    rows: rows.map((r) => ({ ...r, revenue: Number(r.revenue ?? 0).toFixed(2) })),
    currency: c.currency,
    chart: { kind: "bar", x: "name", series: ["revenue"] },
  };
}

/**
 * Rooms and cabins by the nights sold in them (a shared cabin's night counts once), from the
 * booking rooms' summary (RoomStay).
 */
export async function topRooms(q: StatsQuery): Promise<StatsTable> {
  const rows = await jsonRows<{ id: number; name: string; bookings: number; nights: number }>(Prisma.sql`
    SELECT r.id, r.name, count(DISTINCT s."bookingId")::int AS bookings,
      sum(LEAST(s."dateTo", ${q.to}::date + 1) - GREATEST(s."dateFrom", ${q.from}::date))::int AS nights
    FROM "RoomStay" s JOIN "Room" r ON r.id = s."roomId"
    WHERE s.active AND ${SUMMARY_SOLD} AND s."dateFrom" <= ${q.to}::date AND s."dateTo" > ${q.from}::date ${summaryFilters(q)}
    GROUP BY r.id, r.name`);
  rows.sort((a, b) => b.nights - a.nights || a.name.localeCompare(b.name));
  return {
    columns: [
      { key: "name", kind: "text" },
      { key: "bookings", kind: "count" },
      { key: "nights", kind: "count" },
    ],
    rows: rows.slice(0, q.amount),
    currency: null,
    chart: { kind: "bar", x: "name", series: ["nights"] },
  };
}

/** Products booked on the sold bookings: how often and how many (quantity, one when none is set). */
export async function topProducts(q: StatsQuery): Promise<StatsTable> {
  const rows = await jsonRows<{ id: number; name: string; bookings: number; quantity: string }>(Prisma.sql`
    SELECT p.id, p.name, count(DISTINCT b.id)::int AS bookings, sum(COALESCE(bp.quantity, 1))::text AS quantity
    FROM "BookingProduct" bp JOIN "Booking" b ON b.id = bp."bookingId" JOIN "Product" p ON p.id = bp."productId"
    WHERE ${SOLD} AND ${arrivesWithin(q)} ${bookingFilters(q)}
    GROUP BY p.id, p.name`);
  rows.sort((a, b) => b.bookings - a.bookings || a.name.localeCompare(b.name));
  return {
    columns: [
      { key: "name", kind: "text" },
      { key: "bookings", kind: "count" },
      { key: "quantity", kind: "count" },
    ],
    rows: rows.slice(0, q.amount).map((r) => ({ ...r, quantity: Number(r.quantity) })),
    currency: null,
    chart: { kind: "bar", x: "name", series: ["bookings"] },
  };
}

/** The user who made each sold booking (its first history entry), by the revenue of what they made. */
export const topUsers = (q: StatsQuery, c: FigureContext) =>
  rankBookings(q, c, {
    key: Prisma.sql`h."userId"`,
    join: Prisma.sql`LEFT JOIN "BookingHistory" h ON h."bookingId" = b.id AND h.version = 1`,
    name: nameOf("User", Prisma.sql`t.name`),
  });

/** Named lines of the sold bookings' calculations (supplements, product categories ...) by count and sum. */
async function rankLines(
  q: StatsQuery,
  c: FigureContext,
  by: { key: Prisma.Sql; name: Prisma.Sql; from: Prisma.Sql; where: Prisma.Sql },
): Promise<StatsTable> {
  const factor = Prisma.sql`(CASE WHEN b.total = 0 THEN 1 ELSE ${totalIn(c.currency)} / b.total END)`;
  const rows = await jsonRows<{ id: number; name: string; bookings: number; total: string | null }>(Prisma.sql`
    SELECT ${by.key} AS id, min(${by.name}) AS name, count(DISTINCT b.id)::int AS bookings,
      round(sum(l.total * ${factor}), 2)::text AS total
    FROM ${by.from}
    WHERE ${by.where} AND ${SOLD} AND ${arrivesWithin(q)} ${bookingFilters(q)}
    GROUP BY 1`);
  rows.sort((a, b) => Number(b.total ?? 0) - Number(a.total ?? 0) || a.name.localeCompare(b.name));
  return {
    columns: [
      { key: "name", kind: "text" },
      { key: "bookings", kind: "count" },
      { key: "total", kind: "money" },
    ],
    rows: rows.slice(0, q.amount).map((r) => ({ ...r, total: Number(r.total ?? 0).toFixed(2) })),
    currency: c.currency,
    chart: { kind: "bar", x: "name", series: ["total"] },
  };
}

/** Supplements charged on the sold bookings (their calculation lines), by their sum. */
export const topSupplements = (q: StatsQuery, c: FigureContext) =>
  rankLines(q, c, {
    key: Prisma.sql`s.id`,
    name: Prisma.sql`s.name`,
    from: Prisma.sql`"BookingCalculationLine" l JOIN "Booking" b ON b.id = l."bookingId"
      JOIN "Supplement" s ON s.id = (l.source->>'supplementId')::int`,
    where: Prisma.sql`l.billable AND l.source->>'kind' = 'supplement'`,
  });

/** Product categories of the products charged on the sold bookings, by their sum. */
export const topProductCategories = (q: StatsQuery, c: FigureContext) =>
  rankLines(q, c, {
    key: Prisma.sql`pc.id`,
    name: Prisma.sql`pc.name`,
    from: Prisma.sql`"BookingCalculationLine" l JOIN "Booking" b ON b.id = l."bookingId"
      JOIN "Product" p ON p.id = (l.source->>'productId')::int JOIN "ProductCategory" pc ON pc.id = p."categoryId"`,
    where: Prisma.sql`l.billable AND l.type = 'product' AND l.source->>'productId' IS NOT NULL`,
  });
