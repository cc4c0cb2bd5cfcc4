// The payment result pages' body (/payment/success, /payment/aborted): the booking number, what
// is paid and open, the offline payment details, and buttons to pay what is open. Back in a
// widget's frame (?widget=, from the checkout's return address) in the widget's look; a return
// into a window of its own (a provider that refuses frames) goes on into the frame.
import { getLocale, getTranslations } from "next-intl/server";
import type { PaymentReturn } from "@/lib/domain/payments/payment-return";
import { formatMoney } from "@/lib/i18n/money-format";
import { formatDateTime } from "@/lib/i18n/date-format";
import { frameWidget } from "@/lib/page/widget-frame";
import { BackToFrame } from "../widget/back-to-frame";
import { WidgetFrame } from "../widget/widget-frame";
import { Card, DocumentTitle } from "../ui/card";
import { PayButtons } from "./pay-button";

type Props = {
  kind: "success" | "aborted";
  status: PaymentReturn | null;
  providers: { code: string; name: string }[];
  offline: Record<string, string> | null;
  showOffline: boolean;
  /** the booking's access token, for the pay buttons */
  token: string | null;
};

export async function PaymentResult({ kind, status, providers, offline, showOffline, token }: Props) {
  const [t, locale, widget] = await Promise.all([getTranslations("payment"), getLocale(), frameWidget()]);
  const money = (amount: string) => formatMoney(amount, status?.currency ?? "", locale);
  // an unpaid online booking is a reservation: its number, and until when it is held
  const number = status ? (status.bookingNo ?? status.reservationNo) : null;
  const page = (
    <main className="mx-auto max-w-xl px-4 py-16">
      <Card className="space-y-4 p-8">
        <DocumentTitle
          title={t(kind === "success" ? (status?.fullyPaid ? "paidTitle" : "thanksTitle") : "abortedTitle")}
        />
        <h1 className="text-2xl font-semibold" data-testid="payment-title">
          {t(kind === "success" ? (status?.fullyPaid ? "paidTitle" : "thanksTitle") : "abortedTitle")}
        </h1>
        {!status ? (
          <p>{t("unknownBooking")}</p>
        ) : (
          <>
            <p>{t(kind === "success" ? "thanksText" : "abortedText")}</p>
            {status.optionUntil && !status.fullyPaid && (
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="payment-held-until">
                {t("heldUntil", { until: formatDateTime(new Date(status.optionUntil), locale, status.timeZone) })}
              </p>
            )}
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-600">{t(status.bookingNo ? "bookingNo" : "reservationNo")}</dt>
              <dd data-testid="payment-booking-no">{number ?? "-"}</dd>
              <dt className="text-slate-600">{t("total")}</dt>
              <dd>{money(status.total)}</dd>
              <dt className="text-slate-600">{t("paid")}</dt>
              <dd data-testid="payment-paid">{money(status.paid)}</dd>
              <dt className="text-slate-600">{t("open")}</dt>
              <dd data-testid="payment-open">{money(status.open)}</dd>
            </dl>
            {showOffline && offline && !status.fullyPaid && (
              <section className="rounded-md bg-slate-50 p-4 text-sm" data-testid="payment-offline">
                <h2 className="mb-2 font-medium">{t("offlineTitle")}</h2>
                <p className="mb-2">{t("offlineText", { reference: number ?? String(status.id) })}</p>
                <dl className="grid grid-cols-2 gap-1">
                  {Object.entries(offline).map(([k, v]) => (
                    <div key={k} className="contents">
                      <dt className="text-slate-600">{t(`offline.${k}`)}</dt>
                      <dd>{v}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            {kind === "aborted" && !status.fullyPaid && providers.length > 0 && (
              <PayButtons
                bookingId={status.id}
                token={token}
                providers={providers}
                label={t("payNow")}
                widget={widget?.slug}
              />
            )}
          </>
        )}
      </Card>
    </main>
  );
  return widget ? (
    <WidgetFrame widget={widget}>
      {page}
      <BackToFrame />
    </WidgetFrame>
  ) : (
    page
  );
}
