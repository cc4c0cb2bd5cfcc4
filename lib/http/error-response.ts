// Errors as the spec's error body: AppError, Prisma and database errors mapped to status and message.
import { pgCode, Prisma } from "../core/db";
import type { Locale } from "../i18n/locale";
import { datesInText } from "../i18n/date-format";
import { translateMessage } from "../i18n/message-key";
import { translator } from "../i18n/translator";
import { issueMessage, type EligibilityIssue } from "../domain/forms/guest-form-eligibility";
import { AppError, ERROR_CODES, type ErrorBody } from "../core/errors";

/** The field a foreign-key error is about: its constraint is named Model_field_fkey. */
function referenceField(e: unknown): string {
  const text = JSON.stringify((e as { meta?: unknown })?.meta ?? "") + String((e as Error)?.message ?? "");
  return /"?[A-Za-z]+_([A-Za-z]+)_fkey/.exec(text)?.[1] ?? "";
}

/** The fields of a unique constraint a write broke (the driver adapter names them). */
function uniqueFields(e: unknown): string[] {
  const meta = (e as { meta?: { target?: unknown; driverAdapterError?: unknown } } | null)?.meta;
  if (Array.isArray(meta?.target)) return meta.target.filter((f): f is string => typeof f === "string");
  const cause = (
    meta?.driverAdapterError as
      { cause?: { constraint?: { fields?: unknown; index?: unknown }; table?: unknown } } | undefined
  )?.cause;
  const fields = cause?.constraint?.fields;
  // a camelCase column arrives quoted ("resortId"): the field is its name
  if (Array.isArray(fields))
    return fields.filter((f): f is string => typeof f === "string").map((f) => f.replace(/^"(.*)"$/, "$1"));
  // node-postgres names the index instead: Prisma's Table_field1_field2_key
  const index = cause?.constraint?.index;
  const table = cause?.table;
  if (typeof index === "string" && typeof table === "string" && index.startsWith(`${table}_`) && index.endsWith("_key"))
    return index.slice(table.length + 1, -"_key".length).split("_");
  return [];
}

/**
 * A value the database cannot store or read as its column's type: out of range, too long, not a
 * number, a NUL byte, JSON too deep. The schemas refuse these first (lib/validation/validators.ts);
 * this is the net under an endpoint whose schema forgot a bound: a 400, never a 500.
 */
const UNSTORABLE_VALUE = new Set([
  "P2000", // too long for the column
  "P2006", // not valid for the field
  "P2007", // data validation error
  "P2020", // out of range for the type
  "P2033", // does not fit a 64-bit integer
  "22001", // string_data_right_truncation
  "22003", // numeric_value_out_of_range
  "22007", // invalid_datetime_format
  "22008", // datetime_field_overflow
  "22021", // character_not_in_repertoire (NUL)
  "22P02", // invalid_text_representation
  "22P05", // untranslatable_character
  "54001", // statement_too_complex (nesting too deep)
]);

/**
 * Database errors a caller can cause map to 4xx; everything else stays a 500. A broken
 * reference is a bad value when writing (400) and a row still in use when deleting (409).
 */
export function toAppError(e: unknown, method = "GET"): AppError {
  if (e instanceof AppError) return e;
  // a raw query's failure (P2010) is the database's own code
  const code = e instanceof Prisma.PrismaClientKnownRequestError && e.code !== "P2010" ? e.code : pgCode(e);
  if (code === "P2025") return new AppError("NOT_FOUND");
  if (code === "P2002" || code === "23505") {
    const fields = uniqueFields(e);
    return new AppError("CONFLICT", undefined, {
      details: { target: (e as { meta?: { target?: unknown } }).meta?.target ?? (fields.length ? fields : null) },
      // the fields whose value is taken, as a 400 names its failing fields
      ...(fields.length ? { fields: fields.map((path) => ({ path, message: "validation.unique" })) } : {}),
    });
  }
  // 23001: a row an ON DELETE RESTRICT reference still points to
  if (code === "P2003" || code === "23503" || code === "23001") {
    if (method === "DELETE") return new AppError("STILL_REFERENCED");
    return new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: referenceField(e), message: "validation.unknownReference" }],
    });
  }
  // a Prisma error (P2010 for a raw query) carries the database's own code in its meta
  const meta = (e as { meta?: { code?: unknown; driverAdapterError?: unknown } } | null)?.meta;
  const sqlState = pgCode(meta?.driverAdapterError) ?? meta?.code;
  if ((code && UNSTORABLE_VALUE.has(code)) || (typeof sqlState === "string" && UNSTORABLE_VALUE.has(sqlState)))
    return new AppError("BAD_REQUEST", "errors.VALUE_NOT_STORABLE");
  if (code === "23P01") return new AppError("CONFLICT", "errors.OVERBOOKED");
  if (code === "40001" || code === "40P01") return new AppError("CONFLICT", "errors.CONCURRENT_CHANGE");
  return new AppError("INTERNAL");
}

