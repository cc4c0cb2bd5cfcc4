import { getFormatter, getTranslations } from "next-intl/server";
import { hasSome } from "@/lib/access/scopes";
import type { Principal } from "@/lib/auth/principal";
import { agencyBalances } from "@/lib/domain/crm/credits";

/** An agency's credit balance per currency, above its credit list. */
export async function AgencyBalance({ principal, agencyId }: { principal: Principal; agencyId: number }) {
  const [t, format] = await Promise.all([getTranslations("agencies"), getFormatter()]);
  const rows = (await agencyBalances(principal, hasSome(principal, ["agencies.read"]))).filter(
    (r) => r.agencyId === agencyId,
  );
  return (
    <p className="mb-3 text-sm text-slate-700" data-testid="credit-balance">
      {t("balance")}:{" "}
      {rows.length
        ? rows.map((r) => format.number(Number(r.balance), { style: "currency", currency: r.currency })).join(" · ")
        : "–"}
    </p>
  );
}
