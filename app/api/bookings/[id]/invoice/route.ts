// POST /api/bookings/{id}/invoice: issue an invoice from the booking (lib/domain/finance/issue-invoice.ts).
import { z } from "zod";
import { invoiceAnswer } from "@/lib/domain/finance/answer-schemas";
import { INVOICE_KINDS, issueInvoice } from "@/lib/domain/finance/issue-invoice";
import { loadInvoice } from "@/lib/domain/finance/invoice-view";
import { createdWith } from "@/lib/http/answers";
import { bookingWrite } from "@/lib/http/booking-route";
import { created } from "@/lib/http/route";

export const POST = bookingWrite(
  {
    summary:
      "Issue an invoice: kind full (the whole booking), deposit (its deposit) or final (the rest, deducting the deposit invoices). Answers 201 with the invoice (number gap-free per series and year, tax per rate, open, publicUrl). 409 for a booking invoiced already for those lines, an empty one, or a price that changed since it was stored.",
    body: z.object({ kind: z.enum(INVOICE_KINDS, { error: "validation.invalidValue" }).default("full") }),
    staffOnly: true,
    response: createdWith(invoiceAnswer),
  },
  async ({ bookingId, body, actor }) =>
    created(await loadInvoice(await issueInvoice({ bookingId, kind: body.kind }, actor))),
);
