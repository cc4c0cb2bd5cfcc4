"use client";
// The booking's money (/booking/{id}): its instalments with due dates and what is open of each, its
// payments (staff record one at the desk or take a mistaken one back with a reason), and its
// invoices and credit notes (staff issue the whole, the deposit or the final one, open the PDF,
// mail it, copy the guest's link, cancel one by a credit note). Every write names the booking's
// version, so a change made meanwhile is a 409 shown where the control is.
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import type { BookingMoney } from "@/lib/domain/booking/payment-due";
import { formatDay } from "@/lib/i18n/date-format";
import { formatMoney } from "@/lib/i18n/money-format";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/input";
import { toast } from "../ui/toast";
import { SplitInvoiceForm, type SplitLine } from "./split-invoice-form";

type Instalment = BookingMoney["instalments"][number];
type Payment = {
  id: number;
  provider: string | null;
  method: string;
  status: string;
  amount: string;
  currency: string;
  bookingAmount: string;
  bookingCurrency: string;
  date: string;
  reference: string | null;
  note: string | null;
  reason: string | null;
  reversesId: number | null;
  reversedById: number | null;
  recordedBy: { id: number; name: string } | null;
};
type Invoice = {
  id: number;
  number: string;
  kind: string;
  state: string;
  date: string;
  total: string;
  amountDue: string;
  open: string;
  currency: string;
  publicUrl: string;
  lineKeys: string[];
};

export type MoneyPanelProps = {
  bookingId: number;
  version: number;
  currency: string;
  paid: string;
  open: string;
  instalments: Instalment[];
  payments: Payment[];
  invoices: Invoice[];
  /** staff record payments and issue invoices; others see them */
  staff: boolean;
  /** the currencies a payment may be in */
  currencies: string[];
  today: string;
  /** what a split invoice may take: the booking's billable lines, and its guests */
  splitLines: SplitLine[];
  guests: { customerId: number; name: string }[];
};

const METHODS = ["transfer", "cash", "card", "credit", "provider"] as const;

