// An invoice or credit note as PDF, in its own language, drawn with @react-pdf/renderer (the one
// PDF library of the product, docs/decisions.md): the seller's letterhead, the buyer's address,
// number, dates and booking, the lines, the tax per rate, the totals, what a final invoice
// deducts, what is to be paid and how (bank account, and the GiroCode for euros). Rendered once,
// at issue, from the invoice's snapshot: the stored PDF is what was issued.
import { Image, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h, type ReactElement } from "react";
import { formatDay } from "../../i18n/date-format";
import type { Locale } from "../../i18n/locale";
import { formatMoney } from "../../i18n/money-format";
import { translator } from "../../i18n/translator";
import { letterDocument, letterStyles } from "../documents/letter-pdf";
import type { InvoiceLine, TaxPart } from "./invoice-lines";

export type Party = {
  name: string;
  street?: string;
  zip?: string;
  city?: string;
  country?: string;
  email?: string;
  phone?: string;
  vatId?: string;
  taxNumber?: string;
  iban?: string;
  bic?: string;
  bankName?: string;
};

/** Everything the PDF shows: the invoice's snapshot. */
export type InvoiceDocument = {
  number: string;
  kind: "full" | "deposit" | "final" | "split" | "credit";
  date: string;
  dueDate: string | null;
  language: Locale;
  currency: string;
  seller: Party;
  buyer: Party;
  booking: { number: string; from: string; to: string; asset: string | null };
  lines: InvoiceLine[];
  taxBreakdown: TaxPart[];
  net: string;
  tax: string;
  total: string;
  deductions: { number: string; date: string; gross: string }[];
  amountDue: string;
  /** a credit note: the invoice it cancels, and why */
  credits?: { number: string; date: string } | null;
  reason?: string | null;
  /** the GiroCode of the amount due (PNG), when there is one */
  qr?: Buffer | null;
};

const styles = StyleSheet.create({
  ...letterStyles,
  facts: { flexDirection: "row", flexWrap: "wrap", marginBottom: 14 },
  text: { width: "46%", paddingRight: 4 },
  qty: { width: "9%", textAlign: "right" },
  price: { width: "15%", textAlign: "right" },
  rate: { width: "10%", textAlign: "right" },
  amount: { width: "20%", textAlign: "right" },
  sums: { marginTop: 10, marginLeft: "45%" },
  sum: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 1.5 },
  pay: { marginTop: 22, flexDirection: "row", justifyContent: "space-between" },
  qr: { width: 90, height: 90 },
  note: { color: "#475569", marginTop: 8 },
});

/** An IBAN as people read it: in groups of four. */
const groupsOfFour = (iban: string) =>
  iban
    .replace(/\s+/g, "")
    .replace(/(.{4})/g, "$1 ")
    .trim();

const address = (p: Party) =>
  [p.street, [p.zip, p.city].filter(Boolean).join(" "), p.country].filter((x): x is string => !!x && x.trim() !== "");

