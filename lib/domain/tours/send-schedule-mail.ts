// POST /api/schedules/{id}/sendMail: one mail to every guest of a departure (each address once),
// queued in the outbox in one transaction with its audit row.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { queueMail } from "../../mail/outbox";
import { text } from "../../validation/validators";
import { holdingBookings } from "../booking/states";

export const scheduleMailSchema = z.object({
  subject: text({ min: 1, max: 200 }),
  text: text({ min: 1, max: 20000 }),
  /** everyone on board, or only each booking's main customer */
  to: z.enum(["guests", "customers"]).default("guests"),
});

export async function sendScheduleMail(
  scheduleId: number,
  input: z.infer<typeof scheduleMailSchema>,
  actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      const schedule = await tx.schedule.findUnique({ where: { id: scheduleId }, select: { id: true } });
      if (!schedule) throw new AppError("NOT_FOUND");
      const bookings = await tx.booking.findMany({
        where: { scheduleId, ...holdingBookings },
        select: {
          customer: { select: { email: true } },
          guests: { select: { customer: { select: { email: true } } } },
        },
      });
      const addresses = new Set<string>();
      for (const b of bookings) {
        if (b.customer?.email) addresses.add(b.customer.email.toLowerCase());
        if (input.to === "guests")
          for (const g of b.guests) if (g.customer.email) addresses.add(g.customer.email.toLowerCase());
      }
      for (const to of addresses)
        await queueMail(
          tx,
          { to, subject: input.subject, text: input.text },
          { kind: "schedule", scheduleId, userId: actor.user?.id ?? null },
        );
      await auditBy(tx, actor, {
        action: "schedule.mailed",
        entity: "schedule",
        entityId: scheduleId,
        data: { subject: input.subject, recipients: addresses.size },
      });
      return { queued: addresses.size };
    },
    { tx },
  );
}
