import { ResourceListPage } from "@/components/resource/resource-list-page";
import { specialScreen } from "@/lib/domain/pricing/special-resource";
import type { PageSearchParams } from "@/lib/page/list";

export default function SpecialsListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/specials/list"
      screen={specialScreen}
      searchParams={searchParams}
      rowHref="/specials/{id}"
      createHref="/specials/create"
    />
  );
}
