// POST /api/mailqueue/{id}/plan: a queued or failed mail planned again (lib/domain/mail/mail-queue.ts).
import { z } from "zod";
import { planMail, planSchema } from "@/lib/domain/mail/mail-queue";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { wireId, wireTimestamp } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Plan a queued or failed mail again ({at?}: now, after the commit, unless a time is given); a mail the outbox gave up on starts its attempts anew. 409 for a mail that was sent.",
    scopes: ["mail.update"],
    params: z.object({ id: id() }),
    body: planSchema,
    response: z.object({ id: wireId, status: z.literal("queued"), nextAttemptAt: wireTimestamp }),
  },
  ({ params, body, principal }) => planMail(params.id, body?.at ? new Date(body.at) : undefined, principal),
);
