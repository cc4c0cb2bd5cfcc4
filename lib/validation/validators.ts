// The shared field validators of spec part 1, section 5, as zod building blocks. Their
// messages are translation keys (messages/*.json, namespace "validation").
import { addDays, addMonths, addWeeks, addYears } from "date-fns";
import { z } from "zod";
import { calendarDate, ISO_DATE, isoDate, todayIn } from "../core/dates";
import type { FieldIssue } from "../core/errors";
import { messageKey } from "../i18n/message-key";

export const DEFAULT_MAX_FILE_KB = 256;
/** 2 to 3 letters or digits, optional spaces, then 1 to 5 digits: "LH 123", "4U9525". */
export const FLIGHT_CODE = /^[A-Za-z0-9]{2,3}\s*\d{1,5}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The largest value of an int4 column (every id here is a serial int4). */
export const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

/**
 * Text the database can store and that is valid Unicode: no NUL (PostgreSQL refuses it in text
 * and jsonb) and no lone surrogate (it would be stored as U+FFFD, not as what was sent).
 */
export const isSafeText = (s: string): boolean => !s.includes("\u0000") && s.isWellFormed();

/** The one base for text input: a string without NUL bytes or lone surrogates. */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { message: "validation.invalidCharacters", abort: true });

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
  let s = safeString().trim();
  if (min !== undefined)
    s = s.refine((v) => (optional && v === "") || v.length >= min, messageKey("validation.minLength", { min }));
  if (max !== undefined) s = s.refine((v) => v.length <= max, messageKey("validation.maxLength", { max }));
  return s;
}

export const email = () => safeString().trim().regex(EMAIL, "validation.emailValid").max(254);
/** An e-mail address or nothing; "" becomes null. */
export const optionalEmail = () =>
  z.preprocess(
    (v) => (isEmpty(v) ? null : v),
    safeString().trim().regex(EMAIL, "validation.emailValid").max(254).nullable(),
  );

export const flightCode = () => safeString().trim().regex(FLIGHT_CODE, "validation.flightCode");

export function number({ min, max }: { min?: number; max?: number } = {}) {
  let s = z.coerce.number({ error: "validation.number" });
  if (min !== undefined) s = s.min(min, messageKey("validation.min", { min }));
  if (max !== undefined) s = s.max(max, messageKey("validation.max", { max }));
  return s;
}

/**
 * Digits (with an optional minus) from a query, a path or a form become a number; anything else
 * stays as it is, so true, [34] or " 34 " in a JSON body is a 400 naming the field, not an id.
 */
const digitsToNumber = (v: unknown) => (typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v);

/**
 * A whole number within an int4 column's range (or tighter bounds). Accepts a number or a string
 * of digits: "1e3", "0x10", "", " 1 ", true and [1] are refused, and so is anything the column
 * cannot hold.
 */
