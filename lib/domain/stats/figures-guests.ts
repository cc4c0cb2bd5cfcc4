// Figures of the guests (docs/statistics.md): each guest of a sold booking whose stay starts in
// the period counts once per booking (a guest on two trips counts twice), with the customer's
// data as it is today. They read the guests' summary (GuestStay: the booking's state, arrival,
// asset, category and source and the customer's birthday and country on the guest's row).
import { Prisma } from "../../core/db";
import type { StatsQuery } from "./stats-query";
import { guestArrivesWithin, jsonRows, SUMMARY_SOLD, summaryFilters } from "./stats-sql";
import { percentOf, type StatsTable } from "./stats-table";

/** Age bands at arrival (years completed on the first day of the stay); "unknown": no birthday. */
export const AGE_BANDS = ["0-11", "12-17", "18-29", "30-44", "45-59", "60+", "unknown"] as const;

export async function statsByAge(q: StatsQuery): Promise<StatsTable> {
  const rows = await jsonRows<{ band: string; guests: number }>(Prisma.sql`
    SELECT CASE
        WHEN years IS NULL THEN 'unknown'
        WHEN years < 12 THEN '0-11'
        WHEN years < 18 THEN '12-17'
        WHEN years < 30 THEN '18-29'
        WHEN years < 45 THEN '30-44'
        WHEN years < 60 THEN '45-59'
        ELSE '60+' END AS band,
      sum(guests)::int AS guests
    FROM (
      -- the years completed at arrival, worked out once per arrival and birthday (null: none)
      SELECT date_part('year', age(s.arrival, s.birthday)) AS years, count(*) AS guests
      FROM "GuestStay" s
      WHERE ${SUMMARY_SOLD} AND ${guestArrivesWithin(q)} ${summaryFilters(q)}
      GROUP BY s.arrival, s.birthday) x
    GROUP BY 1`);
  const by = new Map(rows.map((r) => [r.band, r.guests]));
  const total = rows.reduce((n, r) => n + r.guests, 0);
  return {
    columns: [
      { key: "band", kind: "text" },
      { key: "guests", kind: "count" },
      { key: "share", kind: "percent" },
    ],
    rows: AGE_BANDS.map((band) => ({ band, guests: by.get(band) ?? 0, share: percentOf(by.get(band) ?? 0, total) })),
    currency: null,
    chart: { kind: "bar", x: "band", series: ["guests"] },
  };
}

/**
 * First-time and repeat guests: a guest repeats when they took part in a sold booking whose stay
 * started before this one's, i.e. when their first stay (the customers' summary, kept by the
 * booking writes: customer-stats.ts) began before this one's. A guest of a sold booking always has
 * a summary row.
 */
export async function statsByRepeater(q: StatsQuery): Promise<StatsTable> {
  const rows = await jsonRows<{ kind: string; guests: number }>(Prisma.sql`
    SELECT CASE WHEN cs."firstStay" < s.arrival THEN 'repeat' ELSE 'first' END AS kind,
      count(*)::int AS guests
    FROM "GuestStay" s LEFT JOIN "CustomerStats" cs ON cs."customerId" = s."customerId"
    WHERE ${SUMMARY_SOLD} AND ${guestArrivesWithin(q)} ${summaryFilters(q)}
    GROUP BY 1`);
  const by = new Map(rows.map((r) => [r.kind, r.guests]));
  const total = rows.reduce((n, r) => n + r.guests, 0);
  return {
    columns: [
      { key: "kind", kind: "text" },
      { key: "guests", kind: "count" },
      { key: "share", kind: "percent" },
    ],
    rows: ["first", "repeat"].map((kind) => ({
      kind,
      guests: by.get(kind) ?? 0,
      share: percentOf(by.get(kind) ?? 0, total),
    })),
    currency: null,
    chart: { kind: "pie", x: "kind", series: ["guests"] },
  };
}

/** Guests by their country (the customer's address; else their nationality), largest first. */
export async function topCountries(q: StatsQuery): Promise<StatsTable> {
  const rows = await jsonRows<{ country: string; guests: number; bookings: number }>(Prisma.sql`
    SELECT country, sum(guests)::int AS guests, count(*)::int AS bookings FROM (
      SELECT COALESCE(s.country, '—') AS country, s."bookingId", count(*) AS guests
      FROM "GuestStay" s
      WHERE ${SUMMARY_SOLD} AND ${guestArrivesWithin(q)} ${summaryFilters(q)}
      GROUP BY 1, 2) x
    GROUP BY 1`);
  rows.sort((a, b) => b.guests - a.guests || a.country.localeCompare(b.country));
  return {
    columns: [
      { key: "country", kind: "text" },
      { key: "guests", kind: "count" },
      { key: "bookings", kind: "count" },
    ],
    rows: rows.slice(0, q.amount),
    currency: null,
    chart: { kind: "bar", x: "country", series: ["guests"] },
  };
}
