import { ResourceListPage } from "@/components/resource/resource-list-page";
import { supplementScreen } from "@/lib/domain/pricing/supplement-resource";
import type { PageSearchParams } from "@/lib/page/list";

export default function SupplementsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/supplements" screen={supplementScreen} searchParams={searchParams} />;
}
