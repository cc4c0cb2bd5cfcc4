import { PrintPanel } from "@/components/inventory/print-panel";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { vesselListScreen } from "@/lib/domain/inventory/vessel-resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { vesselPrintOptions } from "@/lib/page/inventory-options";

/** A departure's printable lists (guests, crew, cabins) and their definitions. */
export default async function VesselListsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute("/vessellist");
  const { lists, schedules } = await vesselPrintOptions();
  return (
    <ResourceListPage path="/vessellist" screen={vesselListScreen} searchParams={searchParams}>
      <div className="mb-6">
        <PrintPanel kind="vessel" lists={lists} schedules={schedules} />
      </div>
    </ResourceListPage>
  );
}
