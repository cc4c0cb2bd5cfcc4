// Figures of the bookings themselves (docs/statistics.md): income per period, conversions from
// enquiry to booking, bookings by state, and the calculation's lines by type.
import { Prisma } from "../../core/db";
import { addCalendarDays, calendarDate } from "../../core/dates";
import type { StatsQuery } from "./stats-query";
import {
  arrivesWithin,
  bookingFilters,
  bookingsWithRevenue,
  jsonRows,
  periodOf,
  periodsOf,
  SOLD,
  totalIn,
} from "./stats-sql";
import { percentOf, type StatsTable } from "./stats-table";

/** What a figure runs with: the operator's currency and time zone, and a listing figure's page. */
export type FigureContext = { currency: string; timeZone: string; page?: number; size?: number };

/** Revenue, bookings, guests and nights of the sold bookings by the period their stay starts in. */
export async function incomeByMonth(q: StatsQuery, c: FigureContext): Promise<StatsTable> {
  const rows = await jsonRows<{
    period: string;
    bookings: number;
    guests: number;
    nights: number;
    revenue: string | null;
    unconverted: number;
  }>(Prisma.sql`
    WITH ${bookingsWithRevenue(c.currency, Prisma.sql`${SOLD} AND ${arrivesWithin(q)} ${bookingFilters(q)}`)}
    SELECT ${periodOf(q.groupBy, Prisma.sql`b."dateFrom"`)} AS period, count(*)::int AS bookings,
      sum(b."noOfPax")::int AS guests, sum(b."dateTo" - b."dateFrom")::int AS nights,
      sum(b.revenue)::text AS revenue, count(*) FILTER (WHERE b.revenue IS NULL)::int AS unconverted
    FROM b
    GROUP BY 1`);
  const by = new Map(rows.map((r) => [r.period, r]));
  return {
    columns: [
      { key: "period", kind: "text" },
      { key: "bookings", kind: "count" },
      { key: "guests", kind: "count" },
      { key: "nights", kind: "count" },
      { key: "revenue", kind: "money" },
    ],
    rows: periodsOf(q.groupBy, q.from, q.to).map((period) => {
      const r = by.get(period);
      return {
        period,
        bookings: r?.bookings ?? 0,
        guests: r?.guests ?? 0,
        nights: r?.nights ?? 0,
        revenue: Number(r?.revenue ?? 0).toFixed(2),
      };
    }),
    currency: c.currency,
    chart: { kind: "bar", x: "period", series: ["revenue"] },
    unconverted: rows.reduce((n, r) => n + r.unconverted, 0),
  };
}

/**
 * Enquiries (every booking made in the period, the waiting list aside) by the period they were
 * made in (the operator's day), how many became options and firm bookings (they were given that
 * number, whatever happened later), and the share booked.
 */
export async function conversions(q: StatsQuery, c: FigureContext): Promise<StatsTable> {
  // the same days as instants (createdAt is UTC), so the index on createdAt finds them
  const dayStartUtc = (day: string) =>
    Prisma.sql`((${day}::date)::timestamp AT TIME ZONE ${c.timeZone}) AT TIME ZONE 'UTC'`;
  const made = Prisma.sql`(b."createdAt" AT TIME ZONE 'UTC' AT TIME ZONE ${c.timeZone})::date`;
  const rows = await jsonRows<{ period: string; enquiries: number; options: number; booked: number }>(Prisma.sql`
    SELECT ${periodOf(q.groupBy, made)} AS period, count(*)::int AS enquiries,
      count(b."reservationNo")::int AS options, count(b."bookingNo")::int AS booked
    FROM "Booking" b
    WHERE b.state::text <> 'waiting' AND ${made} BETWEEN ${calendarDate(q.from)}::date AND ${calendarDate(q.to)}::date
      AND b."createdAt" >= ${dayStartUtc(q.from)} AND b."createdAt" < ${dayStartUtc(addCalendarDays(q.to, 1))}
      ${bookingFilters(q)}
    GROUP BY 1`);
  const by = new Map(rows.map((r) => [r.period, r]));
  return {
    columns: [
      { key: "period", kind: "text" },
      { key: "enquiries", kind: "count" },
      { key: "options", kind: "count" },
      { key: "booked", kind: "count" },
      { key: "conversion", kind: "percent" },
    ],
    rows: periodsOf(q.groupBy, q.from, q.to).map((period) => {
      const r = by.get(period);
      const enquiries = r?.enquiries ?? 0;
      return {
        period,
        enquiries,
        options: r?.options ?? 0,
        booked: r?.booked ?? 0,
        conversion: percentOf(r?.booked ?? 0, enquiries),
      };
    }),
    currency: null,
    chart: { kind: "line", x: "period", series: ["enquiries", "booked"] },
  };
}

/** Bookings whose stay starts in the period, by state (every state), with their guests. */
export async function bookingInfoStats(q: StatsQuery): Promise<StatsTable> {
  const rows = await jsonRows<{ state: string; bookings: number; guests: number }>(Prisma.sql`
    SELECT b.state::text AS state, count(*)::int AS bookings, sum(b."noOfPax")::int AS guests
    FROM "Booking" b WHERE ${arrivesWithin(q)} ${bookingFilters(q)}
    GROUP BY 1`);
  rows.sort((a, b) => b.bookings - a.bookings || a.state.localeCompare(b.state));
  return {
    columns: [
      { key: "state", kind: "text" },
      { key: "bookings", kind: "count" },
      { key: "guests", kind: "count" },
    ],
    rows,
    currency: null,
    chart: { kind: "pie", x: "state", series: ["bookings"] },
  };
}

/**
 * The calculation lines of the sold bookings whose stay starts in the period, by line type: how
 * many and their sum in the operator's currency (at the booking's rate, as totalIn).
 */
export async function bookingCalculationStats(q: StatsQuery, c: FigureContext): Promise<StatsTable> {
  const factor = Prisma.sql`(CASE WHEN b.total = 0 THEN 1 ELSE ${totalIn(c.currency)} / b.total END)`;
  const rows = await jsonRows<{ type: string; lines: number; total: string | null }>(Prisma.sql`
    SELECT l.type, count(*)::int AS lines, round(sum(l.total * ${factor}), 2)::text AS total
    FROM "BookingCalculationLine" l JOIN "Booking" b ON b.id = l."bookingId"
    WHERE l.billable AND ${SOLD} AND ${arrivesWithin(q)} ${bookingFilters(q)}
    GROUP BY 1`);
  rows.sort((a, b) => Number(b.total ?? 0) - Number(a.total ?? 0));
  return {
    columns: [
      { key: "type", kind: "text" },
      { key: "lines", kind: "count" },
      { key: "total", kind: "money" },
    ],
    rows: rows.map((r) => ({ ...r, total: Number(r.total ?? 0).toFixed(2) })),
    currency: c.currency,
    chart: { kind: "bar", x: "type", series: ["total"] },
  };
}
