import { getTranslations } from "next-intl/server";
import { AgencyBalance } from "@/components/agency/agency-balance";
import { ResourceForm } from "@/components/form/resource-form";
import { embeddedLists, ResourceListPage } from "@/components/resource/resource-list-page";
import { Card, PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { agencyContactScreen } from "@/lib/domain/crm/agency-groups";
import { agencyResource, agencyScreen } from "@/lib/domain/crm/agency-resource";
import { agencyCreditScreen } from "@/lib/domain/crm/credit-resources";
import { customerScreen } from "@/lib/domain/crm/customer-resource";
import type { PageSearchParams } from "@/lib/page/list";
import { currentFeatures, requireRoute } from "@/lib/page/context";
import { linkerFor } from "@/lib/page/links";
import { agencyBookings } from "@/lib/page/customers";
import { BookingRows } from "@/components/home/booking-rows";
import { loadRecord } from "@/lib/page/record";
import { resolveScreen } from "@/lib/page/screen";
import { can } from "@/lib/resources/engine";
import { RecordChanges } from "@/components/resource/record-changes";

const TABS = ["details", "bookings", "contacts", "credits", "customers"] as const;

export default async function AgencyDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<PageSearchParams & { tab?: string }>;
}) {
  const { id } = await params;
  const path = `/agency/${id}`;
  const principal = await requireRoute(path);
  // an agency user reads only its own agency: any other id is "not found"
  const agency = await loadRecord(agencyResource, principal, id);
  const t = await getTranslations();
  const sp = await searchParams;
  const tab = (TABS as readonly string[]).includes(String(sp.tab)) ? String(sp.tab) : "details";
  const fixed = { filter: { agencyId: String(agency.id) } };
  const tabList = embeddedLists({ path, searchParams, fixed });
  return (
    <>
      <PageTitle>{String(agency.name)}</PageTitle>
      <TabLinks base={path} tabs={TABS.map((key) => ({ key, label: t(`agencies.tabs.${key}`) }))} active={tab} />
      {tab === "details" && (
        <>
          <Card className="p-6">
            <ResourceForm
              resource="agencies"
              id={agency.id}
              initial={agency}
              fields={(await resolveScreen(agencyScreen, principal, { editing: true })).fields}
              afterDelete="/agency/list"
              deletable={can(agencyResource, principal, "delete") === "all"}
              copyable={can(agencyResource, principal, "create") === "all"}
              cancelHref={can(agencyResource, principal, "read") === "all" ? "/agency/list" : "/"}
            />
          </Card>
          <RecordChanges
            className="mt-6"
            def={agencyResource}
            labels={agencyScreen.labels}
            principal={principal}
            id={agency.id}
          />
        </>
      )}
      {tab === "bookings" && <AgencyBookings agencyId={agency.id} />}
      {tab === "contacts" &&
        tabList(t("agencies.tabs.contacts"), agencyContactScreen, { defaults: { agencyId: agency.id } })}
      {tab === "credits" &&
        tabList(t("agencies.tabs.credits"), agencyCreditScreen, {
          omit: ["agencyId", "currency", "id"],
          defaults: { agencyId: agency.id, currency: agency.currency },
          children: <AgencyBalance principal={principal} agencyId={agency.id} />,
        })}
      {tab === "customers" && (
        <ResourceListPage
          path={path}
          embedded
          screen={customerScreen}
          searchParams={searchParams}
          fixed={{ filter: { agencyId: String(agency.id) } }}
          rowHref="/customer/view/{id}"
        />
      )}
    </>
  );
}

/** The agency's bookings, newest first, each leading to its page. */
async function AgencyBookings({ agencyId }: { agencyId: number }) {
  const [t, principal, features] = await Promise.all([
    getTranslations("agencyHome"),
    requireRoute(`/agency/${agencyId}`),
    currentFeatures(),
  ]);
  const { bookings } = await agencyBookings(agencyId, 100);
  if (!bookings.length) return <p className="text-sm text-slate-600">{t("noBookings")}</p>;
  return (
    <Card>
      <BookingRows rows={bookings} link={linkerFor(principal, features)} caption={t("bookings")} />
    </Card>
  );
}
