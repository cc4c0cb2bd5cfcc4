import { ResourceListPage } from "@/components/resource/resource-list-page";
import { commissionScreen } from "@/lib/domain/booking/config-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/commission" screen={commissionScreen} searchParams={searchParams} />;
}
