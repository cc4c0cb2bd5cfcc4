// /payment/aborted: the guest left the provider's page without paying; the booking stays and can
// be paid from here.
import { getLocale } from "next-intl/server";
import { PaymentResult } from "@/components/book/payment-result";
import { paymentAborted } from "@/lib/domain/payments/payment-return";
import { activeProviders, offlineDetails } from "@/lib/domain/payments/provider-config";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { firstParam, positiveIntParam, unlessRefused, type SearchParams } from "@/lib/page/search-params";

export default async function PaymentAbortedPage({ searchParams }: { searchParams: SearchParams }) {
  const principal = await requireRoute("/payment/aborted");
  const sp = await searchParams;
  const id = positiveIntParam(sp.booking);
  // the booking's access token (from the links we send the guest); without it only its own users see it
  const token = firstParam(sp.token);
  const status =
    id !== undefined
      ? await unlessRefused(paymentAborted(id, { provider: firstParam(sp.provider) }, principal, token))
      : null;
  const [providers, offline] = await Promise.all([activeProviders((await getLocale()) as Locale), offlineDetails()]);
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
