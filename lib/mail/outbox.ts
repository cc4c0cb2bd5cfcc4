// Mail goes through the outbox: a use case queues it in its transaction, and it is sent once that
// transaction has committed (and retried if the mail server fails). Every mail is also a
// MailMessage row (prisma/schema/mail.prisma): whom it belongs to (booking, customer, departure,
// template), what it said, and how its delivery went; the delivering handler writes the status, the
// mail server's answer and the attempts there, so /config/mailqueue and a booking's history show it.
import type { Tx } from "../core/db";
import { db } from "../core/db";
import { enqueue, MAX_ATTEMPTS, onOutbox } from "../core/outbox";
import { sendMail, type Mail } from "./mailer";

export const MAIL_TOPIC = "mail";

/** Whom a mail belongs to and what sent it (all optional: a password reset belongs to nobody). */
export type MailMeta = {
  /** what sent it: "template", "invoice", "paper", "payLink", "schedule" ... */
  kind?: string;
  bookingId?: number | null;
  customerId?: number | null;
  scheduleId?: number | null;
  templateId?: number | null;
  /** the user who sent it */
  userId?: number | null;
};

type QueuedMail = Mail & { mailId?: number };

const errorText = (e: unknown) => String((e as Error)?.message ?? e).slice(0, 2000);

/** Delivers one queued mail and writes how it went on its MailMessage row. */
async function deliver(payload: QueuedMail) {
  const { mailId, ...mail } = payload;
  try {
    const info = await sendMail(mail);
    const answer = (info as { response?: string }).response ?? (info.file ? `file ${info.file}` : info.messageId);
    if (mailId) await recordAttempt(mailId, { status: "sent", sentAt: new Date(), smtpAnswer: answer });
    return info;
  } catch (e) {
    if (mailId) await recordAttempt(mailId, { smtpAnswer: errorText(e) });
    throw e;
  }
}

/** The mail row's attempts follow its outbox row's; failed once the outbox gives up on it. */
async function recordAttempt(
  mailId: number,
  data: { status?: "sent"; sentAt?: Date; smtpAnswer: string },
): Promise<void> {
  const row = await db().mailMessage.findUnique({ where: { id: mailId }, select: { outboxId: true } });
  if (!row) return;
  const outbox = row.outboxId
    ? await db().outboxMessage.findUnique({ where: { id: row.outboxId }, select: { attempts: true } })
    : null;
  const attempts = outbox?.attempts ?? 1;
  const status = data.status ?? (attempts >= MAX_ATTEMPTS ? "failed" : "queued");
  await db().mailMessage.update({ where: { id: mailId }, data: { ...data, status, attempts } });
}

onOutbox(MAIL_TOPIC, (payload) => deliver(payload as QueuedMail));

/** Queues `mail` in `tx` (and its MailMessage row); it leaves after the commit. Answers the outbox row's id. */
export async function queueMail(tx: Tx, mail: Mail, meta: MailMeta = {}): Promise<number> {
  const row = await tx.mailMessage.create({
    data: {
      kind: meta.kind ?? "other",
      bookingId: meta.bookingId ?? null,
      customerId: meta.customerId ?? null,
      scheduleId: meta.scheduleId ?? null,
      templateId: meta.templateId ?? null,
      userId: meta.userId ?? null,
      to: mail.to,
      subject: mail.subject,
      attachments: (mail.attachments ?? []).map((a) => a.filename),
    },
    select: { id: true },
  });
  const outboxId = await enqueue(tx, MAIL_TOPIC, { ...mail, mailId: row.id });
  await tx.mailMessage.update({ where: { id: row.id }, data: { outboxId } });
  return outboxId;
}