export const int4 = ({ min = INT4_MIN, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  z.preprocess(
    digitsToNumber,
    z
      // nothing given (a form's empty choice) is a missing value, not a badly written number
      .number({
        error: (iss) => (iss.input === undefined || iss.input === "" ? "validation.required" : "validation.integer"),
      })
      .int("validation.integer")
      .min(min, messageKey("validation.min", { min }))
      .max(max, messageKey("validation.max", { max })),
  );

/** The one id schema: a database id (serial int4) in a path, a query filter or a body. */
export const id = () => int4({ min: 1 });

/** A database id from a path segment or a query value, or undefined when it is none. */
export function idOf(raw: unknown): number | undefined {
  const r = ID.safeParse(raw);
  return r.success ? r.data : undefined;
}
const ID = id();

/** A list of ids (at most `max`). */
export const ids = (max = 500) => z.array(id()).max(max, messageKey("validation.maxItems", { max }));

/**
 * A German decimal ("28,5") read as the number it writes, for a whole-number field: 28,5 is a
 * number, just not a whole one, and the answer should say so rather than "not a number".
 */
export const decimalComma = (v: unknown) =>
  typeof v === "string" && /^\s*-?\d+,\d+\s*$/.test(v) ? Number(v.replace(",", ".")) : v;

export const nonNegativeInt = ({ max = INT4_MAX }: { max?: number } = {}) =>
  z.preprocess(
    decimalComma,
    z.coerce
      .number({ error: "validation.number" })
      .int("validation.integer")
      .min(0, "validation.nonNegative")
      .max(max, messageKey("validation.max", { max })),
  );

/** A file of a multipart body; the OpenAPI document shows it as binary. */
export const uploadedFile = () =>
  z
    .instanceof(File, { error: "validation.required" })
    .meta({ type: "string", format: "binary", description: "A file" });

/** An uploaded file no larger than `kb` kilobytes (default 256). */
export const fileSize = (kb = DEFAULT_MAX_FILE_KB) =>
  z
    .custom<Blob>((v) => v instanceof Blob, "validation.required")
    .refine((f) => f.size <= kb * 1024, messageKey("validation.fileSize", { kb }));

/**
 * Money as an exact decimal string with at most `scale` places (never a float), bounded to the
 * column: `precision` digits in all, as in DECIMAL(precision, scale). The default fits
 * DECIMAL(12,2); an employee's hourlyRate is DECIMAL(10,2): money({ precision: 10 }).
 */
export const money = ({ precision = 12, scale = 2 }: { precision?: number; scale?: number } = {}) => {
  const digits = precision - scale;
  const largest = `${"9".repeat(digits)}${scale ? `.${"9".repeat(scale)}` : ""}`;
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(",", "."))
    .pipe(
      z
        .string()
        .regex(new RegExp(`^-?\\d+${scale ? `(\\.\\d{1,${scale}})?` : ""}$`), "validation.money")
        .refine(
          (v) =>
            v
              .replace(/^-/, "")
              .split(".")[0]
              .replace(/^0+(?=\d)/, "").length <= digits,
          {
            message: messageKey("validation.max", { max: largest }),
          },
        ),
    );
};

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

/**
 * The years a calendar date may have. Wide enough for birthdays and seasons planned far ahead,
 * narrow enough that the dates computed from one (a stay's end, a copied season, a lookup
 * window) stay dates the database and JavaScript can read back: year 10000 is none.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** A calendar date "YYYY-MM-DD" in the years MIN_YEAR to MAX_YEAR. */
export const calendarDateField = () =>
  safeString()
    .regex(ISO_DATE, "validation.dateFormat")
    .refine(
      (v) => {
        try {
          calendarDate(v);
          return true;
        } catch {
          return false;
        }
      },
      // the format is right, the day does not exist (2027-02-30): say that, not "use the format"
      { message: "validation.noSuchDay", abort: true },
    )
    .refine((v) => Number(v.slice(0, 4)) >= MIN_YEAR && Number(v.slice(0, 4)) <= MAX_YEAR, {
      message: messageKey("validation.dateYear", { min: MIN_YEAR, max: MAX_YEAR }),
    });

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

/**
 * An object-level check that runs even when some fields failed, so that a form learns every
 * problem in one answer rather than the field errors first and the cross-field ones on the next
 * try. `valid(key)` says whether that field parsed: compare only fields that did.
 */
export function crossCheck<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  check: (value: z.output<S>, ctx: z.RefinementCtx, valid: (key: keyof z.output<S> & string) => boolean) => void,
): S {
  return schema.superRefine((value, ctx) => check(value, ctx, (key) => !ctx.issues.some((i) => i.path?.[0] === key)), {
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });
}

/**
 * A crossCheck's check on a whole value (every field taken as read), as field issues: for a hook
 * that checks the record an update leaves (the stored row with the change on top), with the same
 * paths and messages as the create's answer.
 */
export function crossFieldIssues<T, K extends string>(
  check: (value: T, ctx: z.RefinementCtx, valid: (key: K) => boolean) => void,
  value: T,
): FieldIssue[] {
  const r = z
    .custom<T>()
    .superRefine((v, ctx) => check(v, ctx, () => true))
    .safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}

/** ISO 13616: country, check digits, then up to 30 letters and digits; spaces allowed on input. */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  // move the first four to the end, letters as 10..35, and the whole number mod 97 must be 1
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** An IBAN, stored without spaces in upper case (a wrong check digit is a 400 at the field). */
export const ibanField = () =>
  safeString()
    .trim()
    .transform((v) => v.replace(/\s+/g, "").toUpperCase())
    .refine(isValidIban, "validation.iban");
