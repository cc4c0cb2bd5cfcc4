import { z } from "zod";
import { de, en } from "zod/locales";
import type { Locale } from "../i18n/locale";
import { translateMessage } from "../i18n/message-key";
import { translator } from "../i18n/translator";
import { AppError, type FieldIssue } from "../core/errors";
import { friendlyErrors } from "../validation/zod-errors";

// zod's type errors become friendly, translated messages; anything else keeps zod's own text
const zodLocales = { de: friendlyErrors(de().localeError), en: friendlyErrors(en().localeError) };

/** Zod issues as field issues in the caller's language. Custom messages are translation keys. */
export function fieldIssues(error: z.ZodError, locale: Locale): FieldIssue[] {
  const t = translator(locale);
  return error.issues.map((i) => ({
    path: i.path.map(String).join("."),
    message: translateMessage(t, i.message),
    code: i.code,
  }));
}

/** Parses with the caller's language for zod's own messages; throws a ValidationError. */
export function validate<T>(schema: z.ZodType<T>, data: unknown, locale: Locale): T {
  const r = schema.safeParse(data, { error: zodLocales[locale] });
  if (r.success) return r.data;
  throw new AppError("VALIDATION_ERROR", undefined, { fields: fieldIssues(r.error, locale) });
}

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON");
  }
}

export async function readBody(req: Request): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await req.formData();
    return Object.fromEntries(
      [...form.keys()].map((k) => {
        const all = form.getAll(k);
        return [k, all.length > 1 ? all : all[0]];
      }),
    );
  }
  return readJson(req);
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

export async function parseInput(
  req: Request,
  params: Record<string, string | string[]>,
  spec: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType },
  locale: Locale,
) {
  return {
    params: spec.params ? validate(spec.params, params, locale) : params,
    query: spec.query ? validate(spec.query, queryObject(new URL(req.url)), locale) : queryObject(new URL(req.url)),
    body: spec.body ? validate(spec.body, await readBody(req), locale) : undefined,
  };
}
