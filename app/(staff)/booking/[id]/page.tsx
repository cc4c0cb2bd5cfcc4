import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { BookingDetail } from "@/components/booking/booking-detail";
import { BookingGuestForms } from "@/components/guest-form/booking-guest-forms";
import { hasSome } from "@/lib/access/scopes";
import { AppError } from "@/lib/core/errors";
import { LOCALES, type Locale } from "@/lib/i18n/locale";
import { loadBookingCalculation } from "@/lib/page/booking-calculation";
import { requireRoute } from "@/lib/page/context";
import { loadBookingFactChoices, loadBookingPage, loadWizardChoices } from "@/lib/page/bookings";
import { loadBookingMailHistory } from "@/lib/page/mail";
import { parseId } from "@/lib/page/record";

export default async function BookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const { id } = await params;
  const { tab } = await searchParams;
  const principal = await requireRoute(`/booking/${id}`);
  // a malformed id, a missing booking or another party's (not found through the scope) is a 404
  const bookingId = parseId(id);
  if (bookingId === undefined) notFound();
  const page = await loadBookingPage(principal, bookingId).catch((e) => {
    if (e instanceof AppError && e.code === "NOT_FOUND") notFound();
    throw e;
  });
  const needsSchedules = page.actions.includes("rebook") || page.actions.includes("move");
  const locale = (await getLocale()) as Locale;
  // staff see the booking's mails in its history too
  const staffReader = principal.agencyId === null && hasSome(principal, ["bookings.read", "bookings.update"]);
  const [schedules, calculation, t, tl, factChoices, mailHistory] = await Promise.all([
    needsSchedules
      ? loadWizardChoices(principal).then((c) =>
          c.schedules.filter((s) => s.vesselId === page.booking.vesselId && s.id !== page.booking.scheduleId),
        )
      : [],
    loadBookingCalculation(principal, page.booking, locale),
    getTranslations("bookingPages"),
    getTranslations("languages"),
    // what language, currency and agency can become: only where they can be changed
    page.editable ? loadBookingFactChoices(page.booking, locale, page.setsAgency) : null,
    staffReader ? loadBookingMailHistory(page.booking.id) : [],
  ]);
  return (
    <>
      <BookingDetail
        {...page}
        schedules={schedules}
        staff={principal.agencyId === null}
        canCreateGuests={hasSome(principal, ["customers.create"])}
        title={t("detail.title")}
        calculation={calculation}
        mailHistory={mailHistory}
        tab={typeof tab === "string" ? tab : undefined}
        choices={
          factChoices && {
            ...factChoices,
            languages: LOCALES.map((l) => ({ value: l, label: tl(l) })),
          }
        }
      />
      <BookingGuestForms principal={principal} bookingId={bookingId} />
    </>
  );
}
