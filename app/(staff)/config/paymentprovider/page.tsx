// /config/paymentprovider: the payment providers (offline, Stripe); administrators change them.
import { getTranslations } from "next-intl/server";
import { PaymentProviderForm } from "@/components/config/payment-provider-form";
import { Card, CardHeader, PageTitle } from "@/components/ui/card";
import { isAdmin } from "@/lib/access/scopes";
import { PROVIDER_CODES } from "@/lib/domain/payments/providers";
import { listProviders } from "@/lib/domain/payments/provider-config";
import { requireRoute } from "@/lib/page/context";

export default async function PaymentProviderPage() {
  const principal = await requireRoute("/config/paymentprovider");
  const [t, configured] = await Promise.all([getTranslations(), listProviders()]);
  // every known provider, configured or not yet
  const all = PROVIDER_CODES.map(
    (code) =>
      configured.find((p) => p.code === code) ?? {
        code,
        name: code === "stripe" ? "Stripe" : t("payment.offlineName"),
        active: false,
        sort: 0,
        settings: {},
        secrets: code === "stripe" ? { secretKey: false, webhookSecret: false } : {},
      },
  );
  return (
    <>
      <PageTitle>{t("nav.configPaymentProvider")}</PageTitle>
      <div className="grid gap-6 md:grid-cols-2">
        {all.map((p) => (
          <Card key={p.code}>
            <CardHeader title={p.code === "stripe" ? "Stripe" : t("payment.offlineName")} />
            <div className="p-6">
              <PaymentProviderForm provider={p} canEdit={isAdmin(principal)} />
            </div>
          </Card>
        ))}
      </div>
    </>
  );
}
