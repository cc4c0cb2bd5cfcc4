import { PrintPanel } from "@/components/inventory/print-panel";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { resortListScreen } from "@/lib/domain/inventory/resort-resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { resortPrintOptions } from "@/lib/page/inventory-options";

/** The resort's printable day lists (arrivals, departures, in-house) and their definitions. */
export default async function ResortListsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute("/resort/lists");
  const options = await resortPrintOptions();
  return (
    <ResourceListPage path="/resort/lists" screen={resortListScreen} searchParams={searchParams}>
      <div className="mb-6">
        <PrintPanel kind="resort" {...options} />
      </div>
    </ResourceListPage>
  );
}
