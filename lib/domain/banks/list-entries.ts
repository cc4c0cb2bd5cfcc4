// Bank entries as the lists show them (/bank/entry/list, manual, temporary, GET /api/banks/{id}/
// entries): paged on the server, of the banks the caller sees, filtered by bank, period, source and
// state (matched or not), searched in the other party, its IBAN, the reference and details, or by
// amount. Each row says its state by the one rule (entry-state.ts). The state filter needs the
// partly matched entries, which the database finds by the same rule (matches that do not add up).
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import { db, Prisma } from "../../core/db";
import { AppError } from "../../core/errors";
import type { ListQuery } from "../../resources/list-query";
import { calendarDateField, id } from "../../validation/validators";
import { ENTRY_SOURCES } from "./answer-schemas";
import { bankWhere } from "./bank-access";
import { entryCovers, PARTLY_COVERED, type EntryCover } from "./entry-left";
import { entryState, ENTRY_STATES } from "./entry-state";
import { entryMovementSelect } from "./entry-view";
import { readAmount } from "./statement-values";

const entrySelect = {
  id: true,
  bankId: true,
  bank: { select: { name: true } },
  source: true,
  importId: true,
  ...entryMovementSelect,
  createdAt: true,
} satisfies Prisma.BankEntrySelect;
type EntryRow = Prisma.BankEntryGetPayload<{ select: typeof entrySelect }>;

/** An entry as the lists answer it (bankEntryAnswer), with what covers it (entry-left.ts). */
export function presentEntry(r: EntryRow, cover: EntryCover) {
  const { bank, ...row } = r;
  const s = entryState(r.amount, [cover.matched], [cover.credited]);
  return {
    ...row,
    bankName: bank.name,
    source: row.source as (typeof ENTRY_SOURCES)[number],
    date: isoDate(row.date),
    valueDate: row.valueDate ? isoDate(row.valueDate) : null,
    state: s.state,
    matched: s.matched.toFixed(2),
    remaining: s.remaining.toFixed(2),
  };
}

/** Entry ids covered in part (entry-state.ts's "partial"): few, as the rest is matched or not at all. */
async function partlyMatched(): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>(Prisma.sql`
    SELECT e.id FROM "BankEntry" e
    WHERE EXISTS (SELECT 1 FROM "BankEntryPayment" p WHERE p."entryId" = e.id) AND ${PARTLY_COVERED}
    UNION
    SELECT e.id FROM "BankEntry" e
    WHERE EXISTS (SELECT 1 FROM "BankEntryCredit" c WHERE c."entryId" = e.id) AND ${PARTLY_COVERED}`);
  return rows.map((r) => r.id);
}

const STATE_FILTERS = [...ENTRY_STATES, "open"] as const;
const filterValues = {
  bankId: id(),
  from: calendarDateField(),
  to: calendarDateField(),
  source: z.enum(ENTRY_SOURCES),
  state: z.enum(STATE_FILTERS),
};

const bad = (path: string, message: string): never => {
  throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });
};

async function entryWhere(p: Principal, q: Pick<ListQuery, "filter" | "search">): Promise<Prisma.BankEntryWhereInput> {
  const banks = bankWhere(p);
  const and: Prisma.BankEntryWhereInput[] = banks ? [{ bank: banks }] : [];
  for (const [name, raw] of Object.entries(q.filter)) {
    if (!raw) continue;
    if (!Object.hasOwn(filterValues, name)) bad(`filter.${name}`, "validation.unknownFilter");
    const parsed = filterValues[name as keyof typeof filterValues].safeParse(raw);
    if (!parsed.success) bad(`filter.${name}`, "validation.filterValue");
    const value = parsed.data!;
    if (name === "bankId") and.push({ bankId: value as number });
    if (name === "from") and.push({ date: { gte: calendarDate(value as string) } });
    if (name === "to") and.push({ date: { lte: calendarDate(value as string) } });
    if (name === "source") and.push({ source: value as string });
    if (name === "state") {
      const partial = value === "unmatched" ? [] : await partlyMatched();
      const none: Prisma.BankEntryWhereInput = { matches: { none: {} }, credits: { none: {} } };
      if (value === "unmatched") and.push(none);
      if (value === "partial") and.push({ id: { in: partial } });
      if (value === "matched")
        and.push({ OR: [{ matches: { some: {} } }, { credits: { some: {} } }] }, { id: { notIn: partial } });
      if (value === "open") and.push({ OR: [none, { id: { in: partial } }] });
    }
  }
  const search = q.search?.trim();
  if (search) {
    const amount = readAmount(search, search.includes(",") && !search.includes(".") ? "," : ".");
    const text = (field: string) => ({ [field]: { contains: search, mode: "insensitive" as const } });
    and.push({
      OR: [
        text("counterparty"),
        text("counterpartyIban"),
        text("reference"),
        text("details"),
        ...("value" in amount
          ? [{ amount: new Prisma.Decimal(amount.value) }, { amount: new Prisma.Decimal(amount.value).neg() }]
          : []),
      ],
    });
  }
  return and.length ? { AND: and } : {};
}

const SORTS: Record<string, (o: "asc" | "desc") => Prisma.BankEntryOrderByWithRelationInput[]> = {
  date: (o) => [{ date: o }, { id: o }],
  amount: (o) => [{ amount: o }, { id: o }],
  counterparty: (o) => [{ counterparty: o }, { id: o }],
  id: (o) => [{ id: o }],
};

/** One page of the entries `p` sees, newest first unless sorted. */
export async function listEntries(p: Principal, q: ListQuery) {
  const sort = q.sort ?? "date";
  if (!Object.hasOwn(SORTS, sort)) bad("sort", "validation.unknownSort");
  const where = await entryWhere(p, q);
  const [rows, total] = await Promise.all([
    db().bankEntry.findMany({
      where,
      select: entrySelect,
      orderBy: SORTS[sort](q.sort ? q.order : "desc"),
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db().bankEntry.count({ where }),
  ]);
  const covers = await entryCovers(db(), rows);
  return { data: rows.map((r) => presentEntry(r, covers.get(r.id)!)), total, page: q.page, size: q.size };
}
