import { ResourceListPage } from "@/components/resource/resource-list-page";
import { taxScreen } from "@/lib/domain/settings/resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/tax" screen={taxScreen} searchParams={searchParams} />;
}
