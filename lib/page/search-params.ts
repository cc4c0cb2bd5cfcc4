// Reading a page's search parameters, which Next hands over as string | string[] | undefined.
import { AppError } from "../core/errors";
import { idOf } from "../validation/validators";
import type { PageSearchParams } from "./list";

export type SearchParamValue = PageSearchParams[string];
/** A page's `searchParams` prop. */
export type SearchParams = Promise<PageSearchParams>;

/** The first value of a parameter given once or repeated. */
export const firstParam = (v: SearchParamValue): string | undefined => (Array.isArray(v) ? v[0] : v);

/** A positive whole number (an id, a count of guests) within int4, else undefined. */
export const positiveIntParam = (v: SearchParamValue): number | undefined => idOf(firstParam(v));

/**
 * A page that shows "not found" or a refusal in place (a wrong guest token, a booking gone):
 * the answer, or null for a 4xx. A 5xx is a bug and still fails the page.
 */
export async function unlessRefused<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (e) {
    if (e instanceof AppError && e.status < 500) return null;
    throw e;
  }
}

/** A route handler's query as Next hands a page its `searchParams`: a repeated parameter as a list. */
export function pageSearchParams(query: URLSearchParams): PageSearchParams {
  // no prototype while filling: ?__proto__=a&__proto__=b is a parameter, never the object's prototype
  const out: PageSearchParams = Object.create(null);
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return { ...out };
}
