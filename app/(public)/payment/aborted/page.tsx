// /payment/aborted: the guest left the provider's page without paying; the booking stays and can
// be paid from here.
import { PaymentResult } from "@/components/book/payment-result";
import { AppError } from "@/lib/core/errors";
import { paymentAborted } from "@/lib/domain/payments/payment-return";
import { activeProviders, offlineDetails } from "@/lib/domain/payments/provider-config";
import { requireRoute } from "@/lib/page/context";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function PaymentAbortedPage({ searchParams }: { searchParams: Search }) {
  const principal = await requireRoute("/payment/aborted");
  const sp = await searchParams;
  const id = Number(one(sp.booking));
  const status =
    Number.isInteger(id) && id > 0
      ? await paymentAborted(id, { provider: one(sp.provider) }, principal).catch((e: unknown) => {
          if (e instanceof AppError && e.status < 500) return null;
          throw e;
        })
      : null;
  const [providers, offline] = await Promise.all([activeProviders(), offlineDetails()]);
  return <PaymentResult kind="aborted" status={status} providers={providers} offline={offline} showOffline={false} />;
}
