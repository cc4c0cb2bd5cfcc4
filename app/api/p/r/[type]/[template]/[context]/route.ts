// GET /api/p/r/{type}/{template}/{context}: a document rendered for a link (type booking: the
// booking's offer, confirmation or voucher; context: its id or number). Open to the guest holding
// the booking's access token (?token=), and to whoever may read the booking; 404 otherwise.
import { z } from "zod";
import { renderLinkedPaper } from "@/lib/domain/papers/render-booking-paper";
import { templateParam } from "@/lib/domain/papers/schemas";
import { file } from "@/lib/http/answers";
import { pdfResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { text } from "@/lib/validation/validators";

export const GET = route(
  {
    summary:
      "A document as PDF for a link: type booking, template offer|confirmation|voucher (only the one the booking's " +
      "state fits), context the booking's id or number. Needs ?token= (the booking's access token) unless the " +
      "caller's booking scope covers it; 404 otherwise.",
    params: z.object({ type: z.string().max(40), template: templateParam, context: z.string().max(200) }),
    query: z.object({ token: optional(text({ max: 512 })) }),
    response: file("application/pdf", "the document"),
  },
  async ({ params, query, principal }) => {
    const { pdf, fileName } = await renderLinkedPaper(
      { type: params.type, template: params.template, context: params.context, token: query.token },
      principal,
    );
    return pdfResponse(pdf, fileName);
  },
);
