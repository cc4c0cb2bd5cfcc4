// POST /api/bookings/{id}/sendMail with a template, and POST /api/customers/{id}/sendMail: a mail
// from a template (its subject and body as edited in the send dialog, if they were), rendered with
// the booking's (or the customer's) merge values in the booking's language, with the booking's
// documents attached (the confirmation PDF, the newest invoice PDF), to the customer, the agency or
// an address given. Queued in the transaction (lib/mail/outbox.ts: it leaves after the commit and
// is stored as a MailMessage row with its booking, customer and template), with an audit row. A
// template mailed for the booking before (queued or sent) is a 409 unless `force`.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../i18n/locale";
import type { MailAttachment } from "../../mail/mailer";
import { queueMail } from "../../mail/outbox";
import { optional } from "../../resources/fields";
import { email, id } from "../../validation/validators";
import { lockBooking } from "../booking/lock-booking";
import { replaceGuestToken } from "../booking/replace-guest-token";
import { loadBookingView } from "../booking/view";
import { invoicePdf } from "../finance/invoice-view";
import { payLinkUrl } from "../online/send-pay-link";
import { renderBookingPaper } from "../papers/render-booking-paper";
import { guestFormLinkFor } from "./guest-form-link";
import { bookingMergeData, customerMergeData } from "./merge-data";
import { mergeFieldsIn } from "./merge-fields";
import { contentOf } from "./mail-templates";
import { renderForBooking } from "./preview-mail";
import { assertKnownMergeFields, type TemplateText } from "./render-mail";
import { templateTextSchema } from "./template-schemas";

export const BOOKING_ATTACHMENTS = ["confirmation", "invoice"] as const;
export type BookingAttachment = (typeof BOOKING_ATTACHMENTS)[number];

const recipientSchema = z.union([z.enum(["customer", "agency"]), email()], { error: "validation.emailValid" });

/** What the send dialog posts: the template, whom to, in which language, the edits and the documents. */
export const templateMailSchema = z.object({
  templateId: id(),
  /** "customer" (default), "agency", or an address */
  to: recipientSchema.default("customer"),
  language: optional(z.enum(LOCALES, { error: "validation.invalidValue" })),
  /** the subject and body as edited in the dialog; the template's own when left out */
  content: templateTextSchema.optional(),
  attachments: z
    .array(z.enum(BOOKING_ATTACHMENTS, { error: "validation.invalidValue" }))
    .max(2)
    .default([]),
  force: z.boolean().default(false),
});
export type TemplateMailInput = z.infer<typeof templateMailSchema>;

export const templateMailAnswer = z.object({
  mailId: z.number().int(),
  to: z.string(),
  subject: z.string(),
  language: z.enum(LOCALES),
  attachments: z.array(z.string()),
});

export const refused = (key: string, values: Record<string, string> = {}) =>
  new AppError("CONFLICT", `mail.errors.${key}`, { values, details: { reason: key, ...values } });

/** The template's text in `lang` (edited or its own), else in the first language it has; 409 when it has none. */
export async function templateText(
  tx: Tx,
  input: { templateId: number; content?: TemplateText },
  lang: Locale,
): Promise<{ text: TemplateText; language: Locale }> {
  const tpl = await tx.mailTemplate.findUnique({
    where: { id: input.templateId },
    select: { id: true, content: true },
  });
  if (!tpl) throw notFound();
  const content = contentOf(tpl);
  const language = content[lang] ? lang : (LOCALES.find((l) => content[l]) ?? lang);
  const text: TemplateText | undefined = input.content ?? content[language];
  if (!text) throw refused("templateEmpty");
  assertKnownMergeFields({ [language]: text });
  return { text, language };
}

/** The rendered mail's answer and audit: to whom, what, which files. */
const summary = (mailId: number, to: string, subject: string, language: Locale, files: MailAttachment[]) => ({
  mailId,
  to,
  subject,
  language,
  attachments: files.map((a) => a.filename),
});

async function attachmentsOf(
  tx: Tx,
  bookingId: number,
  wanted: readonly BookingAttachment[],
  actor: Principal,
): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const kind of new Set(wanted)) {
    if (kind === "confirmation") {
      const paper = await renderBookingPaper({ ref: String(bookingId), template: "confirmation", force: true }, actor);
      files.push({ filename: paper.fileName, contentType: "application/pdf", base64: paper.pdf.toString("base64") });
    } else {
      const inv = await tx.invoice.findFirst({
        where: { bookingId, series: { not: "credit" } },
        select: { id: true },
        orderBy: { id: "desc" },
      });
      if (!inv) throw refused("noInvoice");
      const { number, pdf } = await invoicePdf(inv.id);
      files.push({ filename: `${number}.pdf`, contentType: "application/pdf", base64: pdf.toString("base64") });
    }
  }
  return files;
}

