// POST /api/customers/loyalty/testMail (spec part 1: the customers' "loyalty test mail"): a
// customer template (a birthday greeting, a returning guest's offer) rendered with a customer's
// merge values -- the one named, else the newest -- and mailed to the current user to check it
// before it goes to guests. It belongs to no customer (not in their mails) and changes nothing.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locale";
import { optional } from "../../resources/fields";
import { id } from "../../validation/validators";
import { customerMergeData } from "./merge-data";
import { renderForBooking } from "./preview-mail";
import { templateText } from "./send-template-mail";
import { templateTextSchema } from "./template-schemas";
import { ownAddress, queueTestMail } from "./test-mail";

export const loyaltyTestMailSchema = z.object({
  templateId: id(),
  customerId: optional(id()),
  language: optional(z.enum(LOCALES, { error: "validation.choice" })),
  /** the subject and body as being edited; the template's own when left out */
  content: templateTextSchema.optional(),
});

export async function sendLoyaltyTestMail(input: z.infer<typeof loyaltyTestMailSchema>, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const to = await ownAddress(tx, actor);
      const customer = input.customerId
        ? await tx.customer.findUnique({ where: { id: input.customerId }, select: { id: true } })
        : await tx.customer.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
      if (!customer) throw notFound();
      const { text, language } = await templateText(tx, input, input.language ?? DEFAULT_LOCALE);
      const mail = await renderForBooking(text, language, await customerMergeData(customer.id, tx), tx);
      return queueTestMail(tx, actor, to, mail, {
        kind: "loyaltyTest",
        templateId: input.templateId,
        audit: { action: "customer.loyaltyTestMailSent", entity: "mailtemplate", entityId: input.templateId },
        about: { customerId: customer.id, language },
      });
    },
    { tx },
  );
}
