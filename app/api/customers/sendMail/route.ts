// POST /api/customers/sendMail: a template mail to a customer (lib/domain/mail/send-template-mail.ts).
import { sendCustomerTemplateMail, templateMailAnswer, templateMailSchema } from "@/lib/domain/mail/send-template-mail";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const POST = route(
  {
    summary:
      "Mail a customer from a template ({customerId, templateId, to?: customer | an address, language?, content?: {subject, html, text?} as edited}), rendered with the customer's merge values; it leaves after the commit and shows in the customer's mails. 409 when the customer has no address.",
    scopes: ["customers.update"],
    body: templateMailSchema.omit({ attachments: true, force: true }).extend({ customerId: id() }),
    response: templateMailAnswer,
  },
  ({ body, principal }) => sendCustomerTemplateMail(body, principal),
);
