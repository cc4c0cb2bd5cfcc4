// The mail queue (/config/mailqueue, /api/mailqueue): every mail with its status, the mail
// server's answer and attempts; planning one again (POST {id}/plan: a failed or waiting mail goes
// out now or at the time given); and what was sent and failed per day (GET statistics).
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { afterCommit, db, transaction, type Prisma, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { deliverOutbox } from "../../core/outbox";
import type { ListQuery } from "../../resources/list-query";
import { wireId, wireInt, wireTimestamp } from "../../validation/wire";

export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;

export const mailQueueRow = z.object({
  id: wireId,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  smtpAnswer: z.string().nullable(),
  attempts: wireInt,
  attachments: z.array(z.string()),
  bookingId: wireId.nullable(),
  customerId: wireId.nullable(),
  templateId: wireId.nullable(),
  createdAt: wireTimestamp,
  sentAt: wireTimestamp.nullable(),
  /** when the next attempt is due (queued mails) */
  nextAttemptAt: wireTimestamp.nullable(),
});

const bad = (path: string, message: string): never => {
  throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });
};

/** A page of mails, newest first: filter[status], filter[bookingId], search (recipient, subject). */
export async function listMailQueue(q: ListQuery) {
  for (const k of Object.keys(q.filter))
    if (k !== "status" && k !== "bookingId") bad(`filter[${k}]`, "validation.unknownFilter");
  const { status, bookingId } = q.filter;
  if (status && !(MAIL_STATUSES as readonly string[]).includes(status))
    bad("filter[status]", "validation.invalidValue");
  if (bookingId && !/^\d{1,9}$/.test(bookingId)) bad("filter[bookingId]", "validation.invalidValue");
  if (q.sort && q.sort !== "createdAt") bad("sort", "validation.unknownSort");
  const where: Prisma.MailMessageWhereInput = {
    ...(status ? { status: status as (typeof MAIL_STATUSES)[number] } : {}),
    ...(bookingId ? { bookingId: Number(bookingId) } : {}),
    ...(q.search
      ? {
          OR: [
            { to: { contains: q.search, mode: "insensitive" } },
            { subject: { contains: q.search, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db().mailMessage.findMany({
      where,
      orderBy: [{ createdAt: q.sort ? q.order : "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db().mailMessage.count({ where }),
  ]);
  const outbox = await db().outboxMessage.findMany({
    where: { id: { in: rows.flatMap((r) => (r.outboxId ? [r.outboxId] : [])) } },
    select: { id: true, availableAt: true },
  });
  const due = new Map(outbox.map((o) => [o.id, o.availableAt]));
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.to,
      subject: r.subject,
      status: r.status,
      smtpAnswer: r.smtpAnswer,
      attempts: r.attempts,
      attachments: r.attachments,
      bookingId: r.bookingId,
      customerId: r.customerId,
      templateId: r.templateId,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.status === "queued" && r.outboxId ? (due.get(r.outboxId)?.toISOString() ?? null) : null,
    })),
    total,
    page: q.page,
    size: q.size,
  };
}

export const planSchema = z
  .object({ at: z.iso.datetime({ offset: true, error: "validation.invalidValue" }).optional() })
  .optional();

/** Plans a queued or failed mail again: out now (after the commit) or at `at`. A sent mail is a 409. */
export async function planMail(id: number, at: Date | undefined, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const mail = await tx.mailMessage.findUnique({
        where: { id },
        select: { id: true, status: true, outboxId: true },
      });
      if (!mail || !mail.outboxId) throw notFound();
      if (mail.status === "sent") throw new AppError("CONFLICT", "mail.errors.alreadyDelivered");
      const when = at ?? new Date();
      await tx.outboxMessage.update({
        where: { id: mail.outboxId },
        // a mail the outbox gave up on starts its attempts anew
        data: {
          availableAt: when,
          failedAt: null,
          lockedUntil: null,
          ...(mail.status === "failed" ? { attempts: 0 } : {}),
        },
      });
      await tx.mailMessage.update({ where: { id }, data: { status: "queued" } });
      await auditBy(tx, actor, {
        action: "mail.planned",
        entity: "mail",
        entityId: id,
        data: { at: when.toISOString() },
      });
      const outboxId = mail.outboxId;
      if (when.getTime() <= Date.now()) await afterCommit(() => deliverOutbox({ ids: [outboxId] }));
      return { id, status: "queued" as const, nextAttemptAt: when.toISOString() };
    },
    { tx },
  );
}

export const statisticsQuery = z.object({
  days: z.coerce.number({ error: "validation.invalidValue" }).int().min(1).max(366).default(30),
});

/** Mails sent and failed per day (UTC) over the last `days` days, oldest first, every day listed. */
export async function mailStatistics(days: number) {
  const since = new Date(Date.now() - (days - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const rows = await db().$queryRaw<{ day: string; status: string; n: number }[]>`
    SELECT to_char(date_trunc('day', COALESCE("sentAt", "createdAt")), 'YYYY-MM-DD') AS day, status::text AS status,
           count(*)::int AS n
    FROM "MailMessage" WHERE COALESCE("sentAt", "createdAt") >= ${since}
    GROUP BY 1, 2`;
  const out: { date: string; sent: number; failed: number; queued: number }[] = [];
  for (let i = 0; i < days; i++) {
    const date = new Date(since.getTime() + i * 86_400_000).toISOString().substring(0, 10);
    const of = (s: string) => rows.find((r) => r.day === date && r.status === s)?.n ?? 0;
    out.push({ date, sent: of("sent"), failed: of("failed"), queued: of("queued") });
  }
  return { days: out };
}
