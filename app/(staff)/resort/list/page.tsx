import { ResourceListPage } from "@/components/resource/resource-list-page";
import { resortScreen } from "@/lib/domain/inventory/resort-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function ResortListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/resort/list"
      screen={resortScreen}
      searchParams={searchParams}
      rowHref="/resort/{id}"
      createHref="/resort/create"
    />
  );
}
