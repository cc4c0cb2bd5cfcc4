// Ids and dates in paths and queries of the inventory and tour endpoints: an id that cannot be a
// row's id is simply not found (404); a date must be YYYY-MM-DD (400 naming the field).
import { z } from "zod";
import { ISO_DATE } from "../core/dates";
import { AppError, type ErrorCode } from "../core/errors";
import { calendarDateField } from "../validation/validators";

/** A database id from a path segment, or 404 (with `code`, e.g. RESORT_NOT_FOUND). */
export function pathId(raw: string | undefined, code: ErrorCode = "NOT_FOUND"): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) throw new AppError(code);
  const n = Number(raw);
  if (n < 1 || n > 2_147_483_647) throw new AppError(code);
  return n;
}

/** An optional id in a query: digits, else 400. */
export const queryId = () =>
  z
    .string()
    .regex(/^\d{1,10}$/, "validation.number")
    .transform(Number)
    .optional();

/** A range [from, to] of calendar dates in a path or query: both valid, `to` not before `from`. */
export const dateRange = <T extends z.ZodRawShape>(extra: T, opts: { maxDays?: number; strict?: boolean } = {}) =>
  z.object({ from: calendarDateField(), to: calendarDateField(), ...extra }).superRefine((value, ctx) => {
    const v = value as { from: string; to: string };
    if (!ISO_DATE.test(v.from) || !ISO_DATE.test(v.to)) return;
    if (opts.strict ? v.to <= v.from : v.to < v.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
    else if (opts.maxDays && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 > opts.maxDays)
      ctx.addIssue({ code: "custom", path: ["to"], message: `validation.rangeTooLong|{"days":${opts.maxDays}}` });
  });
