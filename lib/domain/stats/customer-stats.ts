// The customers' summary (docs/statistics.md, "Customers"): one row per customer with a sold
// booking (CustomerStats), kept current by database triggers in the transaction of every booking
// write (migration customer_stats), rebuilt here on demand (POST /api/customers/stats/recalculate),
// and read as the customers' dashboard (GET /api/customers/dashboard).
import { z } from "zod";
import { AppError } from "../../core/errors";
import { Prisma, transaction, type Tx } from "../../core/db";
import { defaultCurrency, operatorToday } from "../../core/operator";
import type { Principal } from "../../auth/principal";
import { calendarDateField, id, int4 } from "../../validation/validators";
import { wireDate, wireDecimal, wireId } from "../../validation/wire";
import { jsonRows } from "./stats-sql";
import { percentOf } from "./stats-table";
import { periodInOrder } from "./stats-query";

export const recalculateInput = z.object({
  customerId: id().optional().meta({ description: "one customer; none: every customer" }),
});
export type RecalculateInput = z.infer<typeof recalculateInput>;

export const recalculateAnswer = z.object({
  /** the customers whose summary was computed again */
  customers: z.number().int(),
  /** of them, those with a sold booking (a summary row) */
  withBookings: z.number().int(),
  currency: z.string(),
});

/**
 * Computes the summary of one customer (or of all) again from their bookings: idempotent, the same
 * rows however often it runs. An unknown customer is a 400 naming `customerId`.
 */
export async function recalculateCustomerStats(
  input: RecalculateInput,
  _actor: Principal,
  tx: Tx,
): Promise<z.infer<typeof recalculateAnswer>> {
  if (input.customerId !== undefined) {
    const found = await tx.customer.count({ where: { id: input.customerId } });
    if (!found)
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "customerId", message: "validation.unknownId" }],
      });
  }
  const only = input.customerId !== undefined ? Prisma.sql`WHERE c.id = ${input.customerId}` : Prisma.empty;
  const [row] = await tx.$queryRaw<{ customers: number; rows: number }[]>`
    WITH ids AS (SELECT COALESCE(array_agg(c.id), '{}') AS ids FROM "Customer" c ${only})
    SELECT cardinality(ids)::int AS customers, customer_stats_refresh(ids)::int AS rows FROM ids`;
  return { customers: row.customers, withBookings: row.rows, currency: await defaultCurrency(tx) };
}

/**
 * recalculateCustomerStats in a transaction of its own (or the caller's): every customer of the
 * large data set (50,000 with bookings) takes about half a minute on the embedded database, past
 * the default 30 s a transaction may run.
 */
export const recalculateCustomerStatsNow = (input: RecalculateInput, actor: Principal) =>
  transaction((tx) => recalculateCustomerStats(input, actor, tx), { timeout: 300_000 });

export const customerDashboardQuery = z
  .object({
    from: calendarDateField().optional().meta({ description: "default: 1 January of the operator's year" }),
    to: calendarDateField().optional().meta({ description: "default: 31 December of the operator's year" }),
    amount: int4({ min: 1, max: 100 }).default(10).meta({ description: "the top customers' length" }),
  })
  .superRefine(periodInOrder);
export type CustomerDashboardQuery = z.infer<typeof customerDashboardQuery>;

const topCustomer = z.object({
  customerId: wireId,
  name: z.string(),
  bookings: z.number().int(),
  nights: z.number().int(),
  booked: z.number().int(),
  revenue: wireDecimal,
  firstStay: wireDate.nullable(),
  lastStay: wireDate.nullable(),
  repeater: z.boolean(),
});

export const customerDashboardAnswer = z.object({
  currency: z.string(),
  from: wireDate,
  to: wireDate,
  /** customers with a sold stay (as a guest) */
  customers: z.number().int(),
  repeaters: z.number().int(),
  /** repeaters of customers, percent with one decimal */
  repeaterShare: z.number(),
  /** their sold stays and nights */
  bookings: z.number().int(),
  nights: z.number().int(),
  /** the revenue of the sold bookings, by who booked them */
  revenue: wireDecimal,
  /** customers who booked a sold booking */
  bookers: z.number().int(),
  /** revenue per booker */
  averageRevenue: wireDecimal,
  /** sold bookings without a rate to the default currency (left out of revenue) */
  unconverted: z.number().int(),
  /** summaries computed in another currency than today's default: a recalculate brings them over */
  stale: z.number().int(),
  /** customers whose first stay starts in from..to */
  newCustomers: z.number().int(),
  /** customers whose last stay starts in from..to; of them, those whose first stay was before from */
  lastStays: z.number().int(),
  returning: z.number().int(),
  top: z.array(topCustomer),
});
export type CustomerDashboard = z.infer<typeof customerDashboardAnswer>;

