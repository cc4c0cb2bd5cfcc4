// POST /api/schedules/{id}/sendMail: a mail to the guests of a departure, from a template
// (lib/domain/mail/send-departure-mail.ts) or with a text of its own.
import { z } from "zod";
import { departureMailBody, mailDeparture } from "@/lib/domain/mail/send-departure-mail";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { wireInt } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Mail every guest of departure {id} (each address once; to: customers = only each booking's main customer): " +
      "{templateId, to?, force?} renders the template per recipient with their booking in its language " +
      "(409 when the template was mailed to the departure before, unless force), or {subject, text, to?} " +
      "sends the same text to all. One mail per address, through the outbox; answers {queued}.",
    scopes: ["schedules.update", "bookings.update"],
    features: ["vessel"],
    params: z.object({ id: z.string().max(20) }),
    body: departureMailBody,
    response: z.object({ queued: wireInt.meta({ description: "mails queued, one per address" }) }),
  },
  ({ params, body, principal }) => mailDeparture(pathId(params.id), body, principal),
);
