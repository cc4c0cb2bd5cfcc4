// A test mail: a template rendered with sample merge values and mailed to the current user through
// the outbox (a loyalty template, a scheduler rule). It belongs to no booking or customer.
import type { Principal } from "../../auth/principal";
import type { Tx } from "../../core/db";
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

/** Queues the rendered mail to `to`, sent by the actor; the id of the mail as the mail lists show it. */
export async function queueTestMail(
  tx: Tx,
  actor: Principal,
  to: string,
  mail: { subject: string; html: string; text: string },
  meta: Pick<MailMeta, "kind" | "templateId">,
): Promise<number> {
  const outboxId = await queueMail(
    tx,
    { to, subject: mail.subject, html: mail.html, text: mail.text },
    { ...meta, userId: actor.user?.id ?? null },
  );
  return (await tx.mailMessage.findUniqueOrThrow({ where: { outboxId }, select: { id: true } })).id;
}
