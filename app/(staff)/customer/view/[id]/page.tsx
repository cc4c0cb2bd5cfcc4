import { getTranslations } from "next-intl/server";
import { CreditBalance, CustomerBookings, CustomerOverview } from "@/components/crm/customer-view";
import { customerCreditScreen } from "@/lib/domain/crm/credit-resources";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { PageSearchParams } from "@/lib/page/list";
import { hasSome } from "@/lib/access/scopes";
import { currentFeatures, requireRoute } from "@/lib/page/context";
import { linkerFor } from "@/lib/page/links";
import { customerResource } from "@/lib/domain/crm/customer-resource";
import { loadRecord } from "@/lib/page/record";
import { PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { CustomerForms } from "@/components/forms/form-list-page";
import { CustomerGuestForms } from "@/components/guest-form/customer-guest-forms";
import { canReadGuestForms } from "@/lib/page/guest-forms";

// Tabs of the customer page; later capabilities (dive logs, mails, files) add theirs here.
const TABS = ["overview", "bookings", "credits", "forms", "guestForms"] as const;

export default async function CustomerViewPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<PageSearchParams & { tab?: string }>;
}) {
  const { id } = await params;
  const path = `/customer/view/${id}`;
  const principal = await requireRoute(path);
  const customer = await loadRecord(customerResource, principal, id);
  const t = await getTranslations("customers");
  const sp = await searchParams;
  const tab = (TABS as readonly string[]).includes(String(sp.tab)) ? String(sp.tab) : "overview";
  const canCredits = hasSome(principal, ["customers.read"]);
  const features = await currentFeatures();
  const canForms = hasSome(principal, ["forms.read"]) && features.features.has("forms");
  const canGuestForms = canReadGuestForms(principal);
  const shown = { credits: canCredits, forms: canForms, guestForms: canGuestForms } as Record<string, boolean>;
  const tabs = TABS.filter((k) => shown[k] ?? true).map((key) => ({
    key,
    label: t(`tabs.${key}`),
  }));
  return (
    <>
      <PageTitle>{customer.fullName || `#${customer.id}`}</PageTitle>
      <TabLinks base={path} tabs={tabs} active={tab} />
      {tab === "overview" && <CustomerOverview customer={customer} principal={principal} />}
      {tab === "bookings" && (
        <CustomerBookings principal={principal} customerId={customer.id} link={linkerFor(principal, features)} />
      )}
      {tab === "credits" && canCredits && (
        <ResourceListPage
          path={path}
          embedded
          screen={customerCreditScreen}
          searchParams={searchParams}
          fixed={{ filter: { customerId: String(customer.id) } }}
          omit={["customerId", "currency", "id"]}
          defaults={{ customerId: customer.id }}
        >
          <CreditBalance principal={principal} customerId={customer.id} />
        </ResourceListPage>
      )}
      {tab === "forms" && canForms && (
        <CustomerForms path={path} customerId={customer.id} searchParams={searchParams} />
      )}
      {tab === "guestForms" && canGuestForms && <CustomerGuestForms principal={principal} customerId={customer.id} />}
    </>
  );
}
