// Credit balances: the sum of an agency's (or a customer's) credits per currency.
import { db } from "../../core/db";
import type { Principal } from "../../auth/principal";

export async function agencyBalances(p: Principal, all: boolean) {
  const rows = await db().agencyCredit.groupBy({
    by: ["agencyId", "currency"],
    where: all ? {} : { agencyId: p.agencyId ?? -1 },
    _sum: { amount: true },
    orderBy: [{ agencyId: "asc" }, { currency: "asc" }],
  });
  const names = new Map(
    (
      await db().agency.findMany({
        where: { id: { in: rows.map((r) => r.agencyId) } },
        select: { id: true, name: true },
      })
    ).map((a) => [a.id, a.name]),
  );
  return rows.map((r) => ({
    agencyId: r.agencyId,
    agency: names.get(r.agencyId) ?? "",
    currency: r.currency,
    balance: (r._sum.amount ?? 0).toString(),
  }));
}

export async function customerBalances(p: Principal, all: boolean) {
  const rows = await db().customerCredit.groupBy({
    by: ["customerId", "currency"],
    where: all ? {} : { customerId: p.customerId ?? -1 },
    _sum: { amount: true },
    orderBy: [{ customerId: "asc" }, { currency: "asc" }],
  });
  const names = new Map(
    (
      await db().customer.findMany({
        where: { id: { in: rows.map((r) => r.customerId) } },
        select: { id: true, fullName: true },
      })
    ).map((c) => [c.id, c.fullName]),
  );
  return rows.map((r) => ({
    customerId: r.customerId,
    customer: names.get(r.customerId) ?? "",
    currency: r.currency,
    balance: (r._sum.amount ?? 0).toString(),
  }));
}
