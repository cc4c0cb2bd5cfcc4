// /book: the customer-facing booking. With the link we send the guest (?no=<booking number> or
// ?id=<booking id>, &token=<the booking's access token>, optionally &part=deposit|rest) it shows
// their booking, what is paid and open, and buttons to pay; a wrong or missing token is a 404,
// like a booking that does not exist. Without a booking it says where the link is and offers the
// booking pages.
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { GuestBookingView } from "@/components/book/guest-booking-view";
import { Card, DocumentTitle } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/locale";
import { guestBookingView, payOptions, payPartOf } from "@/lib/page/online";
import { currentFeatures, requireRoute } from "@/lib/page/context";
import { firstParam, positiveIntParam, unlessRefused, type SearchParams } from "@/lib/page/search-params";

/** booking numbers are short; anything longer is no booking's */
const MAX_NUMBER = 40;

export default async function BookPage({ searchParams }: { searchParams: SearchParams }) {
  const principal = await requireRoute("/book");
  const sp = await searchParams;
  const no = firstParam(sp.no)?.trim();
  const id = positiveIntParam(sp.id);
  if (!no && id === undefined) return <BookStart />;
  if (no && no.length > MAX_NUMBER) notFound();
  const token = firstParam(sp.token) ?? null;
  const booking = await unlessRefused(guestBookingView(no ? { bookingNo: no } : { id: id! }, token, principal));
  if (!booking) notFound();
  const providers = await payOptions((await getLocale()) as Locale);
  return (
    <GuestBookingView booking={booking} token={token} part={payPartOf(firstParam(sp.part))} providers={providers} />
  );
}

async function BookStart() {
  const [t, { features }] = await Promise.all([getTranslations("book.booking"), currentFeatures()]);
  const link = "rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700";
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <DocumentTitle title={t("startTitle")} />
      <h1 className="text-2xl font-semibold">{t("startTitle")}</h1>
      <Card className="space-y-4 p-6">
        <p>{t("startText")}</p>
        <div className="flex flex-wrap gap-3">
          {features.has("resort") && (
            <a className={link} href="/book/resort">
              {t("bookStay")}
            </a>
          )}
          {features.has("vessel") && (
            <a className={link} href="/book/online">
              {t("bookTrip")}
            </a>
          )}
        </div>
      </Card>
    </main>
  );
}
