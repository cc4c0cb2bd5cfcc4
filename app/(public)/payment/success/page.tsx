// /payment/success: the guest is back from paying (or chose to pay offline). Asks the provider
// about the checkout, so the page is right even before the webhook arrives.
import { getLocale } from "next-intl/server";
import { PaymentResult } from "@/components/book/payment-result";
import { AppError } from "@/lib/core/errors";
import { paymentSucceeded } from "@/lib/domain/payments/payment-return";
import { activeProviders, offlineDetails } from "@/lib/domain/payments/provider-config";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { idOf } from "@/lib/validation/validators";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function PaymentSuccessPage({ searchParams }: { searchParams: Search }) {
  const principal = await requireRoute("/payment/success");
  const sp = await searchParams;
  const id = idOf(one(sp.booking));
  // the booking's access token (from the links we send the guest); without it only its own users see it
  const token = one(sp.token);
  const provider = one(sp.provider);
  const status =
    id !== undefined
      ? await paymentSucceeded(id, { provider, sessionId: one(sp.session_id) }, principal, token).catch(
          (e: unknown) => {
            if (e instanceof AppError && e.status < 500) return null;
            throw e;
          },
        )
      : null;
  const [providers, offline] = await Promise.all([activeProviders((await getLocale()) as Locale), offlineDetails()]);
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
