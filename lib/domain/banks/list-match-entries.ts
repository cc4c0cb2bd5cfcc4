// GET /api/bankentries/manual and /temporary: the entries typed by hand (the cash box on board),
// and the entries imported (or collected) with something left to match, newest first, paged on
// the server ({data, total, page, size}), each with what is matched and left; the temporary list
// also with each entry's best suggestions when asked (one load for the whole page).
import type { Principal } from "../../auth/principal";
import { calendarDate } from "../../core/dates";
import { visibleEntriesSql } from "./bank-access";
import { db, Prisma } from "../../core/db";
import { SOMETHING_LEFT } from "./entry-left";
import { entryViewSelect, presentEntries, type EntryView } from "./entry-view";
import type { EntryListQuery } from "./match-schemas";
import type { Locale } from "../../i18n/locale";
import { explained, suggestionsFor } from "./suggest-matches";

export type EntryListRow = EntryView & { suggestions?: ReturnType<typeof explained> };

function whereOf(kind: "manual" | "temporary", q: EntryListQuery, visible: Prisma.Sql): Prisma.Sql {
  const parts: Prisma.Sql[] = [
    visible,
    kind === "manual" ? Prisma.sql`e.source = 'manual'` : Prisma.sql`e.source IN ('import', 'wise')`,
  ];
  if (kind === "temporary") parts.push(SOMETHING_LEFT);
  if (q.bankId) parts.push(Prisma.sql`e."bankId" = ${q.bankId}`);
  if (q.from) parts.push(Prisma.sql`e.date >= ${calendarDate(q.from)}`);
  if (q.to) parts.push(Prisma.sql`e.date <= ${calendarDate(q.to)}`);
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      Prisma.sql`(e.reference ILIKE ${like} OR e.counterparty ILIKE ${like} OR e."counterpartyIban" ILIKE ${like})`,
    );
  }
  return Prisma.join(parts, " AND ");
}

/** The list as `actor` may see it: only the entries of his banks (bank-access.ts). */
export async function listMatchEntries(
  kind: "manual" | "temporary",
  q: EntryListQuery,
  locale: Locale,
  actor: Principal,
) {
  const tx = db();
  const where = whereOf(kind, q, await visibleEntriesSql(actor, tx));
  const [ids, [{ n }]] = await Promise.all([
    tx.$queryRaw<{ id: number }[]>(Prisma.sql`
      SELECT e.id FROM "BankEntry" e WHERE ${where}
      ORDER BY e.date DESC, e.id DESC LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`),
    tx.$queryRaw<{ n: number }[]>(Prisma.sql`SELECT count(*)::int AS n FROM "BankEntry" e WHERE ${where}`),
  ]);
  const rows = await tx.bankEntry.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: entryViewSelect });
  const order = new Map(ids.map((r, i) => [r.id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  let data: EntryListRow[] = await presentEntries(rows, tx);
  if (q.suggestions) {
    const open = rows.filter((r) => r.amount.gt(0));
    const found = await suggestionsFor(open, { limit: 3 });
    data = data.map((e) => ({ ...e, suggestions: explained(found.get(e.id) ?? [], locale) }));
  }
  return { data, total: n, page: q.page, size: q.size };
}
