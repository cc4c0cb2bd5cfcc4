import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";
import { formatDayRange } from "@/lib/i18n/date-format";
import { loadWizardChoices } from "@/lib/page/bookings";

// /booking/tour: the coming departures, each leading into the wizard for its cabins and beds.
export default async function BookingTourPage() {
  const principal = await requireRoute("/booking/tour");
  const [choices, t, locale] = await Promise.all([
    loadWizardChoices(principal),
    getTranslations("bookingPages.tour"),
    getLocale(),
  ]);
  const vessels = new Map(choices.vessels.map((v) => [v.id, v.name]));
  return (
    <>
      <PageTitle>{t("title")}</PageTitle>
      <Card>
        <table className="w-full text-sm" data-testid="tour-departures">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-4 py-2">{t("tour")}</th>
              <th className="px-4 py-2">{t("vessel")}</th>
              <th className="px-4 py-2">{t("dates")}</th>
              <th className="px-4 py-2" />
            </tr>
          </thead>
          <tbody>
            {choices.schedules.map((s) => (
              <tr key={s.id} className="border-t border-slate-100">
                <td className="px-4 py-2 font-medium">{s.tour}</td>
                <td className="px-4 py-2">{vessels.get(s.vesselId)}</td>
                <td className="px-4 py-2">{formatDayRange(s.from, s.to, locale)}</td>
                <td className="px-4 py-2 text-right">
                  <Link className="text-brand-700 underline" href={`/booking/wizard?type=vessel&scheduleId=${s.id}`}>
                    {t("book")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
