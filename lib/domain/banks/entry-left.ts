// What is matched of a bank entry and what is left, read from the database for entry-state.ts's
// rule (the lists and the matching answers alike): its matches (each made a
// booking's payment row) and its parts booked as credit, as long as that credit movement is not
// corrected in the ledger, cover part of its amount; the rest is left. Derived, never stored.
import { Prisma, type Tx } from "../../core/db";
import { dec, ZERO, type Decimal } from "../../core/money";

export type EntryCover = { matched: Decimal; credited: Decimal; left: Decimal };

/** The credit parts of entries that still count: their ledger movement is not corrected. */
const LIVE_CREDIT = Prisma.sql`
  NOT EXISTS (SELECT 1 FROM "AgencyCredit" x WHERE x."correctsId" = c."agencyCreditId")
  AND NOT EXISTS (SELECT 1 FROM "CustomerCredit" y WHERE y."correctsId" = c."customerCreditId")`;

/** Matched, credited and left of each entry (money out: of its amount without the sign). */
export async function entryCovers(tx: Tx, entries: readonly { id: number; amount: Decimal }[]) {
  const ids = entries.map((e) => e.id);
  const out = new Map<number, EntryCover>();
  if (!ids.length) return out;
  const [matched, credited] = await Promise.all([
    tx.bankEntryPayment.groupBy({ by: ["entryId"], where: { entryId: { in: ids } }, _sum: { amount: true } }),
    tx.$queryRaw<{ entryId: number; amount: Prisma.Decimal }[]>(Prisma.sql`
      SELECT c."entryId", sum(c.amount) AS amount FROM "BankEntryCredit" c
      WHERE c."entryId" IN (${Prisma.join(ids)}) AND ${LIVE_CREDIT}
      GROUP BY c."entryId"`),
  ]);
  const m = new Map(matched.map((r) => [r.entryId, r._sum.amount ?? ZERO]));
  const c = new Map(credited.map((r) => [r.entryId, dec(r.amount)]));
  for (const e of entries) {
    const cover = { matched: dec(m.get(e.id) ?? ZERO), credited: c.get(e.id) ?? ZERO };
    out.set(e.id, { ...cover, left: e.amount.abs().minus(cover.matched).minus(cover.credited) });
  }
  return out;
}

/** What covers entry e in SQL: its matches and its standing credit parts (entry-state.ts's rule). */
const COVERED = Prisma.sql`(coalesce((SELECT sum(p.amount) FROM "BankEntryPayment" p WHERE p."entryId" = e.id), 0)
  + coalesce((SELECT sum(c.amount) FROM "BankEntryCredit" c WHERE c."entryId" = e.id AND ${LIVE_CREDIT}), 0))`;

/** The SQL condition "something is left of entry e" (the temporary list's filter, paged in SQL). */
export const SOMETHING_LEFT = Prisma.sql`abs(e.amount) > ${COVERED}`;

/** The SQL condition "entry e is partly matched": covered, but not wholly. */
export const PARTLY_COVERED = Prisma.sql`${COVERED} > 0 AND abs(e.amount) > ${COVERED}`;
