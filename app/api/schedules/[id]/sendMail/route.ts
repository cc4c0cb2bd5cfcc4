import { z } from "zod";
import { scheduleMailSchema, sendScheduleMail } from "@/lib/domain/tours/send-schedule-mail";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Mail every guest of departure {id} (each address once; to: customers = only each booking's main customer): " +
      "{subject, text, to?}. The mails leave through the outbox; answers {queued}.",
    scopes: ["schedules.update", "bookings.update"],
    features: ["vessel"],
    params: z.object({ id: z.string().max(20) }),
    body: scheduleMailSchema,
  },
  ({ params, body, principal }) => sendScheduleMail(pathId(params.id), body, principal),
);
