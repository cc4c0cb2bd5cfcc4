// GET /api/guestform/linked?customerId=: the guest forms a customer is on, over their bookings.
import { z } from "zod";
import { guestFormLinkAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { linkedGuestForms } from "@/lib/domain/forms/guest-form-lists";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { GUEST_FORM_READERS } from "@/lib/domain/forms/guest-form-access";

export const GET = route(
  {
    summary: "The guest forms of one customer, over the bookings they are a guest of (newest stay first, at most 100).",
    scopes: GUEST_FORM_READERS,
    query: z.object({ customerId: id() }),
    response: z.array(guestFormLinkAnswer),
  },
  ({ query, principal }) => linkedGuestForms(principal, query.customerId),
);
