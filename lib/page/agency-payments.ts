// The page /agency/payments: an agency's bookings with what it owes, paged on the server from the
// address bar's query (filters agencyId, from, to), and the agencies staff may choose from. An
// agency user sees its own only, whatever the address asks for.
import "server-only";
import type { Principal } from "../auth/principal";
import { hasSome } from "../access/scopes";
import { db } from "../core/db";
import { AppError } from "../core/errors";
import type { Locale } from "../i18n/locale";
import { agencyPayments, agencyPaymentsScope } from "../domain/payments/open-payments";
import { loadPagedList, type PageSearchParams } from "./list";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export async function loadAgencyPayments(sp: PageSearchParams, principal: Principal, locale: Locale) {
  const own = hasSome(principal, ["agencies.read"]) ? null : principal.agencyId;
  let totals: Awaited<ReturnType<typeof agencyPayments>>["totals"] = [];
  const list = await loadPagedList(sp, locale, async (q) => {
    const chosen = own ?? (q.filter.agencyId ? Number(q.filter.agencyId) : undefined);
    if (chosen !== undefined && !(Number.isInteger(chosen) && chosen > 0))
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "filter.agencyId", message: "validation.filterValue" }],
      });
    for (const k of ["from", "to"] as const)
      if (q.filter[k] && !ISO.test(q.filter[k]))
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: `filter.${k}`, message: "validation.dateFormat" }],
        });
    const scope = await agencyPaymentsScope(principal, chosen ?? 0);
    const page = await agencyPayments(scope, {
      agencyId: chosen,
      from: q.filter.from || undefined,
      to: q.filter.to || undefined,
      page: q.page,
      size: q.size,
    });
    totals = page.totals;
    return page;
  });
  const agencies = own
    ? []
    : (await db().agency.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } })).map((a) => ({
        value: String(a.id),
        label: a.name,
      }));
  return { ...list, totals, agencies };
}
