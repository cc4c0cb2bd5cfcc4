// /finance/assetshare: how the revenue of bookings that span a resort and a vessel is shared
// between them (feature connect; the route table's guard).
import { getLocale, getTranslations } from "next-intl/server";
import { AssetShare } from "@/components/finance/asset-share";
import { loadAssetShare } from "@/lib/page/asset-share";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import type { Locale } from "@/lib/i18n/locale";

export default async function AssetSharePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/finance/assetshare");
  const locale = (await getLocale()) as Locale;
  const [{ query, result, totals, period, canReport }, t] = await Promise.all([
    loadAssetShare(await searchParams, principal, locale),
    getTranslations("nav"),
  ]);
  return (
    <AssetShare
      title={t("assetShare")}
      query={query}
      result={result}
      totals={totals}
      period={period}
      canReport={canReport}
      locale={locale}
    />
  );
}
