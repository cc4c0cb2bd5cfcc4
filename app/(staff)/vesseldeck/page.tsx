import { ResourceListPage } from "@/components/resource/resource-list-page";
import { deckScreen } from "@/lib/domain/inventory/vessel-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function VesselDeckPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/vesseldeck" screen={deckScreen} searchParams={searchParams} />;
}
