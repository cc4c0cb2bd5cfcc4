import { getTranslations } from "next-intl/server";
import { labelsOf } from "@/components/config/options";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { requireRoute } from "@/lib/page/context";
import { currencyOptions, optionsOf, type PageSearchParams } from "@/lib/page/list";

const PATH = "/employee";
const TABS = ["employees", "worklogs"] as const;

export default async function EmployeePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute(PATH);
  const [t, sp] = await Promise.all([getTranslations(), searchParams]);
  const tab = TABS.find((k) => k === sp.tab) ?? TABS[0];
  return (
    <>
      <PageTitle>{t("nav.employee")}</PageTitle>
      {/* one list at a time: both would share the address's sort and filters */}
      <TabLinks base={PATH} active={tab} tabs={TABS.map((key) => ({ key, label: t(`employees.tabs.${key}`) }))} />
      {tab === "employees" ? <Employees searchParams={searchParams} title={t("employees.tabs.employees")} /> : <WorkLogs searchParams={searchParams} title={t("employees.tabs.worklogs")} />}
    </>
  );
}

async function Employees({ searchParams, title }: { searchParams: Promise<PageSearchParams>; title: string }) {
  const [resorts, vessels, currencies] = await Promise.all([optionsOf("resort"), optionsOf("vessel"), currencyOptions()]);
  return (
    <ResourceListPage
      path={PATH}
      embedded
      title={title}
      resource="employee"
      labels="employees.fields"
      searchParams={searchParams}
      columns={[
        { key: "fullName", sort: "lastName" },
        { key: "position", sort: "position" },
        { key: "email" },
        { key: "phone" },
        { key: "resortId", type: "enum", labels: labelsOf(resorts), hidden: true },
        { key: "vesselId", type: "enum", labels: labelsOf(vessels), hidden: true },
        { key: "hourlyRate", type: "money", currencyKey: "currency" },
        { key: "isActive", type: "bool" },
        { key: "id", sort: "id", type: "number", hidden: true },
      ]}
      filters={[
        { key: "isActive", type: "bool" },
        ...(resorts.length ? [{ key: "resortId", type: "select" as const, options: resorts }] : []),
        ...(vessels.length ? [{ key: "vesselId", type: "select" as const, options: vessels }] : []),
      ]}
      fields={[
        { name: "firstName" },
        { name: "lastName" },
        { name: "email", type: "email" },
        { name: "phone", type: "tel" },
        { name: "position" },
        { name: "resortId", type: "select", options: resorts },
        { name: "vesselId", type: "select", options: vessels },
        { name: "hourlyRate", type: "decimal" },
        { name: "currency", type: "select", options: currencies },
        { name: "isActive", type: "checkbox" },
        { name: "note", type: "textarea" },
      ]}
      defaults={{ currency: "EUR", isActive: true }}
    />
  );
}

async function WorkLogs({ searchParams, title }: { searchParams: Promise<PageSearchParams>; title: string }) {
  const employees = await optionsOf("employee");
  return (
    <ResourceListPage
      path={PATH}
      embedded
      title={title}
      resource="worklog"
      labels="employees.fields"
      searchParams={searchParams}
      columns={[
        { key: "date", sort: "date", type: "date" },
        { key: "employeeId", type: "enum", labels: labelsOf(employees) },
        { key: "start" },
        { key: "end" },
        { key: "hours", sort: "hours", type: "number" },
        { key: "note" },
      ]}
      filters={[
        { key: "employeeId", type: "select", options: employees },
        { key: "from", type: "date" },
        { key: "to", type: "date" },
      ]}
      fields={[
        { name: "employeeId", type: "select", options: employees },
        { name: "date", type: "date" },
        { name: "start", type: "time" },
        { name: "end", type: "time" },
        { name: "hours", type: "decimal" },
        { name: "note", type: "textarea" },
      ]}
      defaults={{ date: new Date().toISOString().slice(0, 10) }}
    />
  );
}
