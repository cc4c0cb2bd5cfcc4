import { ResourceListPage } from "@/components/resource/resource-list-page";
import { productCategoryScreen } from "@/lib/domain/products/product-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function ProductCategoryPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/product/category" screen={productCategoryScreen} searchParams={searchParams} />;
}
