// GET /api/bookings/{id}/templates: the documents the booking prints ({id}: its id or number).
import { z } from "zod";
import { bookingPaperTemplates } from "@/lib/domain/papers/render-booking-paper";
import { BOOKING_TEMPLATES } from "@/lib/domain/papers/templates";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The booking's documents (offer, confirmation, voucher), named in the caller's language; `fits`: the " +
      "booking's state prints it without force. {id} is the booking's id or one of its numbers.",
    scopes: BOOKING_READ_SCOPES,
    params: z.object({ id: z.string().max(200) }),
    response: z.array(z.object({ id: z.enum(BOOKING_TEMPLATES), name: z.string(), fits: z.boolean() })),
  },
  ({ params, principal, locale }) => bookingPaperTemplates(params.id, principal, locale),
);
