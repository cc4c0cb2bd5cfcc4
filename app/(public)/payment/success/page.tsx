// /payment/success: the guest is back from paying (or chose to pay offline). Asks the provider
// about the checkout, so the page is right even before the webhook arrives.
import { PaymentResult } from "@/components/book/payment-result";
import { AppError } from "@/lib/core/errors";
import { paymentSucceeded } from "@/lib/domain/payments/payment-return";
import { activeProviders, offlineDetails } from "@/lib/domain/payments/provider-config";
import { requireRoute } from "@/lib/page/context";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function PaymentSuccessPage({ searchParams }: { searchParams: Search }) {
  const principal = await requireRoute("/payment/success");
  const sp = await searchParams;
  const id = Number(one(sp.booking));
  const provider = one(sp.provider);
  const status =
    Number.isInteger(id) && id > 0
      ? await paymentSucceeded(id, { provider, sessionId: one(sp.session_id) }, principal).catch((e: unknown) => {
          if (e instanceof AppError && e.status < 500) return null;
          throw e;
        })
      : null;
  const [providers, offline] = await Promise.all([activeProviders(), offlineDetails()]);
  return (
    <PaymentResult
      kind="success"
      status={status}
      providers={providers}
      offline={offline}
      showOffline={provider === "offline"}
    />
  );
}
