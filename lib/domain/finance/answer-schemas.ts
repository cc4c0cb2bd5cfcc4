// What the invoice endpoints answer, as zod schemas (RouteSpec.response): an invoice or credit note
// as issued, with what is open of it and its public link (invoice-view.ts). The OpenAPI document
// shows them and the API tests check every answer against them.
import { z } from "zod";
import { checkoutAnswer } from "../payments/answer-schemas";
import { wireDate, wireDecimal, wireId, wireInt, wirePage, wireTimestamp } from "../../validation/wire";

const taxPart = z.object({ rate: wireDecimal, net: wireDecimal, tax: wireDecimal });

export const invoiceAnswer = z
  .object({
    id: wireId,
    number: z.string(),
    series: z.enum(["invoice", "credit"]),
    kind: z.enum(["full", "deposit", "final", "split", "credit"]),
    state: z.enum(["open", "paid", "credited", "credit"]),
    date: wireDate,
    dueDate: wireDate.nullable(),
    language: z.string(),
    currency: z.string(),
    bookingId: wireId,
    bookingNumber: z.string(),
    buyer: z.object({ name: z.string() }).catchall(z.unknown()),
    seller: z.object({ name: z.string() }).catchall(z.unknown()),
    net: wireDecimal,
    tax: wireDecimal,
    total: wireDecimal,
    deducted: wireDecimal.meta({ description: "a final invoice: what its deposit invoices come to (gross)" }),
    amountDue: wireDecimal.meta({ description: "total - deducted (a credit note: negative, what is given back)" }),
    open: wireDecimal.meta({ description: "what is still to be paid of it (the booking's payments, in issue order)" }),
    taxBreakdown: z.array(taxPart),
    lines: z.array(
      z.object({
        text: z.string(),
        quantity: wireDecimal,
        unitPrice: wireDecimal,
        net: wireDecimal,
        taxRate: wireDecimal,
        tax: wireDecimal,
        gross: wireDecimal,
      }),
    ),
    deductions: z.array(
      z.object({ id: wireId, number: z.string(), date: wireDate, gross: wireDecimal }).catchall(z.unknown()),
    ),
    lineKeys: z
      .array(z.string())
      .meta({ description: "a split invoice: the keys of the calculation lines it invoices (empty for the others)" }),
    credits: z.object({ id: wireId, number: z.string() }).nullable(),
    creditedBy: z.object({ id: wireId, number: z.string() }).nullable(),
    reason: z.string().nullable(),
    pdfHash: z
      .string()
      .nullable()
      .meta({ description: "SHA-256 of the PDF as issued (hex); null only in the moment before it is drawn" }),
    publicUrl: z.string().meta({ description: "the guest's link to it (with its token)" }),
    createdAt: wireTimestamp,
  })
  .meta({ id: "Invoice" });

export const invoicePage = wirePage(invoiceAnswer);

/** Where a guest goes to pay an invoice (pay-invoice.ts), as the booking's checkout answers it. */
export const invoiceCheckoutAnswer = checkoutAnswer;

/** A resort or a vessel with its name. */
const assetAnswer = z
  .object({ kind: z.enum(["resort", "vessel"]), id: wireId, name: z.string() })
  .meta({ id: "Asset" });

const docSums = z.object({ count: wireInt, net: wireDecimal, tax: wireDecimal, total: wireDecimal });

const reportSums = z.object({
  currency: z.string(),
  paid: wireDecimal.meta({ description: "payments less refunds and reversals" }),
  payments: wireInt.meta({ description: "how many payment rows" }),
  byMethod: z.array(z.object({ method: z.string(), amount: wireDecimal, count: wireInt })),
  invoices: docSums,
  credits: docSums.meta({ description: "the credit notes (negative)" }),
});

/** GET /api/bookings/report/finance (format=json). */
export const financeReportAnswer = z
  .object({
    from: wireDate,
    to: wireDate,
    groups: z.array(
      z.object({
        asset: assetAnswer.nullable().meta({ description: "the booking's own resort or vessel" }),
        payments: z.array(
          z.object({
            id: wireId,
            date: wireDate,
            bookingId: wireId,
            bookingNumber: z.string(),
            method: z.string(),
            status: z.enum(["paid", "refunded", "reversal"]),
            amount: wireDecimal.meta({ description: "in the booking's currency; a refund or reversal negative" }),
            currency: z.string(),
            foreignAmount: wireDecimal.nullable(),
            foreignCurrency: z.string().nullable(),
            reference: z.string().nullable(),
          }),
        ),
        invoices: z.array(
          z.object({
            id: wireId,
            number: z.string(),
            series: z.enum(["invoice", "credit"]),
            kind: z.enum(["full", "deposit", "final", "split", "credit"]),
            date: wireDate,
            bookingId: wireId,
            bookingNumber: z.string(),
            buyer: z.string(),
            currency: z.string(),
            net: wireDecimal,
            tax: wireDecimal,
            total: wireDecimal,
            amountDue: wireDecimal,
          }),
        ),
        sums: z.array(reportSums),
      }),
    ),
    totals: z.array(reportSums),
  })
  .meta({ id: "FinanceReport" });

/** GET /api/bookings/assetShare: a page of bookings with their shares, and the sums of all. */
export const assetShareAnswer = wirePage(
  z.object({
    id: wireId,
    number: z.string(),
    state: z.string(),
    customer: z.string().nullable(),
    dateFrom: wireDate,
    dateTo: wireDate,
    currency: z.string(),
    total: wireDecimal,
    shares: z.array(
      z.object({
        asset: assetAnswer,
        nights: wireInt.meta({ description: "the nights on it (several rooms on one night count once)" }),
        lines: wireDecimal.meta({ description: "the lines of its rooms, cabins and prices" }),
        byNights: wireDecimal.meta({ description: "its part of the whole booking's lines, by nights" }),
        total: wireDecimal,
      }),
    ),
  }),
)
  .extend({
    totals: z.array(
      z.object({ asset: assetAnswer, currency: z.string(), bookings: wireInt, nights: wireInt, total: wireDecimal }),
    ),
  })
  .meta({ id: "AssetSharePage" });
