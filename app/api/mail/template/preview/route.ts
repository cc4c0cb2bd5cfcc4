// POST /api/mail/template/preview: a template's text rendered with a real booking (lib/domain/mail/preview-mail.ts).
import { z } from "zod";
import { previewMail, previewSchema } from "@/lib/domain/mail/preview-mail";
import { MAIL_TEMPLATE_READ_SCOPES } from "@/lib/domain/mail/template-schemas";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "A template's text ({bookingId, language, content: {subject, html, text?}}) rendered with that booking's merge values and text blocks: {subject, html (CSS inlined), text}. Nothing is sent; an unknown merge field is a 400 naming it, a booking that is not there a 404.",
    scopes: MAIL_TEMPLATE_READ_SCOPES,
    body: previewSchema,
    response: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
  },
  ({ body }) => previewMail(body),
);
