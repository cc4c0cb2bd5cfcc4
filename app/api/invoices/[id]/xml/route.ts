// GET /api/invoices/{id}/xml: the invoice's EN 16931 e-invoice as issued (XRechnung 3.0, UBL), a
// download; 409 naming what the company's or buyer's data lacked when it had none
// (lib/domain/finance/e-invoice.ts).
import { z } from "zod";
import { invoiceXml } from "@/lib/domain/finance/e-invoice";
import { INVOICE_READ_SCOPES } from "@/lib/domain/finance/invoice-view";
import { sealInvoice } from "@/lib/domain/finance/seal-invoice";
import { file } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const GET = route(
  {
    summary: "The invoice's e-invoice as issued: XRechnung (EN 16931, UBL) as application/xml.",
    scopes: INVOICE_READ_SCOPES,
    params: z.object({ id: id() }),
    response: file("application/xml", "the XRechnung (UBL) as issued"),
  },
  async ({ params, locale }) => {
    // an invoice whose sealing was cut short gets its PDF and e-invoice now
    await sealInvoice(params.id);
    const { number, xml } = await invoiceXml(params.id, locale);
    return new Response(xml, {
      headers: {
        "content-type": "application/xml; charset=utf-8",
        "content-disposition": `attachment; filename="${number}.xml"`,
      },
    });
  },
);
