// /stats/base: The base figures for finance: revenue per period, the calculation by line type,
// revenue per owning user, products sold (lib/domain/stats, docs/statistics.md), with the period,
// grouping and asset in the address, each figure as a chart, a table and exports.
import { getLocale } from "next-intl/server";
import { StatsPage } from "@/components/stats/stats-page";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadStatsPage } from "@/lib/page/stats";
import type { Locale } from "@/lib/i18n/locale";

export default async function StatsBasePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute("/stats/base");
  const locale = (await getLocale()) as Locale;
  const data = await loadStatsPage(await searchParams, locale, [
    "incomeByMonth",
    "bookingCalculationStats",
    "topBookingOwner",
    "topUsers",
    "topProducts",
    "topProductCategories",
    "topSupplements",
  ]);
  return <StatsPage page="base" data={data} locale={locale} tops />;
}
