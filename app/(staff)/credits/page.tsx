import { getTranslations } from "next-intl/server";
import { CreditBalances } from "@/components/crm/credit-balances";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { hasSome } from "@/lib/access/scopes";
import { agencyCreditScreen } from "@/lib/domain/crm/credit-resources";
import { requireRoute } from "@/lib/page/context";
import { agencyCreditBalances } from "@/lib/page/customers";
import type { PageSearchParams } from "@/lib/page/list";

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** Agency credits: balances per agency and currency, and every credit booking. */
export default async function AgencyCreditsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/credits");
  const sp = await searchParams;
  const [t, balances] = await Promise.all([getTranslations("credits.fields"), agencyCreditBalances(principal)]);
  // the balances follow the list's agency and currency filters
  const agencyId = one(sp["filter[agencyId]"]);
  const currency = one(sp["filter[currency]"]);
  const linkAgency = hasSome(principal, ["agencies.update"]);
  const rows = balances
    .filter((b) => (!agencyId || String(b.agencyId) === agencyId) && (!currency || b.currency === currency))
    .map((b) => ({
      ownerId: b.agencyId,
      owner: b.agency,
      href: linkAgency ? `/agency/${b.agencyId}?tab=credits` : undefined,
      currency: b.currency,
      balance: b.balance,
    }));
  return (
    <ResourceListPage
      path="/credits"
      screen={agencyCreditScreen}
      searchParams={searchParams}
      defaults={{ agencyId: agencyId ? Number(agencyId) : undefined, ...(currency ? { currency } : {}) }}
    >
      <CreditBalances rows={rows} ownerLabel={t("agencyId")} />
    </ResourceListPage>
  );
}
