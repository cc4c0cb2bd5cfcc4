import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { TableCard } from "../ui/table-card";

export type BalanceRow = { ownerId: number; owner: string; href?: string; currency: string; balance: string };

/** The credit balances per owner (agency or customer) and currency, above a credit list. */
export async function CreditBalances({ rows, ownerLabel }: { rows: BalanceRow[]; ownerLabel: string }) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()]);
  return (
    <TableCard
      className="mb-6"
      testId="credit-balances"
      title={t("credits.balances")}
      empty={rows.length === 0 && t("credits.noBalances")}
      scroll="max-h-80 overflow-y-auto"
      head={
        <thead className="sticky top-0 border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th className="px-3 py-2 font-medium">{ownerLabel}</th>
            <th className="px-3 py-2 font-medium">{t("credits.fields.currency")}</th>
            <th className="px-3 py-2 text-right font-medium">{t("agencies.balance")}</th>
          </tr>
        </thead>
      }
    >
      <tbody className="divide-y divide-slate-100">
        {rows.map((r) => (
          <tr key={`${r.ownerId}-${r.currency}`}>
            <td className="px-3 py-2">
              {r.href ? (
                <Link href={r.href} className="text-brand-700 hover:underline">
                  {r.owner || `#${r.ownerId}`}
                </Link>
              ) : (
                r.owner || `#${r.ownerId}`
              )}
            </td>
            <td className="px-3 py-2">{r.currency}</td>
            <td className={`px-3 py-2 text-right tabular-nums ${Number(r.balance) < 0 ? "text-error" : ""}`}>
              {format.number(Number(r.balance), { style: "currency", currency: r.currency })}
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

/** One owner's credit balance per currency, in a line above its credit list (– when there is none). */
export async function CreditBalanceLine({ rows }: { rows: { currency: string; balance: string }[] }) {
  const [t, format] = await Promise.all([getTranslations("agencies"), getFormatter()]);
  return (
    <p className="mb-3 text-sm text-slate-700" data-testid="credit-balance">
      {t("balance")}:{" "}
      {rows.length
        ? rows.map((r) => format.number(Number(r.balance), { style: "currency", currency: r.currency })).join(" · ")
        : "–"}
    </p>
  );
}
