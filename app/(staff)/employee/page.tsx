import { getTranslations } from "next-intl/server";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { requireRoute } from "@/lib/page/context";
import { employeeScreen, workLogScreen } from "@/lib/domain/hr/resources";
import type { PageSearchParams } from "@/lib/page/list";

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
      {tab === "employees" ? (
        <Employees searchParams={searchParams} title={t("employees.tabs.employees")} />
      ) : (
        <WorkLogs searchParams={searchParams} title={t("employees.tabs.worklogs")} />
      )}
    </>
  );
}

function Employees({ searchParams, title }: { searchParams: Promise<PageSearchParams>; title: string }) {
  return <ResourceListPage path={PATH} embedded title={title} screen={employeeScreen} searchParams={searchParams} />;
}

function WorkLogs({ searchParams, title }: { searchParams: Promise<PageSearchParams>; title: string }) {
  return <ResourceListPage path={PATH} embedded title={title} screen={workLogScreen} searchParams={searchParams} />;
}
