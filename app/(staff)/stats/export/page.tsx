// /stats/export: the bookings, guests, payments or invoices of a period with the columns chosen, as
// CSV or XLSX (GET /api/bookings/csvExport, streamed; the page shows its progress).
import { getTranslations } from "next-intl/server";
import { ExportForm } from "@/components/stats/export-form";
import { PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";
import { statsExportOptions } from "@/lib/page/stats-export";

export default async function StatsExportPage() {
  await requireRoute("/stats/export");
  const [t, options] = await Promise.all([getTranslations("statsExport"), statsExportOptions()]);
  return (
    <>
      <PageTitle>{t("title")}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t("intro")}</p>
      <ExportForm {...options} />
    </>
  );
}
