// GET /api/bookings/{id}/templates/{templateId}: one of the booking's documents as PDF; POST the
// same with custom data (a note, another intro or closing, another language).
import { z } from "zod";
import type { Principal } from "@/lib/auth/principal";
import { renderBookingPaper } from "@/lib/domain/papers/render-booking-paper";
import { forceQuery, isForced, paperCustomSchema, templateParam } from "@/lib/domain/papers/schemas";
import { file } from "@/lib/http/answers";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { pdfResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";

const params = z.object({ id: z.string().max(200), templateId: templateParam });
const response = file("application/pdf", "the document");

type Input = { params: z.infer<typeof params>; query: z.infer<typeof forceQuery>; principal: Principal };
const paper = async ({ params, query, principal }: Input, custom?: z.infer<typeof paperCustomSchema>) => {
  const { pdf, fileName } = await renderBookingPaper(
    { ref: params.id, template: params.templateId, force: isForced(query), custom },
    principal,
  );
  return pdfResponse(pdf, fileName);
};

export const GET = route(
  {
    summary:
      "The booking's document `templateId` (offer, confirmation, voucher) as PDF in the booking's language; 409 " +
      "when the booking's state does not fit it, unless force=true. {id} is the booking's id or one of its numbers.",
    scopes: BOOKING_READ_SCOPES,
    params,
    query: forceQuery,
    response,
  },
  (input) => paper(input),
);

export const POST = route(
  {
    summary:
      "The document as GET answers it, with custom data: note (printed on it), intro or closing (instead of the " +
      "text blocks), language (de, en).",
    scopes: BOOKING_READ_SCOPES,
    params,
    query: forceQuery,
    body: paperCustomSchema,
    response,
  },
  (input) => paper(input, input.body),
);
