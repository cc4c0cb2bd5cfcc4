// The bank entry pages (/bank/entry/list, /bank/entry/manual, /bank/entry/temporary and a bank's
// own entries on /bank/{id}): paged on the server through the entries' use cases, each row with
// its matches (for taking one back) and credits in the matching's view; the temporary list with suggestions.
import "server-only";
import type { Principal } from "../auth/principal";
import { db } from "../core/db";
import { presentEntries, entryViewSelect } from "../domain/banks/entry-view";
import { listEntries } from "../domain/banks/list-entries";
import { listMatchEntries } from "../domain/banks/list-match-entries";
import type { EntryListQuery } from "../domain/banks/match-schemas";
import type { Locale } from "../i18n/locale";
import type { ListQuery } from "../resources/list-query";
import { loadPagedList, type PageSearchParams } from "./list";

/** Plain data for a client component (decimals and dates as strings). */
const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Entries of every bank the user sees (or of `fixed`'s bank), each with its matches. */
export function loadEntryList(sp: PageSearchParams, locale: Locale, principal: Principal, fixed?: Partial<ListQuery>) {
  return loadPagedList(
    sp,
    locale,
    async (q) => {
      const page = await listEntries(principal, q);
      const rows = await db().bankEntry.findMany({
        where: { id: { in: page.data.map((r) => r.id) } },
        select: entryViewSelect,
      });
      const views = new Map((await presentEntries(rows)).map((v) => [v.id, v]));
      return plain({
        ...page,
        data: page.data.map((r) => {
          const view = views.get(r.id);
          return {
            ...r,
            left: view?.left ?? r.remaining,
            matches: view?.matches ?? [],
            credits: view?.credits ?? [],
            exchangeDifference: view?.exchangeDifference ?? null,
          };
        }),
      });
    },
    fixed,
  );
}

/** The entries typed by hand, or the imported ones with something left to match (with suggestions). */
export function loadMatchList(
  kind: "manual" | "temporary",
  sp: PageSearchParams,
  locale: Locale,
  principal: Principal,
) {
  return loadPagedList(sp, locale, async (q) => {
    const query: EntryListQuery = {
      page: q.page,
      size: q.size,
      bankId: q.filter.bankId ? Number(q.filter.bankId) || undefined : undefined,
      from: q.filter.from || undefined,
      to: q.filter.to || undefined,
      search: q.search || undefined,
      suggestions: kind === "temporary",
    };
    return plain(await listMatchEntries(kind, query, locale, principal));
  });
}

/** The banks the user sees, for the bank filter and the manual entry form. */
export async function bankOptions(principal: Principal) {
  const { bankWhere } = await import("../domain/banks/bank-access");
  const where = bankWhere(principal);
  const banks = await db().bank.findMany({
    where: where ?? {},
    select: { id: true, name: true, currency: true },
    orderBy: { name: "asc" },
  });
  return banks.map((b) => ({ value: String(b.id), label: b.name, currency: b.currency }));
}
