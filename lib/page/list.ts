// Server pages call the engine directly with the address bar's query: the list renders on the
// server, and the DataTable only changes the address.
import "server-only";
import type { Principal } from "../auth/principal";
import { db } from "../core/db";
import { AppError } from "../core/errors";
import { errorBody } from "../http/error-response";
import type { Locale } from "../i18n/locale";
import { listResource } from "../resources/engine";
import { DEFAULT_PAGE_SIZE, readListQuery, type ListQuery } from "../resources/list-query";
import { resourceDef, type ResourceName } from "../composition/resources";

export type PageSearchParams = Record<string, string | string[] | undefined>;
export type ListResult =
  { data: Record<string, unknown>[]; total: number; page: number; size: number } | { error: string };

export function toSearchParams(sp: PageSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(sp))
    for (const one of ([] as (string | undefined)[]).concat(v)) if (one !== undefined) out.append(k, one);
  return out;
}

type Page = { data: Record<string, unknown>[]; total: number; page: number; size: number };

/**
 * Any list a page shows: reads the address bar's query, asks `fetch` for the page, and shows the
 * last page for a page past the end ("page 999 of 2", an old link, rows deleted meanwhile); bad
 * query parameters show as an error above the table, not as a crash. `fixed` parts (a saved
 * filter, a parent record) apply on top without showing as the user's own filters.
 */
export async function loadPagedList(
  sp: PageSearchParams,
  locale: Locale,
  fetch: (query: ListQuery) => Promise<Page>,
  fixed: Partial<ListQuery> = {},
) {
  let query: ListQuery = { page: 1, size: DEFAULT_PAGE_SIZE, order: "asc", filter: {} };
  try {
    query = readListQuery(toSearchParams(sp));
    const effective: ListQuery = {
      ...query,
      search: query.search ?? fixed.search,
      sort: query.sort ?? fixed.sort,
      order: query.sort ? query.order : (fixed.order ?? query.order),
      filter: { ...query.filter, ...fixed.filter },
    };
    let result = await fetch(effective);
    const last = Math.max(1, Math.ceil(result.total / effective.size));
    if (effective.page > last) {
      query = { ...query, page: last };
      result = await fetch({ ...effective, page: last });
    }
    return { query, result: result as ListResult };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const body = errorBody(e, new Request("http://page/"), locale);
    return {
      query,
      result: {
        error: [body.message, ...(body.fields ?? []).map((f) => `${f.path}: ${f.message}`)].join(" "),
      } as ListResult,
    };
  }
}

/** A resource's list for a page (see loadPagedList). */
export async function loadList(
  resource: ResourceName,
  sp: PageSearchParams,
  principal: Principal,
  locale: Locale,
  fixed: Partial<ListQuery> = {},
) {
  const def = resourceDef(resource);
  return loadPagedList(sp, locale, (q) => listResource(def, principal, q) as Promise<Page>, fixed);
}

export async function savedFiltersFor(principal: Principal, resource: string) {
  if (!principal.user) return [];
  return db().savedFilter.findMany({
    where: { resource, OR: [{ userId: principal.user.id }, { shared: true }] },
    orderBy: { name: "asc" },
    select: { id: true, name: true, shared: true, userId: true },
  });
}
