// What every statistics and ranking endpoint takes (spec part 2, section 7: from, to, groupBy,
// assets, categories, sources, export, template, amount, mode), validated once here for all of
// them: a period of calendar dates in order and at most ten years long, the grouping, the assets
// ("resort:1,vessel:2"), booking categories and sources by id, a top list's length (1 to 100,
// default 10), chart or table, and an export as CSV or XLSX. Unknown ids are a 400 too, naming
// the parameter (stats-filters.ts checks them against the database).
import { z } from "zod";
import { ISO_DATE, nightsBetween } from "../../core/dates";
import { assetsField } from "../finance/report-schemas";
import { calendarDateField, id, int4 } from "../../validation/validators";

/** The longest period a figure covers: ten years (leap days included). */
export const STATS_MAX_DAYS = 3653;

export const GROUP_BYS = ["day", "week", "month", "year"] as const;
export type StatsGroupBy = (typeof GROUP_BYS)[number];
export const STATS_MODES = ["chart", "table"] as const;
export const STATS_EXPORTS = ["csv", "xlsx"] as const;
export const STATS_TEMPLATES = ["default"] as const;

/** "1,2" or the parameter repeated: ids. */
const idList = () =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v, ctx): number[] => {
      const parts = ([] as string[])
        .concat(v)
        .flatMap((s) => s.split(","))
        .map((s) => s.trim())
        .filter(Boolean);
      const out: number[] = [];
      for (const p of parts) {
        const parsed = id().safeParse(p);
        if (!parsed.success) {
          ctx.addIssue({ code: "custom", message: "validation.idList" });
          return z.NEVER;
        }
        out.push(parsed.data);
      }
      return [...new Set(out)];
    })
    .meta({ description: "ids, comma separated (1,2) or the parameter repeated" });

/** A period's issues: `to` before `from`, or longer than ten years (on `to`). */
export function periodInOrder(v: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (!v.from || !v.to || !ISO_DATE.test(v.from) || !ISO_DATE.test(v.to)) return;
  if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
  else if (nightsBetween(v.from, v.to) + 1 > STATS_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: `validation.rangeTooLong|{"days":${STATS_MAX_DAYS}}` });
}

export const statsQuery = z
  .object({
    from: calendarDateField(),
    to: calendarDateField(),
    groupBy: z.enum(GROUP_BYS, { error: "validation.invalidValue" }).default("month"),
    assets: assetsField().optional(),
    categories: idList().optional(),
    sources: idList().optional(),
    /** a top list's length */
    amount: int4({ min: 1, max: 100 }).default(10),
    mode: z.enum(STATS_MODES, { error: "validation.invalidValue" }).default("chart"),
    /** answer a file instead of JSON */
    export: z.enum(STATS_EXPORTS, { error: "validation.invalidValue" }).optional(),
    /** the layout of an export: one sheet or table of the figure ("default"; an unknown one is a 400) */
    template: z.enum(STATS_TEMPLATES, { error: "validation.choice" }).optional(),
  })
  .superRefine(periodInOrder);
export type StatsQuery = z.infer<typeof statsQuery>;
