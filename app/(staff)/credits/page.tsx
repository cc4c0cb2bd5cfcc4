import { getTranslations } from "next-intl/server";
import { CreditBalances } from "@/components/crm/credit-balances";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { hasSome } from "@/lib/access/scopes";
import { agencyBalances } from "@/lib/domain/crm/credits";
import { requireRoute } from "@/lib/page/context";
import { currencyOptions, optionsOf, type PageSearchParams } from "@/lib/page/list";

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** Agency credits: balances per agency and currency, and every credit booking. */
export default async function AgencyCreditsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/credits");
  const sp = await searchParams;
  const [t, agencies, currencies, balances] = await Promise.all([getTranslations("credits.fields"), optionsOf("agency"), currencyOptions(), agencyBalances(principal, true)]);
  // the balances follow the list's agency and currency filters
  const agencyId = one(sp["filter[agencyId]"]);
  const currency = one(sp["filter[currency]"]);
  const linkAgency = hasSome(principal, ["agencies.update"]);
  const rows = balances
    .filter((b) => (!agencyId || String(b.agencyId) === agencyId) && (!currency || b.currency === currency))
    .map((b) => ({ ownerId: b.agencyId, owner: b.agency, href: linkAgency ? `/agency/${b.agencyId}?tab=credits` : undefined, currency: b.currency, balance: b.balance }));
  return (
    <ResourceListPage
      path="/credits"
      resource="agencycredit"
      labels="credits.fields"
      searchParams={searchParams}
      columns={[
        { key: "date", type: "date", sort: "date" },
        { key: "agencyId", type: "enum", labels: Object.fromEntries(agencies.map((a) => [a.value, a.label])) },
        { key: "amount", type: "money", currencyKey: "currency", sort: "amount" },
        { key: "currency" },
        { key: "reason" },
        { key: "bookingId" },
        { key: "id", type: "number", sort: "id", hidden: true },
      ]}
      filters={[
        { key: "agencyId", type: "select", options: agencies },
        { key: "currency", type: "select", options: currencies },
        { key: "from", type: "date" },
        { key: "to", type: "date" },
      ]}
      fields={[
        { name: "agencyId", type: "select", options: agencies },
        { name: "date", type: "date" },
        { name: "amount", type: "decimal" },
        { name: "currency", type: "select", options: currencies },
        { name: "reason", wide: true },
        { name: "bookingId", type: "number" },
      ]}
      defaults={{ agencyId: agencyId ? Number(agencyId) : undefined, currency: currency ?? "EUR", date: new Date().toISOString().slice(0, 10) }}
    >
      <CreditBalances rows={rows} ownerLabel={t("agencyId")} />
    </ResourceListPage>
  );
}
