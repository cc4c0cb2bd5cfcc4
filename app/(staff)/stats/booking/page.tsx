// /stats/booking: Bookings: income by month, conversions, states, the top agencies, customers and
// countries, guests by age and repeaters, the largest bookings (lib/domain/stats,
// docs/statistics.md), with the period, grouping and asset in the address, each figure as a chart,
// a table and exports.
import { getLocale } from "next-intl/server";
import { StatsPage } from "@/components/stats/stats-page";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadStatsPage } from "@/lib/page/stats";
import type { Locale } from "@/lib/i18n/locale";

export default async function StatsBookingPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute("/stats/booking");
  const locale = (await getLocale()) as Locale;
  const data = await loadStatsPage(await searchParams, locale, [
    "incomeByMonth",
    "conversions",
    "bookingInfoStats",
    "topAgencies",
    "topCustomers",
    "topCountries",
    "statsByAge",
    "statsByRepeater",
    "topBookings",
  ]);
  return <StatsPage page="booking" data={data} locale={locale} tops />;
}
