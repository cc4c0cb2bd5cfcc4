// GET /api/invoices/{id}/pdf: the PDF as issued (its SHA-256 is the invoice's pdfHash).
import { z } from "zod";
import { INVOICE_READ_SCOPES, invoicePdf } from "@/lib/domain/finance/invoice-view";
import { file } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const GET = route(
  {
    summary: "The invoice's PDF as issued (application/pdf).",
    scopes: INVOICE_READ_SCOPES,
    params: z.object({ id: id() }),
    response: file("application/pdf", "the invoice as issued"),
  },
  async ({ params }) => {
    const { number, pdf } = await invoicePdf(params.id);
    return new Response(new Uint8Array(pdf), {
      headers: { "content-type": "application/pdf", "content-disposition": `inline; filename="${number}.pdf"` },
    });
  },
);
