// GET /api/mailschedule/scheduled: the scheduler's planned mails of the coming days, or those sent
// and skipped (lib/domain/mail/scheduled-mails.ts).
import { listScheduledMails, scheduledAnswer, scheduledQuery } from "@/lib/domain/mail/scheduled-mails";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The scheduler's mails, paged ({data, total, page, size}): state=planned (default) the mails due within the coming `days` (default 14, at most 90; computed from the active rules, id <rule>-<booking>), state=done those sent or skipped, newest first; ruleId, bookingId narrow it.",
    scopes: ["mailschedule.read", "mail.update"],
    features: ["mailScheduler"],
    query: scheduledQuery,
    response: scheduledAnswer,
  },
  ({ query }) => listScheduledMails(query),
);
