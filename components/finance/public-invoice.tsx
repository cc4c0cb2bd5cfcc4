// A guest's invoice (/invoice/{id}): who issued it, its number and dates, its lines and taxes, what
// it asks for and what is still open, the PDF, and paying what is open. In the visitor's language;
// the lines read as issued (in the invoice's language).
import { getLocale, getTranslations } from "next-intl/server";
import type { InvoiceView } from "@/lib/domain/finance/invoice-view";
import { formatDay } from "@/lib/i18n/date-format";
import { formatMoney } from "@/lib/i18n/money-format";
import { Alert } from "../ui/alert";
import { DocumentTitle } from "../ui/card";
import { InvoicePay } from "./invoice-pay";

export async function PublicInvoice(props: {
  invoice: InvoiceView;
  token: string;
  providers: { code: string; name: string }[];
  payment?: string;
}) {
  const { invoice: inv } = props;
  const [t, locale] = await Promise.all([getTranslations("invoices"), getLocale()]);
  const money = (v: string) => formatMoney(v, inv.currency, locale);
  const open = Number(inv.open) > 0;
  const pdf = `/api/invoices/${inv.id}/pdf?token=${encodeURIComponent(props.token)}`;
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10" data-testid="public-invoice">
      <DocumentTitle title={`${t(`kinds.${inv.kind}` as never)} ${inv.number}`} />
      <header className="space-y-1">
        <p className="text-sm text-slate-600">{inv.seller.name}</p>
        <h1 className="text-2xl font-semibold text-slate-900" data-testid="invoice-title">
          {t(`kinds.${inv.kind}` as never)} {inv.number}
        </h1>
        <p className="text-sm text-slate-600">
          {t("fields.date")}: {formatDay(inv.date, locale)}
          {inv.dueDate && ` · ${t("public.dueDate")}: ${formatDay(inv.dueDate, locale)}`} · {t("fields.bookingNumber")}:{" "}
          {inv.bookingNumber}
        </p>
      </header>
      {props.payment === "success" && <Alert tone="success">{t("public.paymentStarted")}</Alert>}
      {props.payment === "aborted" && <Alert tone="info">{t("public.paymentAborted")}</Alert>}
      <section
        className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
        aria-label={t("fields.open")}
      >
        <div>
          <p className="text-sm text-slate-600">{inv.kind === "credit" ? t("public.credited") : t("fields.open")}</p>
          <p className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="invoice-open">
            {money(inv.kind === "credit" ? inv.amountDue.replace(/^-/, "") : inv.open)}
          </p>
          <p className="text-sm text-slate-600" data-testid="invoice-state">
            {t(`states.${inv.state}` as never)}
          </p>
        </div>
        <a
          href={pdf}
          className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
          data-testid="invoice-pdf"
        >
          {t("public.pdf")}
        </a>
      </section>
      {open && props.providers.length > 0 && (
        <InvoicePay invoiceId={inv.id} token={props.token} providers={props.providers} label={t("public.pay")} />
      )}
      <section className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("public.lines")}</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th className="px-3 py-2 font-medium">{t("pdf.line")}</th>
              <th className="px-3 py-2 text-right font-medium">{t("pdf.quantity")}</th>
              <th className="px-3 py-2 text-right font-medium">{t("pdf.taxRate")}</th>
              <th className="px-3 py-2 text-right font-medium">{t("pdf.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((l, i) => (
              <tr key={i} className="border-t border-slate-100">
                <td className="px-3 py-2">{l.text}</td>
                <td className="px-3 py-2 text-right tabular-nums">{l.quantity}</td>
                <td className="px-3 py-2 text-right tabular-nums">{l.taxRate} %</td>
                <td className="px-3 py-2 text-right tabular-nums">{money(l.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ml-auto max-w-sm space-y-1 p-3 text-sm">
          <div className="flex justify-between">
            <dt>{t("fields.net")}</dt>
            <dd className="tabular-nums">{money(inv.net)}</dd>
          </div>
          {inv.taxBreakdown.map((p) => (
            <div key={p.rate} className="flex justify-between">
              <dt>{t("public.taxOf", { rate: p.rate })}</dt>
              <dd className="tabular-nums">{money(p.tax)}</dd>
            </div>
          ))}
          <div className="flex justify-between font-medium">
            <dt>{t("fields.total")}</dt>
            <dd className="tabular-nums" data-testid="invoice-total">
              {money(inv.total)}
            </dd>
          </div>
          {inv.deductions.map((d) => (
            <div key={d.id} className="flex justify-between">
              <dt>{t("public.deduct", { number: d.number })}</dt>
              <dd className="tabular-nums">{money(`-${d.gross}`)}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold">
            <dt>{inv.kind === "credit" ? t("public.credited") : t("fields.amountDue")}</dt>
            <dd className="tabular-nums">
              {money(inv.kind === "credit" ? inv.amountDue.replace(/^-/, "") : inv.amountDue)}
            </dd>
          </div>
        </dl>
      </section>
    </main>
  );
}
