// GET /api/mail/template: mail templates paged, by category and booking state. POST: a new one
// (lib/domain/mail/save-mail-template.ts; an unknown merge field is a 400 naming it).
import { listMailTemplates } from "@/lib/domain/mail/mail-templates";
import { saveMailTemplate } from "@/lib/domain/mail/save-mail-template";
import {
  MAIL_TEMPLATE_READ_SCOPES,
  MAIL_TEMPLATE_WRITE_SCOPES,
  mailTemplateAnswer,
  mailTemplateListQuery,
  mailTemplateSchema,
} from "@/lib/domain/mail/template-schemas";
import { createdWith } from "@/lib/http/answers";
import { created, route } from "@/lib/http/route";
import { wirePage } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Mail templates ({data, total, page, size}) ordered by category, booking state and name: page, size, category (Text, Payment, Cancellation, Information, Price, Custom), state (a booking state), search (name).",
    scopes: MAIL_TEMPLATE_READ_SCOPES,
    query: mailTemplateListQuery,
    response: wirePage(mailTemplateAnswer),
  },
  ({ query }) => listMailTemplates(query),
);

export const POST = route(
  {
    summary:
      "A new mail template ({name, category, state?, content: {de|en: {subject, html, text?}}, design?, active}); merge fields as {{booking.number}}, {{text.KEY}}: an unknown one is a 400 naming it.",
    scopes: MAIL_TEMPLATE_WRITE_SCOPES,
    body: mailTemplateSchema,
    response: createdWith(mailTemplateAnswer),
  },
  async ({ body, principal }) => created(await saveMailTemplate(body, principal)),
);
