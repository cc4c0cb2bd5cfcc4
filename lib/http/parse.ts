// Input of a route: path parameters, query and body, validated with zod in the caller's language.
import { z } from "zod";
import { de, en } from "zod/locales";
import type { Locale } from "../i18n/locale";
import { translateMessage } from "../i18n/message-key";
import { translator } from "../i18n/translator";
import { AppError, type FieldIssue } from "../core/errors";
import { isSafeText } from "../validation/validators";
import { readBody, type BodyOptions } from "./body";
import { friendlyErrors } from "../validation/zod-errors";

export { readBody, JSON_BODY_LIMIT } from "./body";

// zod's type errors become friendly, translated messages; anything else keeps zod's own text
const zodLocales = { de: friendlyErrors(de().localeError), en: friendlyErrors(en().localeError) };

/** Zod issues as field issues in the caller's language. Custom messages are translation keys. */
export function fieldIssues(error: z.ZodError, locale: Locale): FieldIssue[] {
  const t = translator(locale);
  // one issue per field: a value of the wrong shape also fails the checks made after it
  const seen = new Set<string>();
  return error.issues.flatMap((i) => {
    const path = i.path.map(String).join(".");
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ path, message: translateMessage(t, i.message), code: i.code }];
  });
}

/** Parses with the caller's language for zod's own messages; throws a ValidationError. */
export function validate<T>(schema: z.ZodType<T>, data: unknown, locale: Locale): T {
  const r = schema.safeParse(data, { error: zodLocales[locale] });
  if (r.success) return r.data;
  throw new AppError("VALIDATION_ERROR", undefined, { fields: fieldIssues(r.error, locale) });
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/** Path and query values: text the database can store (no NUL, no lone surrogate), else a 400 naming them. */
function checkText(values: Record<string, string | string[]>) {
  for (const [k, v] of Object.entries(values))
    for (const one of ([] as string[]).concat(v))
      if (!isSafeText(k) || !isSafeText(one))
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: k.replace(/\0/g, ""), message: "validation.invalidCharacters" }],
        });
}

export async function parseInput(
  req: Request,
  params: Record<string, string | string[]>,
  spec: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType } & BodyOptionsOfSpec,
  locale: Locale,
) {
  const query = queryObject(new URL(req.url));
  checkText(params);
  checkText(query);
  return {
    params: spec.params ? validate(spec.params, params, locale) : params,
    query: spec.query ? validate(spec.query, query, locale) : query,
    body: spec.body
      ? validate(spec.body, await readBody(req, { accept: spec.bodyType, limit: spec.bodyLimit }), locale)
      : undefined,
  };
}

type BodyOptionsOfSpec = { bodyType?: BodyOptions["accept"]; bodyLimit?: number };
