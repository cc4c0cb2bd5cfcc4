// A test mail: a template rendered with sample merge values and mailed to the current user through
// the outbox (a loyalty template, a scheduler rule). It belongs to no booking or customer.
import type { Principal } from "../../auth/principal";
import type { Tx } from "../../core/db";
import { auditBy } from "../../core/audit";
import { AppError } from "../../core/errors";
import { queueMail, type MailMeta } from "../../mail/outbox";

/** The current user's own address, where test mails go; 409 noOwnAddress without one. */
export async function ownAddress(tx: Tx, actor: Principal): Promise<string> {
  const me = actor.user?.id
    ? await tx.user.findUnique({ where: { id: actor.user.id }, select: { email: true } })
    : null;
  const to = me?.email?.trim();
  if (!to) throw new AppError("CONFLICT", "mailSchedule.errors.noOwnAddress", { details: { reason: "noOwnAddress" } });
  return to;
}

/**
 * Queues the rendered mail to `to`, sent by the actor, and audits it (`audit`: which template or
 * rule was tested). The answer, also the audit's data: the mail's id as the mail lists show it, its
 * address and subject, and `about` (the sample it was rendered with).
 */
export async function queueTestMail<About extends Record<string, string | number>>(
  tx: Tx,
  actor: Principal,
  to: string,
  mail: { subject: string; html: string; text: string },
  test: Pick<MailMeta, "kind" | "templateId"> & {
    audit: { action: string; entity: string; entityId: number };
    about: About;
  },
) {
  const outboxId = await queueMail(
    tx,
    { to, subject: mail.subject, html: mail.html, text: mail.text },
    { kind: test.kind, templateId: test.templateId, userId: actor.user?.id ?? null },
  );
  const { id: mailId } = await tx.mailMessage.findUniqueOrThrow({ where: { outboxId }, select: { id: true } });
  const answer = { mailId, to, subject: mail.subject, ...test.about };
  await auditBy(tx, actor, { ...test.audit, data: answer });
  return answer;
}
