import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { PageSearchParams } from "@/lib/page/list";

export default function TermsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/terms"
      resource="terms"
      labels="terms.fields"
      searchParams={searchParams}
      columns={[
        { key: "name", sort: "name" },
        { key: "depositPercent", sort: "depositPercent", type: "percent" },
        { key: "depositDueDays", type: "number" },
        { key: "restDueDaysBeforeArrival", type: "number" },
        { key: "isDefault", type: "bool" },
        { key: "isActive", type: "bool" },
        { key: "id", sort: "id", type: "number", hidden: true },
      ]}
      filters={[{ key: "isActive", type: "bool" }]}
      fields={[
        { name: "name" },
        { name: "depositPercent", type: "decimal" },
        { name: "depositDueDays", type: "number" },
        { name: "restDueDaysBeforeArrival", type: "number" },
        { name: "isDefault", type: "checkbox" },
        { name: "isActive", type: "checkbox" },
        { name: "description", type: "i18n" },
      ]}
      defaults={{ depositPercent: "0", depositDueDays: 7, restDueDaysBeforeArrival: 30, isDefault: false, isActive: true, description: {} }}
    />
  );
}
