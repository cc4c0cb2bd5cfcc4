// The mail screens: the template list (/config/mailtemplates) and the template editor
// (/config/mailtemplates/{id}) with what it offers: merge fields, the operator's text blocks, and
// recent bookings to preview a template with.
import "server-only";
import { db } from "../core/db";
import { AppError } from "../core/errors";
import { bookingSummaries } from "../domain/booking/booking-summaries";
import { workedBookings } from "../domain/booking/states";
import { getMailTemplate, listMailTemplates, mailTemplateChoices } from "../domain/mail/mail-templates";
import { listMailQueue, mailStatistics } from "../domain/mail/mail-queue";
import type { Locale } from "../i18n/locale";
import { loadPagedList, type PageSearchParams } from "./list";

export const loadMailTemplateList = (sp: PageSearchParams, locale: Locale) =>
  loadPagedList(sp, locale, listMailTemplates);

/** The template and what its editor offers; null when there is no such template. */
export async function loadMailTemplateEditor(id: number) {
  try {
    const [template, textBlocks, bookings] = await Promise.all([
      getMailTemplate(id),
      db().textBlock.findMany({ select: { key: true, title: true }, orderBy: { key: "asc" }, take: 500 }),
      bookingSummaries(workedBookings, { orderBy: [{ id: "desc" }], take: 30 }),
    ]);
    return {
      template,
      textBlocks,
      bookings: bookings.map((b) => ({ id: b.id, label: `${b.number} · ${b.customer || b.agency || ""}`.trim() })),
    };
  } catch (e) {
    if (e instanceof AppError && e.code === "NOT_FOUND") return null;
    throw e;
  }
}

/** A booking's mails, newest first (the last 50; how many there are), and the templates to send from. */
export async function loadBookingMails(bookingId: number) {
  const where = { bookingId };
  const [mails, total, templates] = await Promise.all([
    db().mailMessage.findMany({
      where,
      orderBy: { id: "desc" },
      take: 50,
      select: {
        id: true,
        kind: true,
        to: true,
        subject: true,
        status: true,
        smtpAnswer: true,
        attempts: true,
        attachments: true,
        createdAt: true,
        sentAt: true,
        template: { select: { name: true } },
      },
    }),
    db().mailMessage.count({ where }),
    mailTemplateChoices(),
  ]);
  return { mails, total, templates };
}

/** /config/mailqueue: a page of mails (filter[status], search), newest first, with the mail server's answer. */
export const loadMailQueue = (sp: PageSearchParams, locale: Locale) => loadPagedList(sp, locale, listMailQueue);

/** /config/mail: sent and failed mails per day over the last `days` days. */
export const loadMailStatistics = (days = 30) => mailStatistics(days);

/** The active templates to send from (a departure's mail dialog). */
export const loadMailTemplateChoices = () => mailTemplateChoices();

/** A booking's mails as entries of its history (newest first, the last 100): what, to whom, how it went. */
export async function loadBookingMailHistory(bookingId: number) {
  const rows = await db().mailMessage.findMany({
    where: { bookingId },
    orderBy: { id: "desc" },
    take: 100,
    select: { id: true, subject: true, to: true, status: true, createdAt: true, sentAt: true },
  });
  return rows.map((m) => ({
    id: m.id,
    subject: m.subject,
    to: m.to,
    status: m.status,
    at: (m.sentAt ?? m.createdAt).toISOString(),
  }));
}
