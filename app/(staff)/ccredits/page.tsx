import { getTranslations } from "next-intl/server";
import { CreditBalances } from "@/components/crm/credit-balances";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { customerCreditScreen } from "@/lib/domain/crm/credit-resources";
import { requireRoute } from "@/lib/page/context";
import { customerCreditBalances } from "@/lib/page/customers";
import type { PageSearchParams } from "@/lib/page/list";

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** Customer credits: balances per customer and currency, and every credit booking. */
export default async function CustomerCreditsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/ccredits");
  const sp = await searchParams;
  const [t, balances] = await Promise.all([getTranslations("credits.fields"), customerCreditBalances(principal)]);
  const customerId = one(sp["filter[customerId]"]);
  const currency = one(sp["filter[currency]"]);
  const rows = balances
    .filter((b) => (!customerId || String(b.customerId) === customerId) && (!currency || b.currency === currency))
    .map((b) => ({
      ownerId: b.customerId,
      owner: b.customer,
      href: `/customer/view/${b.customerId}?tab=credits`,
      currency: b.currency,
      balance: b.balance,
    }));
  // every customer with a credit has a balance row: its name labels the list's customer column
  const names = Object.fromEntries(balances.map((b) => [String(b.customerId), `${b.customer} (#${b.customerId})`]));
  return (
    <ResourceListPage
      path="/ccredits"
      screen={customerCreditScreen}
      searchParams={searchParams}
      valueLabels={{ customerId: names }}
      defaults={{ customerId: customerId ? Number(customerId) : undefined, ...(currency ? { currency } : {}) }}
    >
      <CreditBalances rows={rows} ownerLabel={t("customerId")} />
    </ResourceListPage>
  );
}
