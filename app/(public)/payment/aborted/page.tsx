// /payment/aborted: the guest left the provider's page without paying; the booking stays and can
// be paid from here.
import { getLocale } from "next-intl/server";
import { PaymentResult } from "@/components/book/payment-result";
import { AppError } from "@/lib/core/errors";
import { paymentAborted } from "@/lib/domain/payments/payment-return";
import { activeProviders, offlineDetails } from "@/lib/domain/payments/provider-config";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { idOf } from "@/lib/validation/validators";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function PaymentAbortedPage({ searchParams }: { searchParams: Search }) {
  const principal = await requireRoute("/payment/aborted");
  const sp = await searchParams;
  const id = idOf(one(sp.booking));
  // the booking's access token (from the links we send the guest); without it only its own users see it
  const token = one(sp.token);
  const status =
    id !== undefined
      ? await paymentAborted(id, { provider: one(sp.provider) }, principal, token).catch((e: unknown) => {
          if (e instanceof AppError && e.status < 500) return null;
          throw e;
        })
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
