// /customer/booking/{id}: a signed-in customer's own booking, as its guest sees it on /book (what was
// booked, the total, what is paid and open, paying what is open) with its documents. Another
// customer's booking, or one that does not exist, is a 404.
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { BookingPaperLinks } from "@/components/booking/booking-papers";
import { GuestBookingView } from "@/components/book/guest-booking-view";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { guestBookingView, payOptions } from "@/lib/page/online";
import { parseId } from "@/lib/page/record";
import { unlessRefused } from "@/lib/page/search-params";

export default async function CustomerBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const principal = await requireRoute(`/customer/booking/${id}`);
  const bookingId = parseId(id);
  if (!bookingId) notFound();
  // no token: the customer's own booking scope decides (their bookings and those they travel on)
  const booking = await unlessRefused(guestBookingView({ id: bookingId }, null, principal));
  if (!booking) notFound();
  const [t, providers] = await Promise.all([getTranslations(), payOptions((await getLocale()) as Locale)]);
  const papers = await BookingPaperLinks({ bookingId: booking.id, state: booking.state });
  return (
    <div data-testid="customer-booking">
      <p className="mb-4 text-sm">
        <Link href="/" className="text-brand-700 hover:underline">
          {t("customerHome.backToBookings")}
        </Link>
      </p>
      <GuestBookingView booking={booking} token={null} part="open" providers={providers} embedded>
        <Card className="p-6" data-testid="customer-booking-documents">
          <h2 className="mb-2 font-medium">{t("customerHome.documents")}</h2>
          {papers ?? <p className="text-sm text-slate-600">{t("customerHome.noDocuments")}</p>}
        </Card>
      </GuestBookingView>
    </div>
  );
}
