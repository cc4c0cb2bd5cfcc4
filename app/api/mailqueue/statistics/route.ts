// GET /api/mailqueue/statistics: mails sent and failed per day (lib/domain/mail/mail-queue.ts).
import { z } from "zod";
import { mailStatistics, statisticsQuery } from "@/lib/domain/mail/mail-queue";
import { route } from "@/lib/http/route";
import { wireDate, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "Mails sent, failed and still queued per day (UTC) over the last `days` days (1 to 366, default 30).",
    scopes: ["mailqueue.read", "mail.update"],
    query: statisticsQuery,
    response: z.object({
      days: z.array(z.object({ date: wireDate, sent: wireInt, failed: wireInt, queued: wireInt })),
    }),
  },
  ({ query }) => mailStatistics(query.days),
);
