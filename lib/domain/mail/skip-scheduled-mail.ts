// DELETE /api/mailschedule/scheduled/{rule}-{booking}: a planned mail skipped. The skip is the
// rule's ScheduledMail row for the booking with status "skipped": the same unique row the job
// writes before it sends, so the job never sends it afterwards, and a skip racing the job loses
// (409, it was sent) or wins (nothing is sent), never both. Skipping it again answers the same row.
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { calendarDate, todayIn } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { dueDateOf } from "./schedule-rules";
import { candidateById, ruleOf } from "./scheduled-mails";

export async function skipScheduledMail(input: { ruleId: number; bookingId: number }, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const found = await tx.mailScheduleRule.findUnique({ where: { id: input.ruleId } });
      const c = await candidateById(tx, input.bookingId);
      if (!found || !c) throw notFound();
      const rule = ruleOf(found);
      // the day it is due, else (no such date) today
      const due = dueDateOf(rule, c.facts) ?? todayIn(c.facts.timeZone);
      const claimed = await tx.scheduledMail.createMany({
        data: [
          {
            ruleId: rule.id,
            bookingId: input.bookingId,
            dueDate: calendarDate(due),
            status: "skipped",
            userId: actor.user?.id ?? null,
          },
        ],
        skipDuplicates: true,
      });
      const row = await tx.scheduledMail.findUniqueOrThrow({
        where: { ruleId_bookingId: { ruleId: rule.id, bookingId: input.bookingId } },
      });
      if (!claimed.count && row.status !== "skipped")
        throw new AppError("CONFLICT", "mailSchedule.errors.alreadySent", { details: { reason: "alreadySent" } });
      if (claimed.count)
        await auditBy(tx, actor, {
          action: "booking.scheduledMailSkipped",
          entity: "booking",
          entityId: input.bookingId,
          data: { ruleId: rule.id, dueDate: due },
        });
      return { id: row.id, ruleId: row.ruleId, bookingId: row.bookingId, status: "skipped" as const, dueDate: due };
    },
    { tx },
  );
}
