import { getTranslations } from "next-intl/server";
import { agencyFields } from "@/components/agency/agency-fields";
import { AgencyBalance } from "@/components/agency/agency-balance";
import { ResourceForm } from "@/components/form/resource-form";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { Card, PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { hasSome } from "@/lib/access/scopes";
import { agencyResource } from "@/lib/domain/crm/agency-resource";
import { agencyCreditResource } from "@/lib/domain/crm/credit-resources";
import { currencyOptions, type PageSearchParams } from "@/lib/page/list";
import { enumOptions } from "@/lib/page/options";
import { requireRoute } from "@/lib/page/context";
import { loadRecord } from "@/lib/page/record";
import { requiredFields } from "@/lib/resources/describe";

const TABS = ["details", "contacts", "credits", "customers"] as const;

export default async function AgencyDetailPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PageSearchParams & { tab?: string }> }) {
  const { id } = await params;
  const path = `/agency/${id}`;
  const principal = await requireRoute(path);
  // an agency user reads only its own agency: any other id is "not found"
  const agency = await loadRecord(agencyResource, principal, id);
  const t = await getTranslations();
  const sp = await searchParams;
  const tab = (TABS as readonly string[]).includes(String(sp.tab)) ? String(sp.tab) : "details";
  const operator = hasSome(principal, ["agencies.update"]);
  const fixed = { filter: { agencyId: String(agency.id) } };
  return (
    <>
      <PageTitle>{String(agency.name)}</PageTitle>
      <TabLinks base={path} tabs={TABS.map((key) => ({ key, label: t(`agencies.tabs.${key}`) }))} active={tab} />
      {tab === "details" && (
        <Card className="p-6">
          <ResourceForm
            resource="agencies"
            id={agency.id}
            initial={agency}
            fields={await detailFields(operator)}
            afterDelete="/agency/list"
            deletable={hasSome(principal, ["agencies.delete"])}
            copyable={hasSome(principal, ["agencies.create"])}
          />
        </Card>
      )}
      {tab === "contacts" && (
        <ResourceListPage
          path={path}
          embedded
          resource="agencycontact"
          title={t("agencies.tabs.contacts")}
          labels="agencyContacts.fields"
          searchParams={searchParams}
          fixed={fixed}
          columns={[{ key: "name", sort: "name" }, { key: "position" }, { key: "email" }, { key: "phone" }, { key: "isPrimary", type: "bool" }]}
          fields={[{ name: "name" }, { name: "position" }, { name: "email", type: "email" }, { name: "phone", type: "tel" }, { name: "isPrimary", type: "checkbox" }, { name: "note", type: "textarea" }]}
          defaults={{ agencyId: agency.id }}
        />
      )}
      {tab === "credits" && (
        <ResourceListPage
          path={path}
          embedded
          resource="agencycredit"
          title={t("agencies.tabs.credits")}
          labels="credits.fields"
          searchParams={searchParams}
          fixed={fixed}
          columns={[{ key: "date", type: "date", sort: "date" }, { key: "amount", type: "money", currencyKey: "currency", sort: "amount" }, { key: "reason" }, { key: "bookingId" }]}
          // only the operator books credits; an agency reads its own
          fields={hasSome(principal, agencyCreditResource.access.update) ? await creditFields() : undefined}
          defaults={{ agencyId: agency.id, currency: agency.currency ?? "EUR", date: new Date().toISOString().slice(0, 10) }}
        >
          <AgencyBalance principal={principal} agencyId={agency.id} />
        </ResourceListPage>
      )}
      {tab === "customers" && <AgencyCustomers path={path} searchParams={searchParams} agencyId={agency.id} />}
    </>
  );
}

/** The agency form with labels; an agency user does not see the operator-only fields. */
async function detailFields(operator: boolean) {
  const t = await getTranslations("agencies.fields");
  const required = new Set(requiredFields(agencyResource.create));
  return (await agencyFields(operator)).map((f) => ({ ...f, label: t(f.name as never), required: required.has(f.name) }));
}

async function creditFields() {
  return [{ name: "date", type: "date" as const }, { name: "amount", type: "decimal" as const }, { name: "currency", type: "select" as const, options: await currencyOptions() }, { name: "reason" }, { name: "bookingId", type: "number" as const }];
}

async function AgencyCustomers({ path, searchParams, agencyId }: { path: string; searchParams: Promise<PageSearchParams>; agencyId: number }) {
  const { customerTypes, labels } = await enumOptions();
  return (
    <ResourceListPage
      path={path}
      embedded
      resource="customers"
      labels="customers.fields"
      searchParams={searchParams}
      fixed={{ filter: { agencyId: String(agencyId) } }}
      rowHref="/customer/view/{id}"
      columns={[
        { key: "fullName", sort: "lastName" },
        { key: "email", sort: "email" },
        { key: "phone" },
        { key: "city", sort: "city" },
        { key: "country", sort: "country" },
        { key: "customerType", type: "enum", labels: labels(customerTypes) },
      ]}
    />
  );
}
