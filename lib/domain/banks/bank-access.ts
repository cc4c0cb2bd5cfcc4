// Which bank accounts a caller works with: every one with the scope, but a user whose resorts or
// vessels are limited (allowedResortIds, allowedVesselIds; empty: all of that kind) sees only the
// operator's accounts and those of the assets he may work with. Another asset's account is not
// found (404) for him, in lists and in every bank endpoint: the restriction sits in the `where`.
import type { Principal } from "../../auth/principal";
import { db, Prisma, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";

/** The restriction of `p`'s banks, undefined when he sees all. */
export function bankWhere(p: Principal): Prisma.BankWhereInput | undefined {
  const resorts = p.user?.allowedResortIds ?? [];
  const vessels = p.user?.allowedVesselIds ?? [];
  const parts: Prisma.BankWhereInput[] = [];
  if (resorts.length) parts.push({ OR: [{ resortId: null }, { resortId: { in: resorts } }] });
  if (vessels.length) parts.push({ OR: [{ vesselId: null }, { vesselId: { in: vessels } }] });
  return parts.length ? { AND: parts } : undefined;
}

/** The ids of the banks `p` may see; null when he sees all (no restriction to apply). */
export async function visibleBankIds(p: Principal, tx: Tx = db()): Promise<number[] | null> {
  const where = bankWhere(p);
  if (!where) return null;
  return (await tx.bank.findMany({ where, select: { id: true } })).map((b) => b.id);
}

/** The entries' restriction to the banks `p` may see, as SQL on "BankEntry" e (TRUE when all). */
export async function visibleEntriesSql(p: Principal, tx: Tx = db()): Promise<Prisma.Sql> {
  const ids = await visibleBankIds(p, tx);
  if (ids === null) return Prisma.sql`TRUE`;
  return ids.length ? Prisma.sql`e."bankId" IN (${Prisma.join(ids)})` : Prisma.sql`FALSE`;
}

/** May `p` keep an account for this asset (none: the operator's)? */
export function mayUseAsset(p: Principal, asset: { resortId?: number | null; vesselId?: number | null }): boolean {
  const resorts = p.user?.allowedResortIds ?? [];
  const vessels = p.user?.allowedVesselIds ?? [];
  if (asset.resortId != null && resorts.length && !resorts.includes(asset.resortId)) return false;
  if (asset.vesselId != null && vessels.length && !vessels.includes(asset.vesselId)) return false;
  return true;
}

export const bankSelect = {
  id: true,
  name: true,
  iban: true,
  currency: true,
  openingDate: true,
  isActive: true,
  csvMapping: true,
  settings: true,
  secrets: true,
} satisfies Prisma.BankSelect;
export type BankRow = Prisma.BankGetPayload<{ select: typeof bankSelect }>;

/** The bank `id` as `p` may see it, or 404. */
export async function findBank(p: Principal, id: number, tx: Tx = db()): Promise<BankRow> {
  const where = bankWhere(p);
  const bank = await tx.bank.findFirst({ where: { AND: [{ id }, ...(where ? [where] : [])] }, select: bankSelect });
  if (!bank) throw new AppError("NOT_FOUND");
  return bank;
}

/** The banks `p` may see (id, name, currency), for filters and forms. */
export function banksOf(p: Principal) {
  return db().bank.findMany({
    where: bankWhere(p),
    orderBy: [{ isActive: "desc" }, { name: "asc" }],
    select: { id: true, name: true, currency: true, isActive: true },
  });
}
