// GET /api/bookings/{bookingNo}/download: the booking's document as PDF, by its number or id.
import { renderBookingPaper } from "@/lib/domain/papers/render-booking-paper";
import { forceQuery, isForced, templateParam } from "@/lib/domain/papers/schemas";
import { file } from "@/lib/http/answers";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { pdfResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  {
    summary:
      "The booking's document as PDF; {id} is a booking, reservation or offer number (or the id). template: offer, " +
      "confirmation or voucher (default: the one the state prints); force=true prints it in any state (else 409).",
    scopes: BOOKING_READ_SCOPES,
    params: z.object({ id: z.string().max(200) }),
    query: forceQuery.extend({ template: templateParam.optional() }),
    response: file("application/pdf", "the document"),
  },
  async ({ params, query, principal }) => {
    const { pdf, fileName } = await renderBookingPaper(
      { ref: params.id, template: query.template, force: isForced(query) },
      principal,
    );
    return pdfResponse(pdf, fileName);
  },
);
