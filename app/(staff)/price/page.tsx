import { ResourceListPage } from "@/components/resource/resource-list-page";
import { priceScreen } from "@/lib/domain/pricing/price-resource";
import type { PageSearchParams } from "@/lib/page/list";

export default function PriceListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/price"
      screen={priceScreen}
      searchParams={searchParams}
      rowHref="/price/{id}"
      createHref="/price/new"
    />
  );
}
