// POST /api/mailschedule/{id}/test: the rule's mail for a sample booking to the current user
// (lib/domain/mail/test-mail-schedule.ts).
import { z } from "zod";
import { testMailSchedule } from "@/lib/domain/mail/test-mail-schedule";
import { route } from "@/lib/http/route";
import { LOCALES } from "@/lib/i18n/locale";
import { id } from "@/lib/validation/validators";
import { wireId } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Send the rule's template, rendered with a sample booking (the newest the rule speaks of, else the newest), to the current user's address; it belongs to no booking. 409 without an own address or any booking.",
    scopes: ["mail.update"],
    features: ["mailScheduler"],
    params: z.object({ id: id() }),
    response: z.object({
      mailId: wireId,
      to: z.string(),
      subject: z.string(),
      bookingId: wireId,
      language: z.enum(LOCALES),
    }),
  },
  ({ params, principal }) => testMailSchedule({ id: params.id }, principal),
);
