// The mail scheduler's job (feature mailScheduler; lib/composition/background.ts runs it on every
// app server): every active rule's mail to every booking it is due for, exactly once. Each mail is
// one transaction that first writes the rule's ScheduledMail row for the booking, guarded by the
// unique (ruleId, bookingId): the insert skips a row that is there (ON CONFLICT DO NOTHING), so a
// second run, or a second server's run at the same moment (its insert waits for the first one's
// commit, then finds the row), writes nothing and sends nothing. Only the transaction that wrote
// the row queues the mail, through the outbox, in that same transaction: a rollback leaves neither
// the row nor the mail, a commit both (docs/decisions.md, "A scheduled mail goes out once").
import { audit } from "../../core/audit";
import { calendarDate } from "../../core/dates";
import { db, transaction, type Tx } from "../../core/db";
import { loadFeatureState } from "../../core/features";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locale";
import { queueMail } from "../../mail/outbox";
import { SYSTEM_ACTOR } from "../booking/access";
import { dueOf, ruleOf, type Candidate, type StoredRule } from "./scheduled-mails";
import { renderBookingTemplate, templateText } from "./send-template-mail";

/** The addresses a rule's mail goes to for the booking (every guest's once). */
async function recipientsOf(tx: Tx, rule: StoredRule, bookingId: number): Promise<string[]> {
  const b = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      customer: { select: { email: true } },
      agency: { select: { email: true } },
      guests: { select: { customer: { select: { email: true } } }, orderBy: { id: "asc" } },
    },
  });
  const all =
    rule.recipient === "customer"
      ? [b.customer?.email]
      : rule.recipient === "agency"
        ? [b.agency?.email]
        : b.guests.map((g) => g.customer?.email);
  const seen = new Set<string>();
  return all.flatMap((a) => {
    const v = a?.trim();
    if (!v || seen.has(v.toLowerCase())) return [];
    seen.add(v.toLowerCase());
    return [v];
  });
}

/**
 * Sends `rule`'s mail for one booking unless the rule's row for it is there already. Answers the
 * row written, or null when another run (or a skip) was first.
 */
export async function sendScheduledMail(rule: StoredRule, c: Candidate & { dueDate: string }, tx?: Tx) {
  return transaction(
    async (tx) => {
      const claimed = await tx.scheduledMail.createMany({
        data: [{ ruleId: rule.id, bookingId: c.bookingId, dueDate: calendarDate(c.dueDate), status: "sent" }],
        skipDuplicates: true,
      });
      if (claimed.count === 0) return null;
      const to = await recipientsOf(tx, rule, c.bookingId);
      const mailIds: number[] = [];
      if (to.length) {
        const booking = await tx.booking.findUniqueOrThrow({
          where: { id: c.bookingId },
          select: { language: true, customerId: true },
        });
        const { text, language } = await templateText(
          tx,
          { templateId: rule.templateId },
          isLocale(booking.language) ? booking.language : DEFAULT_LOCALE,
        );
        // rendered once: a guest form link made for it stays the one link of every guest's mail
        const mail = await renderBookingTemplate(tx, c.bookingId, text, language, SYSTEM_ACTOR);
        for (const address of to) {
          const outboxId = await queueMail(
            tx,
            { to: address, subject: mail.subject, html: mail.html, text: mail.text },
            { kind: "scheduler", bookingId: c.bookingId, customerId: booking.customerId, templateId: rule.templateId },
          );
          const row = await tx.mailMessage.findUniqueOrThrow({ where: { outboxId }, select: { id: true } });
          mailIds.push(row.id);
        }
      }
      const row = await tx.scheduledMail.update({
        where: { ruleId_bookingId: { ruleId: rule.id, bookingId: c.bookingId } },
        // nobody to send to: kept so, not tried again every run
        data: { mailIds, to, status: to.length ? "sent" : "noRecipient" },
      });
      await audit(tx, {
        userId: null,
        action: "booking.scheduledMailSent",
        entity: "booking",
        entityId: c.bookingId,
        data: { ruleId: rule.id, templateId: rule.templateId, dueDate: c.dueDate, to, mailIds },
      });
      return row;
    },
    { tx },
  );
}

/**
 * One run of the scheduler: every active rule's due mails (nothing while the feature is off).
 * Answers the rows it wrote. A booking whose mail fails to render (a template's unknown field) is
 * left for the next run; the others go on.
 */
export async function sendScheduledMails(o: { now?: Date; batch?: number } = {}) {
  const now = o.now ?? new Date();
  if (!(await loadFeatureState()).features.has("mailScheduler")) return [];
  const rules = (await db().mailScheduleRule.findMany({ where: { active: true }, orderBy: { id: "asc" } })).map(ruleOf);
  const written: { id: number; ruleId: number; bookingId: number; status: string }[] = [];
  for (const rule of rules) {
    let afterId: number | undefined;
    do {
      const page = await dueOf(db(), rule, now, o.batch ?? 200, afterId);
      for (const c of page.due) {
        try {
          const row = await sendScheduledMail(rule, c);
          if (row) written.push(row);
        } catch (e) {
          console.error(`scheduled mail of rule ${rule.id} for booking ${c.bookingId} failed:`, e);
        }
      }
      afterId = page.lastId;
    } while (afterId);
  }
  return written;
}
