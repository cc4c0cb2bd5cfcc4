// PUT /api/widget/invoice/{id}: the guest pays what is open of an invoice from its public link
// (lib/domain/finance/pay-invoice.ts).
import { z } from "zod";
import { invoiceCheckoutAnswer } from "@/lib/domain/finance/answer-schemas";
import { payInvoice, payInvoiceSchema } from "@/lib/domain/finance/pay-invoice";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const PUT = route(
  {
    summary:
      "Pay what is open of an invoice ({token, provider?}: the token of the invoice's link, unless the caller may read its booking): {provider, url, reference, amount, currency, instructions?}. 404 without the right token; 409 when nothing is open.",
    params: z.object({ id: id() }),
    body: payInvoiceSchema,
    idempotent: "guests",
    response: invoiceCheckoutAnswer,
  },
  ({ params, body, principal }) => payInvoice(params.id, body, principal),
);
