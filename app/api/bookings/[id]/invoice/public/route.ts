// POST /api/bookings/{id}/invoice/public: pay the booking's invoice from its public link (provider,
// level), as PUT /api/widget/invoice/{id} does (lib/domain/finance/pay-invoice.ts).
import { z } from "zod";
import { invoiceCheckoutAnswer } from "@/lib/domain/finance/answer-schemas";
import { openInvoiceOfBooking, payInvoice, payInvoiceSchema } from "@/lib/domain/finance/pay-invoice";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const POST = route(
  {
    summary:
      "Pay what is open of the booking's invoice ({invoiceId?, token, provider?, level?}: the newest open invoice unless named; the token of its link unless the caller may read the booking; level is accepted for the old clients and means what is open): {provider, url, reference, amount, currency, instructions?}. 404 without the right token.",
    params: z.object({ id: id() }),
    body: payInvoiceSchema.extend({
      invoiceId: id().optional(),
      level: z.enum(["open", "deposit", "rest", "full"], { error: "validation.invalidValue" }).optional(),
    }),
    idempotent: "guests",
    response: invoiceCheckoutAnswer,
  },
  async ({ params, body, principal }) =>
    payInvoice(await openInvoiceOfBooking(params.id, body.invoiceId), body, principal),
);
