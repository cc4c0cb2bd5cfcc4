import { ResourceListPage } from "@/components/resource/resource-list-page";
import { tourScreen } from "@/lib/domain/tours/resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function TourListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/tour/list"
      screen={tourScreen}
      searchParams={searchParams}
      rowHref="/tour/{id}"
      createHref="/tour/create"
    />
  );
}
