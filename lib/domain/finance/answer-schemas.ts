// What the invoice endpoints answer, as zod schemas (RouteSpec.response): an invoice or credit note
// as issued, with what is open of it and its public link (invoice-view.ts). The OpenAPI document
// shows them and the API tests check every answer against them.
import { z } from "zod";
import { checkoutAnswer } from "../payments/answer-schemas";
import { wireDate, wireDecimal, wireId, wirePage, wireTimestamp } from "../../validation/wire";

const taxPart = z.object({ rate: wireDecimal, net: wireDecimal, tax: wireDecimal });

export const invoiceAnswer = z
  .object({
    id: wireId,
    number: z.string(),
    series: z.enum(["invoice", "credit"]),
    kind: z.enum(["full", "deposit", "final", "credit"]),
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
    credits: z.object({ id: wireId, number: z.string() }).nullable(),
    creditedBy: z.object({ id: wireId, number: z.string() }).nullable(),
    reason: z.string().nullable(),
    pdfHash: z.string().meta({ description: "SHA-256 of the PDF as issued (hex)" }),
    publicUrl: z.string().meta({ description: "the guest's link to it (with its token)" }),
    createdAt: wireTimestamp,
  })
  .meta({ id: "Invoice" });

export const invoicePage = wirePage(invoiceAnswer);

/** Where a guest goes to pay an invoice (pay-invoice.ts), as the booking's checkout answers it. */
export const invoiceCheckoutAnswer = checkoutAnswer;
