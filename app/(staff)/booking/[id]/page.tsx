import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { BookingDetail } from "@/components/booking/booking-detail";
import { BookingGuestForms } from "@/components/guest-form/booking-guest-forms";
import { hasSome } from "@/lib/access/scopes";
import { AppError } from "@/lib/core/errors";
import { LOCALES, type Locale } from "@/lib/i18n/locale";
import { loadBookingTab } from "@/lib/page/booking-page";
import { bookingTab } from "@/lib/page/bookings";
import { requireRoute } from "@/lib/page/context";
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
  const locale = (await getLocale()) as Locale;
  // the open tab only: another one is asked of the server when it opens (components/ui/tab-panels.tsx)
  const [page, t, tl] = await Promise.all([
    loadBookingTab(principal, bookingId, bookingTab(tab), locale).catch((e) => {
      if (e instanceof AppError && e.code === "NOT_FOUND") notFound();
      throw e;
    }),
    getTranslations("bookingPages"),
    getTranslations("languages"),
  ]);
  return (
    <>
      <BookingDetail
        {...page}
        staff={principal.agencyId === null}
        canCreateGuests={hasSome(principal, ["customers.create"])}
        title={t("detail.title")}
        choices={
          page.factChoices && {
            ...page.factChoices,
            languages: LOCALES.map((l) => ({ value: l, label: tl(l) })),
          }
        }
      />
      <BookingGuestForms principal={principal} bookingId={bookingId} />
    </>
  );
}