/** The customers' figures from their summaries, the period's new and returning ones, the top by revenue. */
export async function customerDashboard(q: CustomerDashboardQuery): Promise<CustomerDashboard> {
  const [currency, today] = await Promise.all([defaultCurrency(), operatorToday()]);
  // a missing end of the period is the other end's year (or the operator's)
  const year = (q.from ?? q.to ?? today).slice(0, 4);
  const from = q.from ?? `${(q.to ?? year).slice(0, 4)}-01-01`;
  const to = q.to ?? `${(q.from ?? year).slice(0, 4)}-12-31`;
  const inPeriod = (col: Prisma.Sql) => Prisma.sql`${col} BETWEEN ${from}::date AND ${to}::date`;
  const first = Prisma.sql`s."firstStay"`;
  const last = Prisma.sql`s."lastStay"`;
  const [[sums], top] = await Promise.all([
    jsonRows<{
      customers: number;
      repeaters: number;
      bookings: number;
      nights: number;
      revenue: string;
      bookers: number;
      unconverted: number;
      stale: number;
      newCustomers: number;
      lastStays: number;
      returning: number;
    }>(Prisma.sql`
      SELECT count(*) FILTER (WHERE s.bookings > 0)::int AS customers,
        count(*) FILTER (WHERE s.repeater)::int AS repeaters,
        COALESCE(sum(s.bookings), 0)::int AS bookings, COALESCE(sum(s.nights), 0)::int AS nights,
        COALESCE(sum(s.revenue) FILTER (WHERE s.currency = ${currency}), 0)::text AS revenue,
        count(*) FILTER (WHERE s.booked > 0 AND s.currency = ${currency})::int AS bookers,
        COALESCE(sum(s.unconverted) FILTER (WHERE s.currency = ${currency}), 0)::int AS unconverted,
        count(*) FILTER (WHERE s.currency <> ${currency})::int AS stale,
        count(*) FILTER (WHERE ${inPeriod(first)})::int AS "newCustomers",
        count(*) FILTER (WHERE ${inPeriod(last)})::int AS "lastStays",
        count(*) FILTER (WHERE ${inPeriod(last)} AND ${first} < ${from}::date)::int AS returning
      FROM "CustomerStats" s`),
    jsonRows<z.infer<typeof topCustomer>>(Prisma.sql`
      SELECT s."customerId", COALESCE(NULLIF(trim(c."firstName" || ' ' || c."lastName"), ''), c.name, '#' || c.id) AS name,
        s.bookings, s.nights, s.booked, s.revenue::text AS revenue,
        to_char(s."firstStay", 'YYYY-MM-DD') AS "firstStay", to_char(s."lastStay", 'YYYY-MM-DD') AS "lastStay", s.repeater
      FROM "CustomerStats" s JOIN "Customer" c ON c.id = s."customerId"
      WHERE s.currency = ${currency} AND s.booked > 0
      ORDER BY s.revenue DESC, s."customerId" LIMIT ${q.amount}`),
  ]);
  const revenue = new Prisma.Decimal(sums.revenue);
  return {
    currency,
    from,
    to,
    customers: sums.customers,
    repeaters: sums.repeaters,
    repeaterShare: percentOf(sums.repeaters, sums.customers),
    bookings: sums.bookings,
    nights: sums.nights,
    revenue: revenue.toFixed(2),
    bookers: sums.bookers,
    averageRevenue: (sums.bookers ? revenue.div(sums.bookers) : revenue).toFixed(2),
    unconverted: sums.unconverted,
    stale: sums.stale,
    newCustomers: sums.newCustomers,
    lastStays: sums.lastStays,
    returning: sums.returning,
    top: top.map((t) => ({ ...t, revenue: new Prisma.Decimal(t.revenue).toFixed(2) })),
  };
}
