// GET /api/mail/template: mail templates paged, by category and booking state. POST: a new one
// (lib/domain/mail/save-mail-template.ts; an unknown merge field is a 400 naming it).
import { listMailTemplates } from "@/lib/domain/mail/mail-templates";
import { saveMailTemplate } from "@/lib/domain/mail/save-mail-template";
import {
  MAIL_TEMPLATE_READ_SCOPES,
  MAIL_TEMPLATE_WRITE_SCOPES,
  mailTemplateAnswer,
  mailTemplateRow,
  mailTemplateSchema,
} from "@/lib/domain/mail/template-schemas";
import { createdWith } from "@/lib/http/answers";
import { created, route } from "@/lib/http/route";
import { readListQuery } from "@/lib/resources/list-query";
import { wirePage } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Mail templates without their texts ({data, total, page, size}), by category, booking state and name unless sorted: page, size, sort (name, category, state, updatedAt), order, search (name), filter[category] (Text, Payment, Cancellation, Information, Price, Custom), filter[state] (a booking state).",
    scopes: MAIL_TEMPLATE_READ_SCOPES,
    response: wirePage(mailTemplateRow),
  },
  ({ req }) => listMailTemplates(readListQuery(req.nextUrl.searchParams)),
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
