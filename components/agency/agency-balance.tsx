import { getFormatter, getTranslations } from "next-intl/server";
import type { Principal } from "@/lib/auth/principal";
import { agencyBalance } from "@/lib/page/customers";

/** An agency's credit balance per currency, above its credit list. */
export async function AgencyBalance({ principal, agencyId }: { principal: Principal; agencyId: number }) {
  const [t, format] = await Promise.all([getTranslations("agencies"), getFormatter()]);
  const rows = await agencyBalance(principal, agencyId);
  return (
    <p className="mb-3 text-sm text-slate-700" data-testid="credit-balance">
      {t("balance")}:{" "}
      {rows.length
        ? rows.map((r) => format.number(Number(r.balance), { style: "currency", currency: r.currency })).join(" · ")
        : "–"}
    </p>
  );
}
