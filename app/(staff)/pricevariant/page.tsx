import { ResourceListPage } from "@/components/resource/resource-list-page";
import { priceVariantScreen } from "@/lib/domain/pricing/variant-resource";
import type { PageSearchParams } from "@/lib/page/list";

export default function PriceVariantPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/pricevariant" screen={priceVariantScreen} searchParams={searchParams} />;
}
