import { getLocale, getTranslations } from "next-intl/server";
import { BookingList } from "@/components/booking/booking-list";
import { hasSome } from "@/lib/access/scopes";
import { requireRoute } from "@/lib/page/context";
import { bookingListOptions, bookingSelfOff, loadBookingList } from "@/lib/page/bookings";
import type { PageSearchParams } from "@/lib/page/list";
import type { Locale } from "@/lib/i18n/locale";

export default async function BookingListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/booking/list");
  const locale = (await getLocale()) as Locale;
  const [{ query, result }, options, t, bookingOff] = await Promise.all([
    loadBookingList(await searchParams, principal, locale),
    bookingListOptions(principal),
    getTranslations("bookingPages"),
    bookingSelfOff(principal),
  ]);
  return (
    <BookingList
      title={t("list.title")}
      query={query}
      result={result}
      options={options}
      // an agency or customer while the operator's setting keeps them from booking themselves
      canCreate={!bookingOff}
      showCustomers={principal.user?.settings.showCustomersInBookingList !== false}
      staff={hasSome(principal, ["bookings.update"])}
    />
  );
}
