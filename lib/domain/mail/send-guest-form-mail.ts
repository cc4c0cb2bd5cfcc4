// POST /api/bookings/{id}/sendGuestFormMail: mails each guest of a booking the link to their own
// guest form, or with MULTI_GF the booker the link to the booking's one form for all guests,
// through a template carrying {{link.guestForm}} (the one named, else the first active template
// that carries the link), in the form's language, {{customer.*}} being the recipient. One form
// only with `formId` (the staff lists' "send mail" of a row). Queued in the transaction (it leaves
// after the commit) as MailMessage rows (kind guestForm) of the booking and the recipient, with an
// audit row. A form whose link was mailed before (queued or sent) is a 409 unless `force`; guests
// without an address are answered as skipped.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "../../i18n/locale";
import { queueMail } from "../../mail/outbox";
import { optional } from "../../resources/fields";
import { id } from "../../validation/validators";
import { lockBooking } from "../booking/lock-booking";
import { loadBookingView } from "../booking/view";
import { guestFormUrl } from "../forms/guest-form-lists";
import { syncGuestForms } from "../forms/guest-form-sync";
import { contentOf } from "./mail-templates";
import { bookingMergeData } from "./merge-data";
import { mergeFieldsIn } from "./merge-fields";
import { renderForBooking } from "./preview-mail";
import { refused, templateText } from "./send-template-mail";

export const guestFormMailSchema = z.object({
  /** the template; none: the first active one carrying {{link.guestForm}} */
  templateId: optional(id()),
  /** one form only; none: every form of the booking */
  formId: optional(id()),
  language: optional(z.enum(LOCALES, { error: "validation.invalidValue" })),
  force: z.boolean().default(false),
});
export type GuestFormMailInput = z.infer<typeof guestFormMailSchema>;

export const guestFormMailAnswer = z.object({
  mails: z.array(z.object({ mailId: z.number().int(), formId: z.number().int(), to: z.string() })),
  /** forms whose guest has no e-mail address */
  skipped: z.array(z.object({ formId: z.number().int(), name: z.string() })),
});

const CARRIES_LINK = "link.guestForm";

/** The first active template whose text carries the guest form link, in id order; 409 when none does. */
async function guestFormTemplate(tx: Tx): Promise<number> {
  const templates = await tx.mailTemplate.findMany({
    where: { active: true },
    select: { id: true, content: true },
    orderBy: { id: "asc" },
    take: 500,
  });
  const found = templates.find((t) =>
    Object.values(contentOf(t)).some(
      (c) => c && mergeFieldsIn(`${c.subject}${c.html}${c.text ?? ""}`).includes(CARRIES_LINK),
    ),
  );
  if (!found) throw refused("noGuestFormTemplate");
  return found.id;
}

const person = { id: true, email: true, fullName: true, firstName: true, lastName: true } as const;

export async function sendGuestFormMail(input: GuestFormMailInput & { bookingId: number }, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      // the booking locked: two sends run one after the other (staff only: the route's scope)
      await lockBooking(tx, input.bookingId, actor, { action: "sendMail" });
      const active = await syncGuestForms(tx, input.bookingId);
      const forms = input.formId ? active.filter((f) => f.id === input.formId) : active;
      if (input.formId && !forms.length) throw notFound();
      if (!forms.length) throw refused("noGuestForms");
      const booking = await tx.booking.findUniqueOrThrow({
        where: { id: input.bookingId },
        select: { language: true, customer: { select: person } },
      });
      const ids = forms.flatMap((f) => (f.customerId ? [f.customerId] : []));
      const people = new Map(
        (await tx.customer.findMany({ where: { id: { in: ids } }, select: person })).map((c) => [c.id, c]),
      );
      // a multi-guest form goes to the booker; a guest's form to the guest
      const recipientOf = (f: (typeof forms)[number]) =>
        f.multi ? (booking.customer ?? people.get(f.customerId ?? -1)) : people.get(f.customerId ?? -1);
      const before = await tx.mailMessage.findFirst({
        where: {
          bookingId: input.bookingId,
          kind: "guestForm",
          status: { in: ["queued", "sent"] },
          customerId: { in: forms.flatMap((f) => (recipientOf(f)?.id ? [recipientOf(f)!.id] : [])) },
        },
        select: { to: true },
        orderBy: { id: "desc" },
      });
      if (before && !input.force) throw refused("alreadySentGuestForm", { to: before.to });
      const templateId = input.templateId ?? (await guestFormTemplate(tx));
      const data = await bookingMergeData(await loadBookingView(input.bookingId, {}, tx), tx);
      const mails: { mailId: number; formId: number; to: string }[] = [];
      const skipped: { formId: number; name: string }[] = [];
      for (const form of forms) {
        const r = recipientOf(form);
        if (!r?.email?.trim()) {
          skipped.push({ formId: form.id, name: r?.fullName ?? "" });
          continue;
        }
        const wanted = input.language ?? [form.language, booking.language].find(isLocale) ?? DEFAULT_LOCALE;
        const { text, language } = await templateText(tx, { templateId }, wanted);
        const mail = await renderForBooking(
          text,
          language,
          { ...data, customer: r, links: { ...data.links, guestForm: guestFormUrl(form) } },
          tx,
        );
        const outboxId = await queueMail(
          tx,
          { to: r.email, subject: mail.subject, html: mail.html, text: mail.text },
          {
            kind: "guestForm",
            bookingId: input.bookingId,
            customerId: r.id,
            templateId,
            userId: actor.user?.id ?? null,
          },
        );
        const row = await tx.mailMessage.findUniqueOrThrow({ where: { outboxId }, select: { id: true } });
        mails.push({ mailId: row.id, formId: form.id, to: r.email });
      }
      if (!mails.length) throw refused("noGuestFormAddress");
      await auditBy(tx, actor, {
        action: "booking.guestFormMailSent",
        entity: "booking",
        entityId: input.bookingId,
        data: { templateId, mails, skipped, force: input.force },
      });
      return { mails, skipped };
    },
    { tx },
  );
}
