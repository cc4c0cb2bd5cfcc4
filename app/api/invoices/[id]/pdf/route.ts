// GET /api/invoices/{id}/pdf: the PDF as issued (its SHA-256 is the invoice's pdfHash); for staff
// and whoever may read its booking, or a guest with the token of the invoice's link.
import { z } from "zod";
import { invoicePdf } from "@/lib/domain/finance/invoice-view";
import { invoiceFor } from "@/lib/domain/finance/pay-invoice";
import { file } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { id, text } from "@/lib/validation/validators";

export const GET = route(
  {
    summary:
      "The invoice's PDF as issued (application/pdf): for users who may read its booking, or with ?token= (the invoice link's token); anyone else gets 404.",
    params: z.object({ id: id() }),
    query: z.object({ token: optional(text({ max: 200 })) }),
    response: file("application/pdf", "the invoice as issued"),
  },
  async ({ params, query, principal }) => {
    await invoiceFor(params.id, query.token, principal);
    const { number, pdf } = await invoicePdf(params.id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${number}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
