// /stats/dive: the dive report's page, ready for the dive figures that come with the dive log (the
// page says so); the period controls already keep their choice in the address.
import { getTranslations } from "next-intl/server";
import { PageTitle } from "@/components/ui/card";
import { PeriodForm } from "@/components/ui/period-form";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { statsPeriod, STATS_GROUP_BYS } from "@/lib/page/stats";

export default async function StatsDivePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute("/stats/dive");
  const [t, period] = await Promise.all([getTranslations("statsPages"), statsPeriod(await searchParams)]);
  return (
    <>
      <PageTitle>{t("dive.title")}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t("dive.intro")}</p>
      <PeriodForm
        testId="stats-form"
        from={period.from}
        to={period.to}
        groupBy={period.groupBy}
        groups={STATS_GROUP_BYS.map((g) => ({ value: g, label: t(`form.groups.${g}`) }))}
        labels={{ from: t("form.from"), to: t("form.to"), groupBy: t("form.groupBy"), show: t("form.show") }}
      />
      <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="dive-pending">
        {t("dive.pending")}
      </p>
    </>
  );
}
