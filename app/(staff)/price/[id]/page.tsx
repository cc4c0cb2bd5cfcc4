import { getTranslations } from "next-intl/server";
import { ResourceForm } from "@/components/form/resource-form";
import { PriceGrid } from "@/components/pricing/price-grid";
import { PriceStatus } from "@/components/pricing/price-status";
import { Card, PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { priceResource, priceScreen } from "@/lib/domain/pricing/price-resource";
import { requireRoute } from "@/lib/page/context";
import { priceGridColumns, variantNames } from "@/lib/page/pricing";
import { loadRecord } from "@/lib/page/record";
import { resolveScreen } from "@/lib/page/screen";
import { can } from "@/lib/resources/engine";

const TABS = ["grid", "details"] as const;

/** A season price: the grid of periods by room or cabin type, and its details. */
export default async function PriceDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ tab?: string }>;
}) {
  const { id } = await params;
  const path = `/price/${id}`;
  const principal = await requireRoute(path);
  const price = await loadRecord(priceResource, principal, id);
  const t = await getTranslations();
  const tab = (await searchParams).tab === "details" ? "details" : "grid";
  const canEdit = can(priceResource, principal, "update") === "all";
  return (
    <>
      <PageTitle>{String(price.name)}</PageTitle>
      <PriceStatus priceId={price.id} status={String(price.status)} canEdit={canEdit} />
      <TabLinks base={path} tabs={TABS.map((key) => ({ key, label: t(`prices.tabs.${key}`) }))} active={tab} />
      {tab === "grid" ? (
        <PriceGrid
          priceId={price.id}
          periods={price.periods}
          entries={price.entries}
          columns={[...(await priceGridColumns(price)), { roomTypeId: null, label: t("prices.grid.allTypes") }]}
          variants={await variantNames(price.variantIds)}
          currency={price.currency}
          calculationType={price.calculationType}
          canEdit={canEdit}
        />
      ) : (
        <Card className="p-6">
          <ResourceForm
            resource="price"
            id={price.id}
            initial={price}
            fields={(await resolveScreen(priceScreen, principal, { editing: true })).fields}
            afterSave={path}
            afterDelete="/price"
            deletable={can(priceResource, principal, "delete") === "all"}
            copyable={can(priceResource, principal, "create") === "all"}
          />
        </Card>
      )}
    </>
  );
}
