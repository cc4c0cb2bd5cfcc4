// POST /api/invoices/{id}/credit: a credit note cancels the invoice (lib/domain/finance/credit-invoice.ts).
import { z } from "zod";
import { invoiceAnswer } from "@/lib/domain/finance/answer-schemas";
import { creditInvoice } from "@/lib/domain/finance/credit-invoice";
import { loadInvoice } from "@/lib/domain/finance/invoice-view";
import { createdWith } from "@/lib/http/answers";
import { created, route } from "@/lib/http/route";
import { id, text } from "@/lib/validation/validators";

export const POST = route(
  {
    summary:
      "Issue a credit note cancelling the invoice (every figure negated, its own number series, the reason kept): 201 with the credit note. 409 for an invoice cancelled already or a credit note.",
    scopes: ["bookings.update"],
    params: z.object({ id: id() }),
    body: z.object({ reason: text({ min: 1, max: 500 }) }),
    idempotent: true,
    response: createdWith(invoiceAnswer),
  },
  async ({ params, body, principal }) =>
    created(await loadInvoice(await creditInvoice({ invoiceId: params.id, reason: body.reason }, principal))),
);
