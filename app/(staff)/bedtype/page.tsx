import { ResourceListPage } from "@/components/resource/resource-list-page";
import { bedTypeScreen } from "@/lib/domain/inventory/room-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function BedTypePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/bedtype" screen={bedTypeScreen} searchParams={searchParams} />;
}