function invoiceDocument(d: InvoiceDocument): ReactElement {
  const t = translator(d.language);
  const tr = (key: string, values?: Record<string, string | number>) =>
    t(`invoices.pdf.${key}` as never, values as never);
  const money = (v: string) => formatMoney(v, d.currency, d.language);
  const day = (v: string) => formatDay(v, d.language);
  const pct = (rate: string) => `${rate.replace(".", d.language === "de" ? "," : ".")} %`;
  const sum = (label: string, value: string, style?: object) =>
    h(View, { style: { ...styles.sum, ...style } }, h(Text, null, label), h(Text, null, value));
  const title = tr(`title.${d.kind}`);
  return letterDocument(
    {
      title: `${title} ${d.number}`,
      author: d.seller.name,
      language: d.language,
      brand: h(Text, { style: styles.senderName }, d.seller.name),
      address: [
        ...address(d.seller),
        d.seller.phone,
        d.seller.email,
        d.seller.vatId ? `${tr("vatId")} ${d.seller.vatId}` : null,
        !d.seller.vatId && d.seller.taxNumber ? `${tr("taxNumber")} ${d.seller.taxNumber}` : null,
      ].filter((l): l is string => !!l),
      footer: `${d.seller.name} · ${d.number}`,
      pageLabel: (page, pages) => tr("page", { page, pages }),
    },
    h(
      View,
      { style: styles.recipient },
      h(Text, { style: styles.bold }, d.buyer.name),
      ...address(d.buyer).map((l, i) => h(Text, { key: `b${i}` }, l)),
      d.buyer.vatId ? h(Text, null, `${tr("vatId")} ${d.buyer.vatId}`) : null,
    ),
    h(Text, { style: styles.title }, `${title} ${d.number}`),
    h(
      View,
      { style: styles.facts },
      h(Text, { style: styles.fact }, `${tr("date")}: ${day(d.date)}`),
      h(Text, { style: styles.fact }, `${tr("booking")}: ${d.booking.number}`),
      h(Text, { style: styles.fact }, `${tr("stay")}: ${day(d.booking.from)} – ${day(d.booking.to)}`),
      d.booking.asset ? h(Text, { style: styles.fact }, d.booking.asset) : null,
      d.dueDate ? h(Text, { style: styles.fact }, `${tr("dueDate")}: ${day(d.dueDate)}`) : null,
    ),
    d.credits
      ? h(Text, { style: { marginBottom: 10 } }, tr("cancels", { number: d.credits.number, date: day(d.credits.date) }))
      : null,
    h(
      View,
      { style: styles.head, fixed: true },
      h(Text, { style: { ...styles.text, ...styles.bold } }, tr("line")),
      h(Text, { style: { ...styles.qty, ...styles.bold } }, tr("quantity")),
      h(Text, { style: { ...styles.price, ...styles.bold } }, tr("unitPrice")),
      h(Text, { style: { ...styles.rate, ...styles.bold } }, tr("taxRate")),
      h(Text, { style: { ...styles.amount, ...styles.bold } }, tr("amount")),
    ),
    ...d.lines.map((l, i) =>
      h(
        View,
        { key: `l${i}`, style: styles.row, wrap: false },
        h(Text, { style: styles.text }, l.text),
        h(Text, { style: styles.qty }, l.quantity.replace(".", d.language === "de" ? "," : ".")),
        h(Text, { style: styles.price }, money(l.unitPrice)),
        h(Text, { style: styles.rate }, pct(l.taxRate)),
        h(Text, { style: styles.amount }, money(l.gross)),
      ),
    ),
    h(
      View,
      { style: styles.sums, wrap: false },
      sum(tr("net"), money(d.net)),
      ...d.taxBreakdown.map((p) => sum(tr("taxOf", { rate: pct(p.rate), net: money(p.net) }), money(p.tax))),
      sum(tr("total"), money(d.total), styles.bold),
      ...d.deductions.map((x) => sum(tr("deduct", { number: x.number, date: day(x.date) }), money(`-${x.gross}`))),
      h(
        View,
        { style: styles.total },
        h(Text, null, d.kind === "credit" ? tr("refund") : tr("amountDue")),
        h(Text, null, money(d.kind === "credit" ? d.amountDue.replace(/^-/, "") : d.amountDue)),
      ),
    ),
    d.reason ? h(Text, { style: styles.note }, `${tr("reason")}: ${d.reason}`) : null,
    d.kind !== "credit" && d.seller.iban
      ? h(
          View,
          { style: styles.pay, wrap: false },
          h(
            View,
            null,
            h(Text, { style: styles.bold }, tr("payTo")),
            h(Text, null, d.seller.name),
            h(Text, null, `IBAN ${groupsOfFour(d.seller.iban)}`),
            d.seller.bic ? h(Text, null, `BIC ${d.seller.bic}`) : null,
            d.seller.bankName ? h(Text, null, d.seller.bankName) : null,
            h(Text, null, `${tr("reference")}: ${d.number}`),
          ),
          d.qr ? h(Image, { style: styles.qr, src: { data: d.qr, format: "png" } }) : null,
        )
      : null,
  );
}

/** The invoice as PDF bytes. */
export async function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  return renderToBuffer(invoiceDocument(d) as Parameters<typeof renderToBuffer>[0]);
}
