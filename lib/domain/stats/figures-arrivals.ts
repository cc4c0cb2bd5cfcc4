// Arrivals and departures day by day (arrivalCount, docs/statistics.md): the bookings that hold
// their rooms (the dashboard's rule, booking/states.ts HOLDING_STATES: offers, options, firm and
// settled bookings) whose stay starts, or ends, on the day. Today's row is the dashboard's
// arrivals and departures figure.
import { Prisma } from "../../core/db";
import { HOLDING_STATES } from "../booking/states";
import type { StatsQuery } from "./stats-query";
import { bookingFilters, jsonRows, periodOf, periodsOf } from "./stats-sql";
import type { StatsTable } from "./stats-table";

/** A booking that holds its rooms and beds (the dashboard's and the calendar's rule). */
export const HOLDING = Prisma.sql`b.state::text = ANY(${[...HOLDING_STATES]}::text[])`;

type Moves = { period: string; bookings: number; guests: number };

export async function arrivalCount(q: StatsQuery): Promise<StatsTable> {
  const on = (column: "dateFrom" | "dateTo") => {
    const day = Prisma.raw(`b."${column}"`);
    return jsonRows<Moves>(Prisma.sql`
      SELECT ${periodOf(q.groupBy, day)} AS period, count(*)::int AS bookings, sum(b."noOfPax")::int AS guests
      FROM "Booking" b
      WHERE ${HOLDING} AND ${day} BETWEEN ${q.from}::date AND ${q.to}::date ${bookingFilters(q)}
      GROUP BY 1`);
  };
  const [arriving, leaving] = await Promise.all([on("dateFrom"), on("dateTo")]);
  const a = new Map(arriving.map((r) => [r.period, r]));
  const d = new Map(leaving.map((r) => [r.period, r]));
  return {
    columns: [
      { key: "period", kind: "text" },
      { key: "arrivals", kind: "count" },
      { key: "arrivingGuests", kind: "count" },
      { key: "leaving", kind: "count" },
      { key: "leavingGuests", kind: "count" },
    ],
    rows: periodsOf(q.groupBy, q.from, q.to).map((period) => ({
      period,
      arrivals: a.get(period)?.bookings ?? 0,
      arrivingGuests: a.get(period)?.guests ?? 0,
      leaving: d.get(period)?.bookings ?? 0,
      leavingGuests: d.get(period)?.guests ?? 0,
    })),
    currency: null,
    chart: { kind: "bar", x: "period", series: ["arrivals", "leaving"] },
  };
}
