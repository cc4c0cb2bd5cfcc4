// What the statistics endpoints answer (the OpenAPI document and the API tests check it): the
// figure's table with its columns, and its chart.
import { z } from "zod";
import { GROUP_BYS } from "./stats-query";

const value = z.union([z.string(), z.number(), z.null()]);

export const figureAnswer = z
  .object({
    figure: z.string(),
    from: z.string(),
    to: z.string(),
    groupBy: z.enum(GROUP_BYS),
    currency: z.string().nullable().meta({ description: "the currency of the money columns (the operator's)" }),
    unconverted: z.number().int().meta({
      description: "sold bookings in another currency without a stored rate, left out of the money columns",
    }),
    total: z
      .number()
      .int()
      .optional()
      .meta({ description: "a listing figure (customersAtDate): its rows in all, of which rows is one page" }),
    columns: z.array(
      z.object({ key: z.string(), label: z.string(), kind: z.enum(["text", "count", "money", "percent"]) }),
    ),
    rows: z
      .array(z.record(z.string(), value))
      .meta({ description: "money as decimal strings, percent with one decimal" }),
    labels: z.record(z.string(), z.record(z.string(), z.string())).meta({
      description: "the reader's label of each keyed value (a state, a line type ...) by column",
    }),
    chart: z.object({
      kind: z.enum(["bar", "line", "pie"]),
      x: z.string(),
      series: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.number()) })),
      labels: z.array(z.string()),
      pivot: z.string().optional(),
    }),
  })
  .meta({ id: "StatisticsFigure" });

const count = z.number().int();

/** GET /api/bookings/statistics: the home dashboard's figures (lib/domain/stats/dashboard.ts). */
export const dashboardAnswer = z
  .object({
    today: z.string().meta({ description: "the operator's day the figures are counted on" }),
    days: count.meta({ description: "the days ahead the figures look" }),
    arrivals: count.meta({ description: "arriving today (bookings holding their rooms)" }),
    departures: count.meta({ description: "departing today" }),
    inHouse: count.meta({ description: "guests in house today" }),
    upcoming: count.meta({ description: "arriving from today within days" }),
    leaving: count.meta({ description: "departing from today within days" }),
    customers: count,
    optionsExpiring: count.meta({ description: "options whose hold runs out within 7 days" }),
    openPayments: count.meta({ description: "bookings with an instalment due within days, overdue included" }),
    overdue: count.meta({ description: "bookings with an instalment past its due date (the booking list's filter)" }),
    waiting: count.meta({ description: "waiting-list entries (the booking list's filter)" }),
    guestFormsMissing: count.nullable().meta({ description: "null until guest forms exist" }),
    nextDepartures: z.array(
      z.object({
        id: count,
        tour: z.string(),
        vessel: z.string(),
        from: z.string(),
        to: z.string(),
        beds: count,
        sold: count,
        free: count,
      }),
    ),
  })
  .meta({ id: "Dashboard" });
