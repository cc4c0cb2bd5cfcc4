import { getTranslations } from "next-intl/server";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { Alert } from "@/components/ui/alert";
import { priceScreen } from "@/lib/domain/pricing/price-resource";
import type { PageSearchParams } from "@/lib/page/list";

export default async function PriceListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const t = await getTranslations("prices.state");
  return (
    <ResourceListPage
      path="/price"
      screen={priceScreen}
      searchParams={searchParams}
      rowHref="/price/{id}"
      createHref="/price/new"
    >
      {/* a new price is a Draft: without this, nothing tells that it sells nothing yet */}
      <Alert tone="info" className="mb-4" data-testid="price-draft-hint">
        {t("listHint")}
      </Alert>
    </ResourceListPage>
  );
}
