import { getLocale, getTranslations } from "next-intl/server";
import { AgencyPayments } from "@/components/agency/agency-payments";
import { loadAgencyPayments } from "@/lib/page/agency-payments";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import type { Locale } from "@/lib/i18n/locale";

/** What agencies owe on their bookings: staff for any agency, an agency for its own. */
export default async function AgencyPaymentsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/agency/payments");
  const locale = (await getLocale()) as Locale;
  const [{ query, result, totals, agencies }, t] = await Promise.all([
    loadAgencyPayments(await searchParams, principal, locale),
    getTranslations("nav"),
  ]);
  return (
    <AgencyPayments
      title={t("agencyPayments")}
      query={query}
      result={result}
      totals={totals}
      agencies={agencies}
      locale={locale}
    />
  );
}
