// POST /api/mailschedule/{id}/test: the rule's template, rendered with a sample booking (the newest
// one the rule speaks of, else the newest booking), mailed to the current user through the outbox.
// It belongs to no booking (not in the booking's history) and changes nothing: its guest and pay
// links show their address without a token, as the template preview does.
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { publicOrigin } from "../../core/origin";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locale";
import { payLinkUrl } from "../online/send-pay-link";
import { loadBookingMergeData } from "./merge-data";
import { renderForBooking } from "./preview-mail";
import { ruleMatches } from "./schedule-rules";
import { candidateById, ruleOf } from "./scheduled-mails";
import { templateText } from "./send-template-mail";
import { ownAddress, queueTestMail } from "./test-mail";

const refused = (key: string) => new AppError("CONFLICT", `mailSchedule.errors.${key}`, { details: { reason: key } });

/** The newest of the last bookings the rule speaks of, else the newest booking. */
async function sampleBooking(tx: Tx, rule: ReturnType<typeof ruleOf>): Promise<number | null> {
  const recent = await tx.booking.findMany({
    where: { state: { not: "deleted" } },
    select: { id: true },
    orderBy: { id: "desc" },
    take: 50,
  });
  for (const { id } of recent) {
    const c = await candidateById(tx, id);
    if (c && ruleMatches(rule, c.facts)) return id;
  }
  return recent[0]?.id ?? null;
}

export async function testMailSchedule(input: { id: number }, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const found = await tx.mailScheduleRule.findUnique({ where: { id: input.id } });
      if (!found) throw notFound();
      const rule = ruleOf(found);
      const to = await ownAddress(tx, actor);
      const bookingId = await sampleBooking(tx, rule);
      if (!bookingId) throw refused("noSampleBooking");
      const { view, data } = await loadBookingMergeData(bookingId, tx);
      data.links = {
        ...data.links,
        payment: payLinkUrl(view, "", "open"),
        guestForm: `${publicOrigin()}/guestform/${bookingId}/`,
      };
      const { text, language } = await templateText(
        tx,
        { templateId: rule.templateId },
        isLocale(view.language) ? view.language : DEFAULT_LOCALE,
      );
      const mail = await renderForBooking(text, language, data, tx);
      return queueTestMail(tx, actor, to, mail, {
        kind: "schedulerTest",
        templateId: rule.templateId,
        audit: { action: "mailSchedule.testSent", entity: "mailschedule", entityId: rule.id },
        about: { bookingId, language },
      });
    },
    { tx },
  );
}
