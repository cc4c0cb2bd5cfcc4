// GET /api/guestform/links?bookingId=: a booking's guest forms with their links (copy the link to a guest).
import { z } from "zod";
import { guestFormLinkAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { guestFormLinks } from "@/lib/domain/forms/guest-form-lists";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { GUEST_FORM_READERS } from "@/lib/domain/forms/guest-form-access";

export const GET = route(
  {
    summary:
      "A booking's guest forms, one per guest (or one for all with MULTI_GF), with status, how many fields are missing and the link (url) to send.",
    scopes: GUEST_FORM_READERS,
    query: z.object({ bookingId: id() }),
    response: z.array(guestFormLinkAnswer),
  },
  ({ query, principal }) => guestFormLinks(principal, query.bookingId),
);
