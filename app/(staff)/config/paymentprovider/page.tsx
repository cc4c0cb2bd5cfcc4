// /config/paymentprovider: the payment providers (offline, Stripe); administrators change them.
import { getTranslations } from "next-intl/server";
import { PaymentProviderForm } from "@/components/config/payment-provider-form";
import { Card, CardHeader, PageTitle } from "@/components/ui/card";
import { isAdmin } from "@/lib/access/scopes";
import { requireRoute } from "@/lib/page/context";
import { providerSettings } from "@/lib/page/payments";

export default async function PaymentProviderPage() {
  const principal = await requireRoute("/config/paymentprovider");
  const t = await getTranslations();
  // every known provider, configured or not yet
  const all = await providerSettings(t("payment.offlineName"));
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
