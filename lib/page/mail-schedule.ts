// The mail scheduler's screens (feature mailScheduler): /config/mailscheduled (planned and done,
// paged) and the scheduler panel of /config/mail (how many rules, planned, sent).
import "server-only";
import { db } from "../core/db";
import { listScheduledMails, scheduledQuery } from "../domain/mail/scheduled-mails";
import { currentFeatures } from "./context";

/** One page of the planned (the coming `days`) or done mails, from the page's query. */
export async function loadScheduledMails(sp: Record<string, string | string[] | undefined>) {
  const one = (k: string) => (typeof sp[k] === "string" ? (sp[k] as string) : undefined);
  const parsed = scheduledQuery.safeParse({ state: one("state"), page: one("page"), days: one("days"), size: "25" });
  const query = parsed.success ? parsed.data : scheduledQuery.parse({ size: "25" });
  return { query, list: await listScheduledMails(query) };
}

/** The panel's figures; null while the feature is off. */
export async function loadSchedulerPanel() {
  if (!(await currentFeatures()).features.has("mailScheduler")) return null;
  const [rules, active, sent, planned] = await Promise.all([
    db().mailScheduleRule.count(),
    db().mailScheduleRule.count({ where: { active: true } }),
    db().scheduledMail.count({ where: { status: "sent" } }),
    listScheduledMails(scheduledQuery.parse({ days: "14", size: "1" })),
  ]);
  return { rules, active, sent, planned: planned.total };
}

/** The rules a test mail can be sent of (POST /api/mailschedule/{id}/test), by name. */
export const loadScheduleRuleChoices = () =>
  db().mailScheduleRule.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" }, take: 200 });
