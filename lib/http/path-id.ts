// Ids and dates in paths and queries of the API: an id in a path that cannot be a row's id is
// simply not found (404); one in a query is a 400 naming the field; a date must be YYYY-MM-DD
// (400 naming the field). Ids are checked by the one id validator (lib/validation/validators).
import { z } from "zod";
import { ISO_DATE } from "../core/dates";
import { AppError, type ErrorCode } from "../core/errors";
import { calendarDateField, id, idOf } from "../validation/validators";

/** A database id from a path segment, or 404 (with `code`, e.g. RESORT_NOT_FOUND). */
export function pathId(raw: unknown, code: ErrorCode = "NOT_FOUND"): number {
  // digits only (idOf also turns a number into an id, and no path segment is one)
  const n = typeof raw === "string" && /^\d+$/.test(raw) ? idOf(raw) : undefined;
  if (n === undefined) throw new AppError(code);
  return n;
}

/** An optional id in a query: a positive int4, else 400 naming the field. */
export const queryId = () => id().optional();

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

/** An optional range in a query: each date optional, but `to` not before `from` when both are given. */
export const optionalDateRange = <T extends z.ZodRawShape>(extra: T) =>
  z
    .object({ from: calendarDateField().optional(), to: calendarDateField().optional(), ...extra })
    .superRefine((value, ctx) => {
      const v = value as { from?: string; to?: string };
      if (v.from && v.to && ISO_DATE.test(v.from) && ISO_DATE.test(v.to) && v.to < v.from)
        ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
    });
