import { ResourceListPage } from "@/components/resource/resource-list-page";
import { specialsGroupScreen } from "@/lib/domain/pricing/special-resource";
import type { PageSearchParams } from "@/lib/page/list";

export default function SpecialsGroupPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/specials/group" screen={specialsGroupScreen} searchParams={searchParams} />;
}
