import { ResourceListPage } from "@/components/resource/resource-list-page";
import { vesselScreen } from "@/lib/domain/inventory/vessel-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function VesselListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/vessel/list"
      screen={vesselScreen}
      searchParams={searchParams}
      rowHref="/vessel/{id}"
      createHref="/vessel/create"
    />
  );
}
