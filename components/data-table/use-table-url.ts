"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useTransition } from "react";
import type { TableQuery } from "./types";

/** The table's state lives in the address: page, size, sort, order, search, filter[...]. */
export function toQueryString(q: Partial<TableQuery>): string {
  const p = new URLSearchParams();
  if (q.page && q.page > 1) p.set("page", String(q.page));
  if (q.size && q.size !== 25) p.set("size", String(q.size));
  if (q.sort) p.set("sort", q.sort);
  if (q.sort && q.order) p.set("order", q.order);
  if (q.search) p.set("search", q.search);
  for (const [k, v] of Object.entries(q.filter ?? {})) if (v !== "") p.set(`filter[${k}]`, v);
  return p.toString();
}

export function useTableUrl(query: TableQuery) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, start] = useTransition();
  const update = useCallback(
    (change: Partial<TableQuery>, { resetPage = true } = {}) => {
      const next = { ...query, ...change, ...(resetPage && change.page === undefined ? { page: 1 } : {}) };
      const qs = toQueryString(next);
      // keep unrelated parameters (a tab, a notice) as they are
      const keep = new URLSearchParams(
        [...params].filter(([k]) => !/^(page|size|sort|order|search|filter\[.*\])$/.test(k)),
      );
      const all = [qs, keep.toString()].filter(Boolean).join("&");
      start(() => router.replace(all ? `${pathname}?${all}` : pathname, { scroll: false }));
    },
    [query, params, pathname, router],
  );
  // the server showed another page than the address asked for ("page 999 of 2" shows the last
  // page): the address follows, so paging on from there works and a reload shows the same
  const asked = params.get("page") ?? "1";
  useEffect(() => {
    if (/^\d+$/.test(asked) && Number(asked) !== query.page) update({ page: query.page }, { resetPage: false });
  }, [asked, query.page]); // eslint-disable-line react-hooks/exhaustive-deps
  return { update, pending };
}
