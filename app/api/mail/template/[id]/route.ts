// GET, PUT, DELETE /api/mail/template/{id}: one mail template (lib/domain/mail).
import { z } from "zod";
import { getMailTemplate } from "@/lib/domain/mail/mail-templates";
import { deleteMailTemplate, saveMailTemplate } from "@/lib/domain/mail/save-mail-template";
import {
  MAIL_TEMPLATE_READ_SCOPES,
  MAIL_TEMPLATE_WRITE_SCOPES,
  mailTemplateAnswer,
  mailTemplateSchema,
} from "@/lib/domain/mail/template-schemas";
import { noContent } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

const params = z.object({ id: id() });

export const GET = route(
  { summary: "One mail template.", scopes: MAIL_TEMPLATE_READ_SCOPES, params, response: mailTemplateAnswer },
  ({ params }) => getMailTemplate(params.id),
);

export const PUT = route(
  {
    summary:
      "Change a mail template (the whole template, as POST takes it); an unknown merge field is a 400 naming it.",
    scopes: MAIL_TEMPLATE_WRITE_SCOPES,
    params,
    body: mailTemplateSchema,
    response: mailTemplateAnswer,
  },
  ({ params, body, principal }) => saveMailTemplate({ ...body, id: params.id }, principal),
);

export const DELETE = route(
  {
    summary: "Delete a mail template; mails sent with it stay in the history.",
    scopes: MAIL_TEMPLATE_WRITE_SCOPES,
    params,
    response: noContent,
  },
  ({ params, principal }) => deleteMailTemplate(params.id, principal),
);
