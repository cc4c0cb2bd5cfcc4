import { ResourceListPage } from "@/components/resource/resource-list-page";
import { productScreen } from "@/lib/domain/products/product-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function ProductListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/product/list"
      screen={productScreen}
      searchParams={searchParams}
      rowHref="/product/{id}"
      createHref="/product/create"
    />
  );
}