/** A booking action's and state's names in a refusal, as the booking page shows them. */
const REFUSAL = /^errors\.(refused\.\w+|NOT_EDITABLE)$/;

function refusalNames(t: ReturnType<typeof translator>, values: Record<string, unknown>) {
  const { action, state } = values;
  if (typeof state === "string") values.state = t(`bookingStates.${state}`, undefined, state);
  if (typeof action === "string")
    values.action = t(
      `bookingPages.actions.${action}`,
      undefined,
      t(`bookingPages.history.actions.${action}`, undefined, action),
    );
}

export function errorBody(err: AppError, req: Request, locale: Locale): ErrorBody {
  const t = translator(locale);
  const meta = ERROR_CODES[err.code];
  // a calendar date in the message reads as the language writes it; details keep YYYY-MM-DD
  const values =
    err.values &&
    Object.fromEntries(
      Object.entries(err.values).map(([k, v]) => [k, typeof v === "string" ? datesInText(v, locale) : v]),
    );
  // what still refers to a row (the resource engine's 409) is named in the caller's language
  const references = (err.details as { references?: { resource: string; count: number }[] } | undefined)?.references;
  if (values && references)
    values.list = references
      .map((r) => `${t(`errors.references.${r.resource}`, undefined, r.resource)} (${r.count})`)
      .join(", ");
  // a diver's missing requirements (check-in's NOT_ELIGIBLE) named in the caller's language
  const refused = (err.details as { guests?: { name: string; issues: EligibilityIssue[] }[] } | undefined)?.guests;
  if (values && err.message === "errors.confirm.NOT_ELIGIBLE" && Array.isArray(refused))
    values.list = datesInText(
      refused
        .map((g) => {
          const lacks = g.issues.map((i) => {
            const m = issueMessage(i);
            return t(m.key, m.values, i.code);
          });
          return `${g.name}: ${lacks.join(", ")}`;
        })
        .join("; "),
      locale,
    );
  // "wait" and "confirmed" read as the buttons and badges say them; details keep the names
  if (values && REFUSAL.test(err.message)) refusalNames(t, values);
  // 449 keeps the server's message; other messages are translation keys or plain text
  const message =
    err.code === "RETRY_WITH"
      ? err.message
      : err.message !== err.code
        ? t(err.message, values, err.message)
        : t(`errors.${err.code}`, values, meta.error);
  return {
    error: meta.error,
    message,
    statusCode: meta.status,
    path: new URL(req.url).pathname,
    method: req.method,
    description: meta.description,
    ...(err.fields
      ? { fields: err.fields.map((f) => ({ ...f, message: datesInText(translateMessage(t, f.message), locale) })) }
      : {}),
    ...(err.details ? { details: err.details } : {}),
  };
}

export function errorResponse(err: AppError, req: Request, locale: Locale, cause?: unknown): Response {
  if (err.code === "INTERNAL") console.error(`[${req.method} ${new URL(req.url).pathname}]`, cause);
  const body = errorBody(err, req, locale);
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (err.code === "RATE_LIMITED" && typeof err.details?.retryAfter === "number")
    headers["retry-after"] = String(err.details.retryAfter);
  return new Response(JSON.stringify(body), { status: body.statusCode, headers });
}
