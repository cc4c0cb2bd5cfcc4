// POST /api/schedules/{id}/sendMail with a template: one mail per recipient of a departure, every
// guest of its bookings (or only each booking's main customer), each address once, each mail
// rendered with its own booking in that booking's language and addressed to its reader
// ({{customer.*}} is the recipient, {{link.guestForm}} the recipient's own form). Queued in one
// transaction (they leave after the commit) as MailMessage rows of the departure, the booking, the
// recipient and the template, so each booking's Mails tab and history show its mails. A template
// mailed to the departure before (queued or sent) is a 409 unless `force`.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { Prisma, transaction, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/locale";
import { queueMail } from "../../mail/outbox";
import { optional } from "../../resources/fields";
import { id, text } from "../../validation/validators";
import { holdingBookings } from "../booking/states";
import { sendScheduleMail } from "../tours/send-schedule-mail";
import { loadBookingView } from "../booking/view";
import { guestFormLinkFor } from "./guest-form-link";
import { bookingMergeData } from "./merge-data";
import { mergeFieldsIn } from "./merge-fields";
import { renderForBooking } from "./preview-mail";
import { refused, templateText } from "./send-template-mail";

export const departureMailSchema = z.object({
  templateId: id(),
  /** everyone on board, or only each booking's main customer */
  to: z.enum(["guests", "customers"], { error: "validation.choice" }).default("guests"),
  force: z.boolean().default(false),
});
export type DepartureMailInput = z.infer<typeof departureMailSchema>;

const person = { id: true, email: true, fullName: true, firstName: true, lastName: true } as const;

export async function sendDepartureTemplateMail(
  scheduleId: number,
  input: DepartureMailInput,
  actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      // the departure locked: two sends of one template run one after the other
      const [schedule] = await tx.$queryRaw<{ id: number; vesselId: number }[]>(
        Prisma.sql`SELECT "id", "vesselId" FROM "Schedule" WHERE "id" = ${scheduleId} FOR UPDATE`,
      );
      if (!schedule) throw notFound();
      const sent = await tx.mailMessage.findFirst({
        where: { scheduleId, templateId: input.templateId, status: { in: ["queued", "sent"] } },
        select: { to: true },
        orderBy: { id: "desc" },
      });
      if (sent && !input.force) throw refused("alreadySentDeparture", { to: sent.to });
      const bookings = await tx.booking.findMany({
        where: { scheduleId, ...holdingBookings },
        select: {
          id: true,
          language: true,
          customer: { select: person },
          guests: { select: { customer: { select: person } }, orderBy: [{ isMain: "desc" }, { sort: "asc" }] },
        },
        orderBy: { id: "asc" },
      });
      const texts = new Map<Locale, Awaited<ReturnType<typeof templateText>>>();
      const textIn = async (lang: Locale) => {
        if (!texts.has(lang)) texts.set(lang, await templateText(tx, input, lang));
        return texts.get(lang)!;
      };
      const seen = new Set<string>();
      const mailIds: number[] = [];
      for (const b of bookings) {
        const people = [b.customer, ...(input.to === "guests" ? b.guests.map((g) => g.customer) : [])];
        const recipients = people.filter((p): p is NonNullable<typeof p> => {
          const address = p?.email?.trim().toLowerCase();
          if (!address || seen.has(address)) return false;
          seen.add(address);
          return true;
        });
        if (!recipients.length) continue;
        const { text, language } = await textIn(isLocale(b.language) ? b.language : DEFAULT_LOCALE);
        const data = await bookingMergeData(await loadBookingView(b.id, {}, tx), tx);
        const withLink = mergeFieldsIn(`${text.subject}${text.html}${text.text ?? ""}`).includes("link.guestForm");
        for (const r of recipients) {
          const links = withLink ? { ...data.links, guestForm: await guestFormLinkFor(tx, b.id, r.id) } : data.links;
          const mail = await renderForBooking(text, language, { ...data, customer: r, links }, tx);
          const outboxId = await queueMail(
            tx,
            { to: r.email!, subject: mail.subject, html: mail.html, text: mail.text, vesselId: schedule.vesselId },
            {
              kind: "schedule",
              scheduleId,
              bookingId: b.id,
              customerId: r.id,
              templateId: input.templateId,
              userId: actor.user?.id ?? null,
            },
          );
          const row = await tx.mailMessage.findUniqueOrThrow({ where: { outboxId }, select: { id: true } });
          mailIds.push(row.id);
        }
      }
      await auditBy(tx, actor, {
        action: "schedule.mailed",
        entity: "schedule",
        entityId: scheduleId,
        data: { templateId: input.templateId, to: input.to, recipients: mailIds.length, force: input.force },
      });
      return { queued: mailIds.length };
    },
    { tx },
  );
}

/**
 * What POST /api/schedules/{id}/sendMail takes: a template ({templateId, to, force}) or a text of
 * its own ({subject, text, to}: the same mail to every address, lib/domain/tours/send-schedule-mail.ts).
 */
export const departureMailBody = z
  .object({
    templateId: optional(id()),
    subject: text({ max: 200 }).optional(),
    text: text({ max: 20000 }).optional(),
    to: z.enum(["guests", "customers"], { error: "validation.choice" }).default("guests"),
    force: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.templateId) return;
    for (const k of ["subject", "text"] as const)
      if (!b[k]) ctx.addIssue({ code: "custom", path: [k], message: "validation.required" });
  });

/** A departure's mail from a template, or with its own subject and text. */
export function mailDeparture(scheduleId: number, body: z.infer<typeof departureMailBody>, actor: Principal) {
  if (body.templateId)
    return sendDepartureTemplateMail(
      scheduleId,
      { templateId: body.templateId, to: body.to, force: body.force },
      actor,
    );
  return sendScheduleMail(scheduleId, { subject: body.subject!, text: body.text!, to: body.to }, actor);
}
