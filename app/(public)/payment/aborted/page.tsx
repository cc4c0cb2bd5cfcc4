// /payment/aborted: the guest left the provider's page without paying; the booking stays and can
// be paid from here.
import { getLocale } from "next-intl/server";
import { PaymentResult } from "@/components/book/payment-result";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { payAgainOptions, paymentAbort } from "@/lib/page/payments";
import { firstParam, positiveIntParam, unlessRefused, type SearchParams } from "@/lib/page/search-params";

export default async function PaymentAbortedPage({ searchParams }: { searchParams: SearchParams }) {
  const principal = await requireRoute("/payment/aborted");
  const sp = await searchParams;
  const id = positiveIntParam(sp.booking);
  // the booking's access token (from the links we send the guest); without it only its own users see it
  const token = firstParam(sp.token);
  const status =
    id !== undefined
      ? await unlessRefused(paymentAbort(id, { provider: firstParam(sp.provider) }, principal, token))
      : null;
  const { providers, offline } = await payAgainOptions((await getLocale()) as Locale);
  return (
    <PaymentResult
      kind="aborted"
      status={status}
      providers={providers}
      offline={offline}
      token={token ?? null}
      showOffline={false}
    />
  );
}
