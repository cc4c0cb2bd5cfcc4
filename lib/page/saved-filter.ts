import "server-only";
import { notFound } from "next/navigation";
import type { Principal } from "../auth/principal";
import { db } from "../core/db";
import type { ListQuery } from "../resources/list-query";

/** A saved filter the user may use (own or shared) as fixed list query parts. */
export async function savedFilterQuery(
  principal: Principal,
  fid: string,
  resource: string,
): Promise<{ name: string; fixed: Partial<ListQuery> }> {
  const id = Number(fid);
  const f =
    Number.isInteger(id) && principal.user
      ? await db().savedFilter.findFirst({
          where: { id, resource, OR: [{ userId: principal.user.id }, { shared: true }] },
        })
      : null;
  if (!f) notFound();
  const q = f.query as { search?: string; sort?: string; order?: "asc" | "desc"; filter?: Record<string, string> };
  return {
    name: f.name,
    fixed: { search: q.search, filter: q.filter ?? {}, ...(q.sort ? { sort: q.sort, order: q.order ?? "asc" } : {}) },
  };
}
