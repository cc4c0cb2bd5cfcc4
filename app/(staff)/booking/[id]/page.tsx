import { getLocale, getTranslations } from "next-intl/server";
import { BookingDetail } from "@/components/booking/booking-detail";
import { pathId } from "@/lib/http/path-id";
import type { Locale } from "@/lib/i18n/locale";
import { loadBookingCalculation } from "@/lib/page/booking-calculation";
import { requireRoute } from "@/lib/page/context";
import { loadBookingPage, loadWizardChoices } from "@/lib/page/bookings";

export default async function BookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const principal = await requireRoute(`/booking/${id}`);
  const page = await loadBookingPage(principal, pathId(id));
  const needsSchedules = page.actions.includes("rebook") || page.actions.includes("move");
  const [schedules, calculation, t] = await Promise.all([
    needsSchedules
      ? loadWizardChoices(principal).then((c) =>
          c.schedules.filter((s) => s.vesselId === page.booking.vesselId && s.id !== page.booking.scheduleId),
        )
      : [],
    getLocale().then((locale) => loadBookingCalculation(principal, page.booking, locale as Locale)),
    getTranslations("bookingPages"),
  ]);
  return (
    <BookingDetail
      {...page}
      schedules={schedules}
      staff={principal.agencyId === null}
      title={t("detail.title")}
      calculation={calculation}
    />
  );
}
