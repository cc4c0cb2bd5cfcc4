// The shared field validators of spec part 1, section 5, as zod building blocks. Their
// messages are translation keys (messages/*.json, namespace "validation").
import { addDays, addMonths, addWeeks, addYears } from "date-fns";
import { z } from "zod";
import { calendarDate, ISO_DATE, isoDate, todayIn } from "../core/dates";
import { messageKey } from "../i18n/message-key";

export const DEFAULT_MAX_FILE_KB = 256;
/** 2 to 3 letters or digits, optional spaces, then 1 to 5 digits: "LH 123", "4U9525". */
export const FLIGHT_CODE = /^[A-Za-z0-9]{2,3}\s*\d{1,5}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);

/** Fails on empty (undefined, null, blank text, an empty list) before `schema` checks the rest. */
export const required = <S extends z.ZodType>(schema: S) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (isEmpty(v)) ctx.addIssue({ code: "custom", message: "validation.required", abort: true });
    })
    .pipe(schema);

/** Text length bounds; with `optional`, an empty value passes whatever the bounds. */
export function text({ min, max, optional = false }: { min?: number; max?: number; optional?: boolean } = {}) {
  let s = z.string().trim();
  if (min !== undefined)
    s = s.refine((v) => (optional && v === "") || v.length >= min, messageKey("validation.minLength", { min }));
  if (max !== undefined) s = s.refine((v) => v.length <= max, messageKey("validation.maxLength", { max }));
  return s;
}

export const email = () => z.string().trim().regex(EMAIL, "validation.emailValid").max(254);
/** An e-mail address or nothing; "" becomes null. */
export const optionalEmail = () =>
  z.preprocess(
    (v) => (isEmpty(v) ? null : v),
    z.string().trim().regex(EMAIL, "validation.emailValid").max(254).nullable(),
  );

export const flightCode = () => z.string().trim().regex(FLIGHT_CODE, "validation.flightCode");

export function number({ min, max }: { min?: number; max?: number } = {}) {
  let s = z.coerce.number({ error: "validation.number" });
  if (min !== undefined) s = s.min(min, messageKey("validation.min", { min }));
  if (max !== undefined) s = s.max(max, messageKey("validation.max", { max }));
  return s;
}

export const nonNegativeInt = () =>
  z.coerce.number({ error: "validation.number" }).int("validation.integer").min(0, "validation.nonNegative");

/** An uploaded file no larger than `kb` kilobytes (default 256). */
export const fileSize = (kb = DEFAULT_MAX_FILE_KB) =>
  z
    .custom<Blob>((v) => v instanceof Blob, "validation.required")
    .refine((f) => f.size <= kb * 1024, messageKey("validation.fileSize", { kb }));

/** Money as an exact decimal string with at most 2 places (never a float). */
export const money = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(",", "."))
    .pipe(z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, "validation.money"));

export const percent = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(",", "."))
    .pipe(z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, "validation.percent"))
    .refine((v) => Number(v) <= 100, messageKey("validation.max", { max: 100 }));

export type DateUnit = "days" | "weeks" | "months" | "years";
/** A date bound: a fixed date, today, or a named date of the form, moved by N units. */
export type DateBound = { from: "today" | string; offset?: number; unit?: DateUnit };

const shift = { days: addDays, weeks: addWeeks, months: addMonths, years: addYears } as const;

export function resolveBound(
  bound: DateBound,
  named: Record<string, string | undefined>,
  timeZone = "Europe/Berlin",
): string | undefined {
  const base = bound.from === "today" ? todayIn(timeZone) : ISO_DATE.test(bound.from) ? bound.from : named[bound.from];
  if (!base || !ISO_DATE.test(base)) return undefined;
  return isoDate(shift[bound.unit ?? "days"](calendarDate(base), bound.offset ?? 0));
}

/** A calendar date "YYYY-MM-DD". */
export const calendarDateField = () =>
  z
    .string()
    .regex(ISO_DATE, "validation.dateFormat")
    .refine((v) => {
      try {
        calendarDate(v);
        return true;
      } catch {
        return false;
      }
    }, "validation.dateFormat");

/**
 * Object-level date bounds: `field` not before `min` and not after `max`, where a bound may be
 * relative to today or to another field of the same object ("arrival", +1 day).
 */
export function dateWithin<T extends Record<string, unknown>>(
  field: keyof T & string,
  bounds: { min?: DateBound; max?: DateBound },
  timeZone?: string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const v = value[field];
    if (typeof v !== "string" || !ISO_DATE.test(v)) return;
    const named = value as Record<string, string | undefined>;
    const min = bounds.min && resolveBound(bounds.min, named, timeZone);
    const max = bounds.max && resolveBound(bounds.max, named, timeZone);
    if (min && v < min)
      ctx.addIssue({ code: "custom", path: [field], message: messageKey("validation.dateMin", { date: min }) });
    if (max && v > max)
      ctx.addIssue({ code: "custom", path: [field], message: messageKey("validation.dateMax", { date: max }) });
  };
}

/** Object-level equality (or, with `not`, inequality) of two fields. */
export function fieldsEqual<T extends Record<string, unknown>>(
  a: keyof T & string,
  b: keyof T & string,
  { not = false, message }: { not?: boolean; message?: string } = {},
) {
  return (value: T, ctx: z.RefinementCtx) => {
    if ((value[a] === value[b]) === not)
      ctx.addIssue({
        code: "custom",
        path: [b],
        message: message ?? (not ? "validation.mustDiffer" : "validation.mustEqual"),
      });
  };
}
