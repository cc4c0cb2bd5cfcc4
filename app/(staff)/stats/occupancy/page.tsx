// /stats/occupancy: Resort occupancy: room nights sold over available per month and year, the rooms
// that sold most (lib/domain/stats, docs/statistics.md), with the period, grouping and asset in the
// address, each figure as a chart, a table and exports.
import { getLocale } from "next-intl/server";
import { StatsPage } from "@/components/stats/stats-page";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadStatsPage } from "@/lib/page/stats";
import type { Locale } from "@/lib/i18n/locale";

export default async function StatsOccupancyPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute("/stats/occupancy");
  const locale = (await getLocale()) as Locale;
  const data = await loadStatsPage(await searchParams, locale, ["utilization", "occupancyPerYear", "topRooms"], {
    assetKinds: ["resort"],
  });
  return <StatsPage page="occupancy" data={data} locale={locale} tops />;
}
