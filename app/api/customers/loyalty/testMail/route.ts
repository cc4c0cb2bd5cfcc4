// POST /api/customers/loyalty/testMail: a customer template, rendered with a customer, to the
// current user (lib/domain/mail/send-loyalty-test-mail.ts).
import { z } from "zod";
import { loyaltyTestMailSchema, sendLoyaltyTestMail } from "@/lib/domain/mail/send-loyalty-test-mail";
import { route } from "@/lib/http/route";
import { LOCALES } from "@/lib/i18n/locale";
import { wireId } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "The customers' loyalty test mail: a template ({templateId, customerId?, language?, content?: {subject, html, text?} as edited}) rendered with a customer's merge values (the one named, else the newest) and mailed to the current user's address, to check it before guests get it; it belongs to no customer. 409 when the user has no address, 404 for an unknown template or customer.",
    scopes: ["customers.update"],
    body: loyaltyTestMailSchema,
    response: z.object({
      mailId: wireId,
      to: z.string(),
      subject: z.string(),
      customerId: wireId,
      language: z.enum(LOCALES),
    }),
  },
  ({ body, principal }) => sendLoyaltyTestMail(body, principal),
);
