"use client";
// The live quote beside the choices: what the selection costs now (before anything is saved),
// its lines, what would refuse "Book" (a room taken, a shared cabin's gender rule, nights without
// a price) and, for staff, why the price is what it is. Asked again a moment after each change.
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/i18n/money-format";
import { Alert } from "../../ui/alert";
import { Card, CardHeader } from "../../ui/card";
import { WhyThisPrice } from "../why-this-price";
import type { QuoteState } from "./use-quote";

export function QuoteStep({ quote, ready }: { quote: QuoteState; ready: boolean }) {
  const t = useTranslations("bookingPages.wizard");
  const locale = useLocale();
  const { data, error, loading } = quote;
  const money = (v: string) => (data ? formatMoney(v, data.currency, locale) : v);
  return (
    <Card data-testid="wizard-quote" aria-busy={loading}>
      <CardHeader title={t("quoteTitle")} />
      <div className="space-y-3 p-4 text-sm" aria-live="polite">
        {!ready && !data && <p className="text-slate-500">{t("quoteNothing")}</p>}
        {loading && (
          <p className="text-slate-500" data-testid="wizard-quote-loading">
            {t("quoteLoading")}
          </p>
        )}
        {error && !loading && (
          <Alert tone="error" data-testid="wizard-quote-error">
            {t("quoteError", { reason: error })}
          </Alert>
        )}
        {data && (
          <div className={loading ? "opacity-60" : undefined}>
            <p className="flex items-baseline justify-between gap-2 text-base">
              <span className="font-semibold">{t("quoteTotal")}</span>
              <span className="font-semibold tabular-nums" data-testid="wizard-quote-total">
                {money(data.total)}
              </span>
            </p>
            <p className="text-xs text-slate-500">{t("quoteNotSaved")}</p>
            {data.warnings.map((w, i) => (
              <Alert key={i} tone="error" className="mt-2" data-testid="wizard-quote-warning" data-reason={w.reason}>
                {w.message}
              </Alert>
            ))}
            {data.lines.length > 0 && (
              <table className="mt-2 w-full text-left" data-testid="wizard-quote-lines">
                <thead className="sr-only">
                  <tr>
                    <th>{t("quoteLine")}</th>
                    <th>{t("quoteAmount")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.lines.map((l) => (
                    <tr key={l.key} className="border-t border-slate-100">
                      <td className="py-1 pr-2">
                        {l.text}
                        {l.onsite && <span className="text-slate-500"> · {t("quoteOnsite")}</span>}
                      </td>
                      <td className="py-1 text-right tabular-nums">{money(l.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )}
      </div>
      {data?.explain && <WhyThisPrice explain={data.explain} currency={data.currency} />}
    </Card>
  );
}
