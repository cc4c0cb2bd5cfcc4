// GET /api/guestform/self: the logged-in customer's own guest forms with their links.
import { z } from "zod";
import { guestFormLinkAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { ownGuestForms } from "@/lib/domain/forms/guest-form-lists";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The logged-in customer's own guest forms (customers.self), with their links.",
    scopes: ["customers.self"],
    response: z.array(guestFormLinkAnswer),
  },
  ({ principal }) => ownGuestForms(principal),
);
