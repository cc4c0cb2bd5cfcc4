// /payment/success: the guest is back from paying (or chose to pay offline). Asks the provider
// about the checkout, so the page is right even before the webhook arrives.
import { getLocale } from "next-intl/server";
import { PaymentResult } from "@/components/book/payment-result";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { payAgainOptions, paymentSuccess } from "@/lib/page/payments";
import { firstParam, positiveIntParam, unlessRefused, type SearchParams } from "@/lib/page/search-params";

export default async function PaymentSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const principal = await requireRoute("/payment/success");
  const sp = await searchParams;
  const id = positiveIntParam(sp.booking);
  // the booking's access token (from the links we send the guest); without it only its own users see it
  const token = firstParam(sp.token);
  const provider = firstParam(sp.provider);
  const status =
    id !== undefined
      ? await unlessRefused(paymentSuccess(id, { provider, sessionId: firstParam(sp.session_id) }, principal, token))
      : null;
  const { providers, offline } = await payAgainOptions((await getLocale()) as Locale);
  return (
    <PaymentResult
      kind="success"
      status={status}
      providers={providers}
      offline={offline}
      token={token ?? null}
      showOffline={provider === "offline"}
    />
  );
}
