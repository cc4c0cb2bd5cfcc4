import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { PageSearchParams } from "@/lib/page/list";

export default function CustomerGroupPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/customer/group"
      resource="customergroup"
      labels="customerGroups.fields"
      searchParams={searchParams}
      columns={[{ key: "name", sort: "name" }, { key: "color", type: "color" }, { key: "description" }, { key: "id", type: "number", sort: "id", hidden: true }]}
      fields={[{ name: "name" }, { name: "color", type: "color" }, { name: "description", type: "textarea" }]}
      defaults={{ color: "#0e7490" }}
    />
  );
}
