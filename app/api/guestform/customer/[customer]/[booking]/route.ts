// GET /api/guestform/customer/{customer}/{booking}: the guest form of one guest of a booking (staff).
import { z } from "zod";
import { guestFormAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { guestFormOfGuest } from "@/lib/domain/forms/guest-form-access";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { GUEST_FORM_READERS } from "@/lib/domain/forms/guest-form-access";

export const GET = route(
  {
    summary:
      "The guest form a customer fills for a booking (their own, or the booking's one form with MULTI_GF), as GET /api/guestform/{id} answers it; 404 when they are no guest of it.",
    scopes: GUEST_FORM_READERS,
    params: z.object({ customer: id(), booking: id() }),
    response: guestFormAnswer,
  },
  ({ params, principal }) => guestFormOfGuest(principal, params.customer, params.booking),
);