export function MoneyPanel(p: MoneyPanelProps) {
  const t = useTranslations("bookingPages.money");
  const ti = useTranslations("invoices");
  const tb = useTranslations("bookingPages.detail");
  // a provider's payment names the provider ("Card (Stripe)"), one recorded at the desk its method
  const methodLabel = (x: Payment) =>
    x.method === "provider" && x.provider && tb.has(`paymentProviders.${x.provider}`)
      ? tb(`paymentProviders.${x.provider}`)
      : t.has(`methods.${x.method}`)
        ? t(`methods.${x.method}`)
        : x.method;
  const locale = useLocale();
  const router = useRouter();
  const { submit, pending, message } = useSubmit();
  const money = (v: string, c = p.currency) => formatMoney(v, c, locale);
  const day = (d: string) => formatDay(d, locale);
  const [form, setForm] = useState({
    amount: "",
    currency: p.currency,
    date: p.today,
    method: "transfer" as (typeof METHODS)[number],
    reference: "",
    note: "",
    rate: "",
    refund: false,
  });
  /** A text field of the payment form: its name, its value and its change. */
  const paymentField = (k: "amount" | "currency" | "date" | "method" | "reference" | "note" | "rate") => ({
    name: k,
    value: form[k],
    onValue: (v: string) => setForm({ ...form, [k]: v }),
  });
  const [reversing, setReversing] = useState<number | null>(null);
  const [crediting, setCrediting] = useState<number | null>(null);
  const [reason, setReason] = useState("");

  const write = async (path: string, init: { method?: string; body?: Record<string, unknown> }) => {
    const done = await submit(
      () =>
        api(`/api/bookings/${p.bookingId}/${path}`, {
          method: init.method ?? "POST",
          body: { ...init.body, version: p.version },
          headers: { "if-match": `"${p.version}"` },
        }),
      { success: null },
    );
    if (done) router.refresh();
    return done;
  };

  const record = async (e: React.FormEvent) => {
    e.preventDefault();
    const done = await write("payment", {
      body: {
        amount: form.amount.replace(",", "."),
        currency: form.currency,
        date: form.date,
        method: form.method,
        ...(form.reference ? { reference: form.reference } : {}),
        ...(form.note ? { note: form.note } : {}),
        ...(form.rate ? { rate: form.rate.replace(",", ".") } : {}),
        refund: form.refund,
      },
    });
    if (done) {
      toast(t("recorded"));
      setForm({ ...form, amount: "", reference: "", note: "", rate: "", refund: false });
    }
  };

  const reverse = async (id: number) => {
    if (await write(`payment/${id}`, { method: "DELETE", body: { reason } })) {
      setReversing(null);
      setReason("");
    }
  };

  const issue = (kind: "full" | "deposit" | "final") => write("invoice", { body: { kind } });

  const send = async (invoiceId: number, force = false) => {
    const done = await submit(
      () => api(`/api/bookings/${p.bookingId}/sendInvoice`, { body: { invoiceId, force, version: p.version } }),
      { success: null },
    );
    if (done) toast(t("sent"));
  };

  const credit = async (invoiceId: number) => {
    const done = await submit(() => api(`/api/invoices/${invoiceId}/credit`, { body: { reason } }), { success: null });
    if (done) {
      setCrediting(null);
      setReason("");
      router.refresh();
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast(t("copied"));
    } catch {
      window.prompt(t("copyHint"), url);
    }
  };

  const standing = p.invoices.filter((i) => i.kind !== "credit" && i.state !== "credited");
  const hasDeposit = standing.some((i) => i.kind === "deposit");
  const hasWhole = standing.some((i) => i.kind === "full" || i.kind === "final");
  const hasSplit = standing.some((i) => i.kind === "split");
  const onSplits = new Set(standing.flatMap((i) => i.lineKeys));
  const reasonField = (onSubmit: () => void, label: string) => (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label className="text-sm">
        <span className="block text-slate-600">{t("reason")}</span>
        <Input value={reason} onValue={setReason} required maxLength={500} name="reason" />
      </label>
      <Button type="submit" size="sm" variant="danger" disabled={pending || !reason.trim()} data-testid="reason-submit">
        {label}
      </Button>
    </form>
  );

  return (
    <div className="space-y-4 p-4" data-testid="money-panel">
      <div className="flex flex-wrap gap-6 text-sm">
        <p>
          {t("paid")}:{" "}
          <span className="font-medium tabular-nums" data-testid="money-paid">
            {money(p.paid)}
          </span>
        </p>
        <p>
          {t("open")}:{" "}
          <span className="font-medium tabular-nums" data-testid="money-open">
            {money(p.open)}
          </span>
        </p>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}

      {p.instalments.length > 0 && (
        // a phone scrolls the wide tables in their own box, never the page
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm" data-testid="money-instalments">
            <caption className="pb-1 text-left font-medium text-slate-700">{t("instalments")}</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-2 py-1">{t("part")}</th>
                <th className="px-2 py-1">{t("due")}</th>
                <th className="px-2 py-1 text-right">{t("amount")}</th>
                <th className="px-2 py-1 text-right">{t("open")}</th>
              </tr>
            </thead>
            <tbody>
              {p.instalments.map((i) => (
                <tr key={i.kind} className="border-t border-slate-100">
                  <td className="px-2 py-1">{t(`parts.${i.kind}`)}</td>
                  <td className={`px-2 py-1 ${i.overdue ? "font-medium text-error" : ""}`}>
                    {day(i.due)} {i.overdue && `(${t("overdue")})`}
                  </td>
                  <td className="px-2 py-1 text-right tabular-nums">{money(i.amount)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{money(i.open)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="relative overflow-x-auto">
        <table className="w-full text-sm" data-testid="booking-payments">
          <caption className="pb-1 text-left font-medium text-slate-700">{t("payments")}</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-2 py-1">{t("date")}</th>
              <th className="px-2 py-1">{t("method")}</th>
              <th className="px-2 py-1">{t("status")}</th>
              <th className="px-2 py-1">{t("reference")}</th>
              <th className="px-2 py-1 text-right">{t("amount")}</th>
              {p.staff && <th className="px-2 py-1" />}
            </tr>
          </thead>
          <tbody>
            {p.payments.length === 0 && (
              <tr>
                <td colSpan={6} className="px-2 py-2 text-slate-500">
                  {t("noPayments")}
                </td>
              </tr>
            )}
            {p.payments.map((x) => (
              <tr key={x.id} className="border-t border-slate-100 align-top">
                <td className="px-2 py-1">{day(x.date)}</td>
                <td className="px-2 py-1">{methodLabel(x)}</td>
                <td className="px-2 py-1">
                  {t.has(`statuses.${x.status}`) ? t(`statuses.${x.status}`) : x.status}
                  {x.reason && <span className="block text-xs text-slate-500">{x.reason}</span>}
                </td>
                <td className="px-2 py-1">
                  {x.reference}
                  {x.recordedBy && <span className="block text-xs text-slate-500">{x.recordedBy.name}</span>}
                </td>
                <td className="px-2 py-1 text-right tabular-nums">
                  {money(x.amount, x.currency)}
                  {x.currency !== x.bookingCurrency && (
                    <span className="block text-xs text-slate-500">{money(x.bookingAmount, x.bookingCurrency)}</span>
                  )}
                </td>
                {p.staff && (
                  <td className="px-2 py-1 text-right">
                    {(x.status === "paid" || x.status === "refunded") && !x.reversedById && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setReversing(reversing === x.id ? null : x.id)}
                        data-testid={`payment-reverse-${x.id}`}
                      >
                        {t("reverse")}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {reversing !== null && reasonField(() => void reverse(reversing), t("reverse"))}
      </div>

      {p.staff && (
        <form onSubmit={record} className="grid gap-2 sm:grid-cols-4" data-testid="payment-form">
          <label className="text-sm">
            <span className="block text-slate-600">{t("amount")}</span>
            <Input inputMode="decimal" required {...paymentField("amount")} />
          </label>
          <label className="text-sm">
            <span className="block text-slate-600">{t("currency")}</span>
            <Select {...paymentField("currency")}>
              {p.currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </Select>
          </label>
          <label className="text-sm">
            <span className="block text-slate-600">{t("date")}</span>
            <Input type="date" required {...paymentField("date")} />
          </label>
          <label className="text-sm">
            <span className="block text-slate-600">{t("method")}</span>
            <Select {...paymentField("method")}>
              <Options options={METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))} />
            </Select>
          </label>
          <label className="text-sm">
            <span className="block text-slate-600">{t("paymentReference")}</span>
            <Input {...paymentField("reference")} />
          </label>
          <label className="text-sm sm:col-span-2">
            <span className="block text-slate-600">{t("note")}</span>
            <Input {...paymentField("note")} />
          </label>
          {form.currency !== p.currency && (
            <label className="text-sm">
              <span className="block text-slate-600">{t("rate", { from: form.currency, to: p.currency })}</span>
              <Input inputMode="decimal" placeholder={t("rateHint")} {...paymentField("rate")} />
            </label>
          )}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="refund"
              checked={form.refund}
              onChange={(e) => setForm({ ...form, refund: e.target.checked })}
            />
            {t("refund")}
          </label>
          <div className="flex items-end sm:col-span-4">
            <Button type="submit" disabled={pending} data-testid="payment-record">
              {t("record")}
            </Button>
          </div>
        </form>
      )}

      <div className="relative overflow-x-auto">
        <table className="w-full text-sm" data-testid="booking-invoices">
          <caption className="pb-1 text-left font-medium text-slate-700">{t("invoices")}</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-2 py-1">{ti("fields.number")}</th>
              <th className="px-2 py-1">{ti("fields.kind")}</th>
              <th className="px-2 py-1">{ti("fields.date")}</th>
              <th className="px-2 py-1">{ti("fields.state")}</th>
              <th className="px-2 py-1 text-right">{ti("fields.amountDue")}</th>
              <th className="px-2 py-1 text-right">{ti("fields.open")}</th>
              <th className="px-2 py-1" />
            </tr>
          </thead>
          <tbody>
            {p.invoices.length === 0 && (
              <tr>
                <td colSpan={7} className="px-2 py-2 text-slate-500">
                  {t("noInvoices")}
                </td>
              </tr>
            )}
            {p.invoices.map((i) => (
              <tr key={i.id} className="border-t border-slate-100 align-top" data-testid={`invoice-${i.number}`}>
                <td className="px-2 py-1 font-medium">{i.number}</td>
                <td className="px-2 py-1">{ti(`kinds.${i.kind}`)}</td>
                <td className="px-2 py-1">{day(i.date)}</td>
                <td className="px-2 py-1">{ti(`states.${i.state}`)}</td>
                <td className="px-2 py-1 text-right tabular-nums">{money(i.amountDue, i.currency)}</td>
                <td className="px-2 py-1 text-right tabular-nums">{money(i.open, i.currency)}</td>
                <td className="space-x-2 whitespace-nowrap px-2 py-1 text-right">
                  <a
                    className="text-brand-700 underline"
                    href={`/api/invoices/${i.id}/pdf`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    PDF
                  </a>
                  <a
                    className="text-brand-700 underline"
                    href={`/api/invoices/${i.id}/xml`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    XML
                  </a>
                  <button type="button" className="text-brand-700 underline" onClick={() => void copy(i.publicUrl)}>
                    {t("copyLink")}
                  </button>
                  {p.staff && (
                    <>
                      <button
                        type="button"
                        className="text-brand-700 underline"
                        onClick={() => void send(i.id, true)}
                        data-testid={`invoice-send-${i.id}`}
                      >
                        {t("send")}
                      </button>
                      {i.kind !== "credit" && i.state !== "credited" && (
                        <button
                          type="button"
                          className="text-error underline"
                          onClick={() => setCrediting(crediting === i.id ? null : i.id)}
                          data-testid={`invoice-credit-${i.id}`}
                        >
                          {t("creditNote")}
                        </button>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {crediting !== null && reasonField(() => void credit(crediting), t("creditNote"))}
      </div>

      {p.staff && !hasWhole && (
        <div className="flex flex-wrap gap-2" data-testid="invoice-issue">
          {!hasDeposit && (
            <SplitInvoiceForm
              bookingId={p.bookingId}
              version={p.version}
              currency={p.currency}
              lines={p.splitLines.filter((l) => !onSplits.has(l.key))}
              guests={p.guests}
            />
          )}
          {!hasDeposit && !hasSplit && (
            <Button
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => void issue("full")}
              data-testid="issue-full"
            >
              {t("issue.full")}
            </Button>
          )}
          {!hasDeposit && !hasSplit && p.instalments.some((i) => i.kind === "deposit") && (
            <Button
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => void issue("deposit")}
              data-testid="issue-deposit"
            >
              {t("issue.deposit")}
            </Button>
          )}
          {hasDeposit && (
            <Button
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => void issue("final")}
              data-testid="issue-final"
            >
              {t("issue.final")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
