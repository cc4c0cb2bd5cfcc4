// GET /api/banks/cashflow and /balance (and /bank/cashflow, its CSV): each bank's opening balance
// at the range's start (its opening balance on its opening date, moved by the entries between),
// its entries summed per day in SQL, folded into periods by cashflow-periods.ts. Two queries and
// the banks, whatever the range.
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import { visibleBankIds } from "./bank-access";
import { db, Prisma } from "../../core/db";
import { dec, ZERO } from "../../core/money";
import { foldCashflow, type Cashflow } from "./cashflow-periods";
import type { GroupBy } from "./match-schemas";

type CashflowQuery = { from: string; to: string; groupBy: GroupBy; bankId?: number };

/** The cash flow of the banks `actor` may see (bank-access.ts). */
export async function cashflow(q: CashflowQuery, actor: Principal): Promise<Cashflow> {
  const tx = db();
  const visible = await visibleBankIds(actor, tx);
  const from = calendarDate(q.from);
  const to = calendarDate(q.to);
  const ids = q.bankId ? (visible ?? [q.bankId]).filter((id) => id === q.bankId) : visible;
  const onlyBank = ids ? Prisma.sql`AND e."bankId" IN (${Prisma.join([...ids, 0])})` : Prisma.empty;
  const [banks, before, days] = await Promise.all([
    tx.bank.findMany({
      where: ids ? { id: { in: ids } } : {},
      select: { id: true, name: true, currency: true, openingBalance: true },
      orderBy: { id: "asc" },
    }),
    // the entries between the opening date and `from` move the opening balance (back, when `from` is earlier)
    tx.$queryRaw<{ bankId: number; moved: Prisma.Decimal | null }[]>(Prisma.sql`
      SELECT e."bankId", sum(CASE
        WHEN e.date < ${from} AND e.date >= b."openingDate" THEN e.amount
        WHEN e.date >= ${from} AND e.date < b."openingDate" THEN -e.amount
        ELSE 0 END) AS moved
      FROM "BankEntry" e JOIN "Bank" b ON b.id = e."bankId"
      WHERE (e.date < ${from} OR e.date < b."openingDate") ${onlyBank}
      GROUP BY e."bankId"`),
    tx.$queryRaw<{ bankId: number; date: Date; in: Prisma.Decimal | null; out: Prisma.Decimal | null }[]>(Prisma.sql`
      SELECT e."bankId", e.date,
        sum(e.amount) FILTER (WHERE e.amount > 0) AS "in",
        sum(e.amount) FILTER (WHERE e.amount < 0) AS "out"
      FROM "BankEntry" e
      WHERE e.date >= ${from} AND e.date <= ${to} ${onlyBank}
      GROUP BY e."bankId", e.date`),
  ]);
  const moved = new Map(before.map((r) => [r.bankId, dec(r.moved ?? ZERO)]));
  return foldCashflow(
    { from: q.from, to: q.to, groupBy: q.groupBy },
    banks.map((b) => ({ ...b, opening: b.openingBalance.plus(moved.get(b.id) ?? ZERO) })),
    days.map((d) => ({ bankId: d.bankId, date: isoDate(d.date), in: dec(d.in ?? ZERO), out: dec(d.out ?? ZERO) })),
  );
}

/** The balances: per bank and currency, at the start and at each period's end (no in and out). */
export async function balances(q: CashflowQuery, actor: Principal) {
  const c = await cashflow(q, actor);
  const slim = <
    T extends { opening: string; closing: string; periods: { key: string; end: string; balance: string }[] },
  >(
    x: T,
  ) => ({
    opening: x.opening,
    closing: x.closing,
    periods: x.periods.map((p) => ({ key: p.key, end: p.end, balance: p.balance })),
  });
  return {
    from: c.from,
    to: c.to,
    groupBy: c.groupBy,
    banks: c.banks.map((b) => ({ bankId: b.bankId, name: b.name, currency: b.currency, ...slim(b) })),
    totals: c.totals.map((t) => ({ currency: t.currency, ...slim(t) })),
  };
}

/**
 * The CSV's rows: per bank, then per currency's total, each period with in, out, net and balance.
 * The amounts go in as numbers (Decimal), so a negative one is written plainly, not as a text that
 * the CSV's formula guard would prefix with an apostrophe.
 */
export function cashflowCsvRows(c: Cashflow, totalLabel: string): unknown[][] {
  const row = (name: string, currency: string, p: Cashflow["banks"][number]["periods"][number]) => [
    name,
    currency,
    p.key,
    p.start,
    p.end,
    dec(p.in),
    dec(p.out),
    dec(p.net),
    dec(p.balance),
  ];
  return [
    ...c.banks.flatMap((b) => b.periods.map((p) => row(b.name, b.currency, p))),
    ...c.totals.flatMap((t) => t.periods.map((p) => row(totalLabel, t.currency, p))),
  ];
}

export const CASHFLOW_CSV = ["bank", "currency", "period", "start", "end", "in", "out", "net", "balance"] as const;
