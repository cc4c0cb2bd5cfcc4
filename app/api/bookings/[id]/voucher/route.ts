// GET /api/bookings/{bookingNo}/voucher: the booking's voucher as PDF, by its number or id.
import { z } from "zod";
import { renderBookingPaper } from "@/lib/domain/papers/render-booking-paper";
import { forceQuery, isForced } from "@/lib/domain/papers/schemas";
import { file } from "@/lib/http/answers";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { pdfResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The booking's voucher (guests, rooms or cabins, dates; no prices) as PDF; {id} is a booking number or the " +
      "id. 409 unless the booking is confirmed or settled, or force=true.",
    scopes: BOOKING_READ_SCOPES,
    params: z.object({ id: z.string().max(200) }),
    query: forceQuery,
    response: file("application/pdf", "the voucher"),
  },
  async ({ params, query, principal }) => {
    const { pdf, fileName } = await renderBookingPaper(
      { ref: params.id, template: "voucher", force: isForced(query) },
      principal,
    );
    return pdfResponse(pdf, fileName);
  },
);