/**
 * `text` rendered in `language` with booking `bookingId`'s merge values as they are now. A pay
 * link (and the guest form's) carry a new guest token: made only when the text has one (which
 * makes the booking's earlier guest links stop working).
 */
export async function renderBookingTemplate(
  tx: Tx,
  bookingId: number,
  text: TemplateText,
  language: Locale,
  actor: Principal,
) {
  const view = await loadBookingView(bookingId, {}, tx);
  const data = await bookingMergeData(view, tx);
  // a pay link carries a new guest token: made only when the mail has one; the guest form's
  // link is the customer's form (or the booking's one form for all guests)
  const fields = mergeFieldsIn(`${text.subject}${text.html}${text.text ?? ""}`);
  if (fields.includes("link.payment")) {
    const { token, booking: b } = await replaceGuestToken({ bookingId }, actor, { action: "payLink", tx });
    data.links = { ...data.links, payment: payLinkUrl(b, token, "open") };
  }
  if (fields.includes("link.guestForm"))
    data.links = { ...data.links, guestForm: await guestFormLinkFor(tx, bookingId, view.customerId) };
  return renderForBooking(text, language, data, tx);
}

export async function sendBookingTemplateMail(
  input: TemplateMailInput & { bookingId: number },
  actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      // the booking locked: two sends of one template run one after the other
      await lockBooking(tx, input.bookingId, actor, { action: "sendMail" });
      const sent = await tx.mailMessage.findFirst({
        where: { bookingId: input.bookingId, templateId: input.templateId, status: { in: ["queued", "sent"] } },
        select: { createdAt: true, to: true },
        orderBy: { id: "desc" },
      });
      if (sent && !input.force) throw refused("alreadySent", { to: sent.to });
      const booking = await tx.booking.findUniqueOrThrow({
        where: { id: input.bookingId },
        select: {
          language: true,
          customerId: true,
          customer: { select: { email: true } },
          agency: { select: { email: true } },
        },
      });
      const to =
        input.to === "customer" ? booking.customer?.email : input.to === "agency" ? booking.agency?.email : input.to;
      if (!to?.trim()) throw refused(input.to === "agency" ? "noAgencyAddress" : "noRecipient");
      const wanted = input.language ?? (isLocale(booking.language) ? booking.language : DEFAULT_LOCALE);
      const { text, language } = await templateText(tx, input, wanted);
      const mail = await renderBookingTemplate(tx, input.bookingId, text, language, actor);
      const files = await attachmentsOf(tx, input.bookingId, input.attachments, actor);
      const outboxId = await queueMail(
        tx,
        { to, subject: mail.subject, html: mail.html, text: mail.text, attachments: files },
        {
          kind: "template",
          bookingId: input.bookingId,
          customerId: booking.customerId,
          templateId: input.templateId,
          userId: actor.user?.id ?? null,
        },
      );
      const row = await tx.mailMessage.findUniqueOrThrow({ where: { outboxId }, select: { id: true } });
      const answer = summary(row.id, to, mail.subject, language, files);
      await auditBy(tx, actor, {
        action: "booking.mailSent",
        entity: "booking",
        entityId: input.bookingId,
        data: { ...answer, templateId: input.templateId, force: input.force },
      });
      return answer;
    },
    { tx },
  );
}

/** A template mail to a customer, with the customer's merge values (no booking: no documents). */
export async function sendCustomerTemplateMail(
  input: Omit<TemplateMailInput, "attachments" | "force"> & { customerId: number },
  actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      // staff only (the route's scope): any customer
      const customer = await tx.customer.findUnique({
        where: { id: input.customerId },
        select: { id: true, email: true },
      });
      if (!customer) throw notFound();
      const to = input.to === "customer" ? customer.email : input.to === "agency" ? null : input.to;
      if (!to?.trim()) throw refused("noRecipient");
      const { text, language } = await templateText(tx, input, input.language ?? DEFAULT_LOCALE);
      const mail = await renderForBooking(text, language, await customerMergeData(customer.id, tx), tx);
      const outboxId = await queueMail(
        tx,
        { to, subject: mail.subject, html: mail.html, text: mail.text },
        { kind: "template", customerId: customer.id, templateId: input.templateId, userId: actor.user?.id ?? null },
      );
      const row = await tx.mailMessage.findUniqueOrThrow({ where: { outboxId }, select: { id: true } });
      const answer = summary(row.id, to, mail.subject, language, []);
      await auditBy(tx, actor, {
        action: "customer.mailSent",
        entity: "customer",
        entityId: customer.id,
        data: { ...answer, templateId: input.templateId },
      });
      return answer;
    },
    { tx },
  );
}
