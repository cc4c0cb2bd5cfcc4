// POST /api/schedules/{id}/sendMail: a mail to the guests of a departure.
import { z } from "zod";
import { scheduleMailSchema, sendScheduleMail } from "@/lib/domain/tours/send-schedule-mail";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { wireInt } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Mail every guest of departure {id} (each address once; to: customers = only each booking's main customer): " +
      "{subject, text, to?}. The mails leave through the outbox; answers {queued}.",
    scopes: ["schedules.update", "bookings.update"],
    features: ["vessel"],
    params: z.object({ id: z.string().max(20) }),
    body: scheduleMailSchema,
    response: z.object({ queued: wireInt.meta({ description: "mails queued, one per address" }) }),
  },
  ({ params, body, principal }) => sendScheduleMail(pathId(params.id), body, principal),
);
