import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { PageSearchParams } from "@/lib/page/list";

export default function AgencyGroupPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/agency/group"
      resource="agencygroup"
      labels="agencyGroups.fields"
      searchParams={searchParams}
      columns={[{ key: "name", sort: "name" }, { key: "commissionPercent", type: "percent" }, { key: "note" }, { key: "id", type: "number", sort: "id", hidden: true }]}
      fields={[{ name: "name" }, { name: "commissionPercent", type: "decimal" }, { name: "note", type: "textarea" }]}
    />
  );
}
