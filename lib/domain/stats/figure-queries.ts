// The parameters of the statistics endpoints that do not take a period (spec part 2, section 7):
// arrivalCount (days, start), customersAtDate (from, to, asset) and statistics (days). Each is
// validated here once and then turned into the common query (stats-query.ts), so the figure runs
// through the one module (run-figure.ts) with its filters, labels and exports.
import { z } from "zod";
import { addCalendarDays } from "../../core/dates";
import { assetsField } from "../finance/report-schemas";
import { calendarDateField, int4 } from "../../validation/validators";
import { STATS_EXPORTS, periodInOrder, STATS_MODES, STATS_TEMPLATES, statsQuery, type StatsQuery } from "./stats-query";

/** The longest look ahead of a day count (arrivalCount, statistics): a year. */
export const MAX_DAYS_AHEAD = 366;

const output = {
  mode: z.enum(STATS_MODES, { error: "validation.invalidValue" }).default("chart"),
  export: z.enum(STATS_EXPORTS, { error: "validation.invalidValue" }).optional(),
  template: z.enum(STATS_TEMPLATES, { error: "validation.choice" }).optional(),
};
const { assets, categories, sources } = statsQuery.shape;
const filters = { assets, categories, sources };

/** arrivalCount: `days` days from `start` (default: the operator's today), day by day. */
export const arrivalCountQuery = z.object({
  days: int4({ min: 1, max: MAX_DAYS_AHEAD }).default(30),
  start: calendarDateField().optional(),
  ...filters,
  ...output,
});
export type ArrivalCountQuery = z.infer<typeof arrivalCountQuery>;

/** The days of an arrivalCount as the common query: start .. start + days - 1, by day. */
export function arrivalCountPeriod(q: ArrivalCountQuery, today: string): StatsQuery {
  const from = q.start ?? today;
  return {
    from,
    to: addCalendarDays(from, q.days - 1),
    groupBy: "day",
    assets: q.assets,
    categories: q.categories,
    sources: q.sources,
    amount: 10,
    mode: q.mode,
    export: q.export,
    template: q.template,
  };
}

/** customersAtDate: the guests at an asset (or every asset) on a night of from..to, a page of them. */
export const customersAtDateQuery = z
  .object({
    from: calendarDateField(),
    to: calendarDateField(),
    asset: assetsField()
      .refine((a) => a.length <= 1, "validation.assetRef")
      .optional()
      .meta({ description: "resort:{id} or vessel:{id}; none: every asset" }),
    page: int4({ min: 1 }).default(1),
    size: int4({ min: 1, max: 1000 }).default(100),
    ...output,
  })
  .superRefine(periodInOrder);
export type CustomersAtDateQuery = z.infer<typeof customersAtDateQuery>;

export const customersAtDatePeriod = (q: CustomersAtDateQuery): StatsQuery => ({
  from: q.from,
  to: q.to,
  groupBy: "day",
  assets: q.asset,
  amount: 10,
  mode: q.mode,
  export: q.export,
  template: q.template,
});

/** statistics (days): the dashboard's figures for the coming `days` (default: the user's defaultDashboardDays). */
export const dashboardDaysQuery = z.object({
  days: int4({ min: 1, max: MAX_DAYS_AHEAD })
    .optional()
    .meta({ description: "the days ahead; none: the user setting defaultDashboardDays (30 unless set)" }),
});
