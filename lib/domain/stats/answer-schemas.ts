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
