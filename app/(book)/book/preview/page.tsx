// /book/preview?id=<booking id>: staff (and an agency, a customer: whoever's booking scope covers
// the booking) see a booking exactly as its guest sees it on /book, under a banner saying so, with
// the pay buttons inert. A guest is sent to log in; a booking outside the caller's scope is a 404.
// Without an id: a field to name the booking.
import { getLocale, getTranslations } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { GuestBookingView } from "@/components/book/guest-booking-view";
import { Button } from "@/components/ui/button";
import { Card, DocumentTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { Locale } from "@/lib/i18n/locale";
import { guestBookingView, payOptions, payPartOf } from "@/lib/page/online";
import { requireRoute } from "@/lib/page/context";
import { firstParam, positiveIntParam, unlessRefused, type SearchParams } from "@/lib/page/search-params";

export default async function BookPreviewPage({ searchParams }: { searchParams: SearchParams }) {
  const principal = await requireRoute("/book/preview");
  const sp = await searchParams;
  const id = positiveIntParam(sp.id);
  if (principal.isGuest) {
    const back = `/book/preview${id ? `?id=${id}` : ""}`;
    redirect(`/login?${new URLSearchParams({ notice: "UNAUTHORIZED", callbackUrl: back })}`);
  }
  if (id === undefined) return <PreviewStart invalid={firstParam(sp.id) !== undefined} />;
  // no token: the caller's own booking scope decides (staff all, an agency its own, a customer theirs)
  const booking = await unlessRefused(guestBookingView({ id }, null, principal));
  if (!booking) notFound();
  const providers = await payOptions((await getLocale()) as Locale);
  return (
    <GuestBookingView
      booking={booking}
      token={null}
      part={payPartOf(firstParam(sp.part))}
      providers={providers}
      preview
    />
  );
}

async function PreviewStart({ invalid }: { invalid: boolean }) {
  const t = await getTranslations("book.booking");
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <DocumentTitle title={t("previewTitle")} />
      <h1 className="text-2xl font-semibold">{t("previewTitle")}</h1>
      <Card className="p-6">
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="text-sm">
            {t("bookingId")}
            <Input
              name="id"
              inputMode="numeric"
              pattern="[0-9]*"
              required
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? "preview-id-error" : undefined}
            />
          </label>
          <Button type="submit">{t("show")}</Button>
        </form>
        {invalid && (
          <p id="preview-id-error" role="alert" className="mt-2 text-sm text-error">
            {t("badId")}
          </p>
        )}
      </Card>
    </main>
  );
}
