// DELETE /api/mailschedule/scheduled/{rule}-{booking}: a planned mail skipped (lib/domain/mail/skip-scheduled-mail.ts).
import { z } from "zod";
import { skipScheduledMail } from "@/lib/domain/mail/skip-scheduled-mail";
import { SCHEDULE_KEY } from "@/lib/domain/mail/scheduled-mails";
import { route } from "@/lib/http/route";
import { safeString } from "@/lib/validation/validators";
import { wireDate, wireId } from "@/lib/validation/wire";

export const DELETE = route(
  {
    summary:
      "Skip a planned mail (id <rule>-<booking> as GET scheduled names it): it is never sent and is listed as skipped. 409 when it was sent already; skipping it again answers the same.",
    scopes: ["mail.update"],
    features: ["mailScheduler"],
    params: z.object({ id: safeString().regex(SCHEDULE_KEY, "mailSchedule.validation.key") }),
    response: z.object({
      id: wireId,
      ruleId: wireId,
      bookingId: wireId,
      status: z.literal("skipped"),
      dueDate: wireDate,
    }),
  },
  ({ params, principal }) => {
    const [, ruleId, bookingId] = SCHEDULE_KEY.exec(params.id)!;
    return skipScheduledMail({ ruleId: Number(ruleId), bookingId: Number(bookingId) }, principal);
  },
);
