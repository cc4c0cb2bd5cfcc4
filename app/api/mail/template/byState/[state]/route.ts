// GET /api/mail/template/byState/{state}: the template a change to this booking state offers.
import { z } from "zod";
import { BOOKING_STATES } from "@/lib/domain/booking/states";
import { mailTemplateForState } from "@/lib/domain/mail/mail-templates";
import { MAIL_TEMPLATE_READ_SCOPES, mailTemplateAnswer } from "@/lib/domain/mail/template-schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The active mail template a change to this booking state offers (confirmed: the confirmation, planned: the option reminder ...); 404 when there is none.",
    scopes: MAIL_TEMPLATE_READ_SCOPES,
    params: z.object({ state: z.enum(BOOKING_STATES, { error: "validation.invalidValue" }) }),
    response: mailTemplateAnswer,
  },
  ({ params }) => mailTemplateForState(params.state),
);
