// GET and PUT /api/guestform/{id}: a guest form. With ?token= (the link's) for the guest, without a
// login; a wrong token is the same 404 as a missing form, and wrong tokens are rate limited per
// address. Without a token, staff who see the form's booking read it (customers.read,
// bookings.read, an agency its own). PUT saves answers (the form autosaves) or submits.
import { z } from "zod";
import type { NextRequest } from "next/server";
import { guestFormAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { staffGuestFormView, withGuestFormByToken } from "@/lib/domain/forms/guest-form-access";
import { guestFormView } from "@/lib/domain/forms/guest-form-view";
import { saveGuestForm, saveGuestFormSchema } from "@/lib/domain/forms/save-guest-form";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { id, text } from "@/lib/validation/validators";

const params = z.object({ id: id() });
const query = z.object({ token: optional(text({ max: 200 })) });

export const GET = route(
  {
    summary:
      "A guest form: its booking, its guests (one, or all with MULTI_GF) with their answers per section, uploads and what is still missing. ?token= for the guest (no login); staff without a token.",
    params,
    query,
    response: guestFormAnswer,
  },
  async ({ params, query, principal, req }) =>
    query.token
      ? withGuestFormByToken(params.id, query.token, clientAddress((req as NextRequest).headers), (form, tx) =>
          guestFormView(tx, form),
        )
      : staffGuestFormView(principal, params.id),
);

export const PUT = route(
  {
    summary:
      "Save a guest form's answers ({guests: {<customerId>: {<section>: {...}}}, submit?, language?}; a section sent replaces the stored one) with ?token=. submit: 400 naming every missing field while anything is missing. Answers the form as GET does.",
    params,
    query: z.object({ token: text({ min: 1, max: 200 }) }),
    body: saveGuestFormSchema,
    response: guestFormAnswer,
  },
  async ({ params, query, body, principal, req }) =>
    withGuestFormByToken(params.id, query.token, clientAddress(req.headers), (form, tx) =>
      saveGuestForm(form, body, principal, tx),
    ),
);
