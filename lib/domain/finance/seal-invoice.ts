// Seals an issued invoice: draws its PDF (with the GiroCode of what it asks for) and its EN 16931
// e-invoice from the snapshot the issue wrote, and stores them once with the PDF's SHA-256. The
// issue's transaction only takes the number and writes the snapshot (milliseconds); the drawing
// (hundreds of milliseconds) runs after it commits, so twenty issues at once never wait on each
// other's drawing while the number series is locked. The database lets exactly this one change
// through (pdf, pdfHash and xml of an invoice without a PDF). Sealing twice is harmless: the
// second finds the PDF there and answers it.
import { createHash } from "node:crypto";
import { isoDate } from "../../core/dates";
import { db, type Prisma } from "../../core/db";
import { notFound } from "../../core/errors";
import { dec } from "../../core/money";
import type { Locale } from "../../i18n/locale";
import { withEInvoice } from "./e-invoice";
import { epcPayload, epcQrPng } from "./epc-qr";
import type { InvoiceLine, TaxPart } from "./invoice-lines";
import { renderInvoicePdf, type InvoiceDocument, type Party } from "./invoice-pdf";

/** What the document shows beyond the invoice's own columns, written at issue. */
export type InvoiceContext = {
  booking: { number: string; from: string; to: string; asset: string | null };
  credits?: { number: string; date: string } | null;
};

/** The columns an issue writes once and the document is drawn from: the invoice's snapshot. */
export const invoiceSnapshotSelect = {
  number: true,
  kind: true,
  date: true,
  dueDate: true,
  language: true,
  currency: true,
  net: true,
  tax: true,
  total: true,
  amountDue: true,
  seller: true,
  buyer: true,
  lines: true,
  taxBreakdown: true,
  deductions: true,
  reason: true,
} satisfies Prisma.InvoiceSelect;

export const sealSelect = {
  id: true,
  ...invoiceSnapshotSelect,
  document: true,
  pdf: true,
} satisfies Prisma.InvoiceSelect;

/** The document of an invoice row (pure). */
export function documentOf(r: Prisma.InvoiceGetPayload<{ select: typeof sealSelect }>): InvoiceDocument {
  const ctx = r.document as InvoiceContext;
  return {
    number: r.number,
    kind: r.kind as InvoiceDocument["kind"],
    date: isoDate(r.date),
    dueDate: r.dueDate ? isoDate(r.dueDate) : null,
    language: r.language as Locale,
    currency: r.currency,
    seller: r.seller as Party,
    buyer: r.buyer as Party,
    booking: ctx.booking,
    lines: r.lines as InvoiceLine[],
    taxBreakdown: r.taxBreakdown as TaxPart[],
    net: r.net.toFixed(2),
    tax: r.tax.toFixed(2),
    total: r.total.toFixed(2),
    deductions: r.deductions as InvoiceDocument["deductions"],
    amountDue: r.amountDue.toFixed(2),
    credits: ctx.credits ?? null,
    reason: r.reason,
  };
}

/** The PDF (with its GiroCode and, where it has one, its e-invoice embedded) and the XRechnung of a document. */
export async function drawInvoice(doc: InvoiceDocument): Promise<{ pdf: Buffer; xml: string | null }> {
  // what a credit note gives back is no transfer to ask for: no GiroCode on it
  const payload =
    doc.kind === "credit"
      ? null
      : epcPayload({
          name: doc.seller.name,
          iban: doc.seller.iban ?? "",
          bic: doc.seller.bic,
          amount: dec(doc.amountDue),
          currency: doc.currency,
          text: doc.number,
        });
  return withEInvoice(doc, await renderInvoicePdf({ ...doc, qr: payload ? await epcQrPng(payload) : null }));
}

/** The invoice's PDF: the stored one, or drawn and stored now (an issue whose sealing was cut short). */
export async function sealInvoice(id: number): Promise<Buffer> {
  const r = await db().invoice.findUnique({ where: { id }, select: sealSelect });
  if (!r) throw notFound();
  if (r.pdf) return Buffer.from(r.pdf);
  const { pdf, xml } = await drawInvoice(documentOf(r));
  const hash = createHash("sha256").update(pdf).digest("hex");
  // only if still unsealed: two sealings at once store one PDF, and both answer the stored one
  await db().invoice.updateMany({
    where: { id, pdf: null },
    data: { pdf: new Uint8Array(pdf), pdfHash: hash, xml },
  });
  const stored = await db().invoice.findUniqueOrThrow({ where: { id }, select: { pdf: true } });
  return Buffer.from(stored.pdf!);
}
