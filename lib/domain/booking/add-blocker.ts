// POST /api/rooms/addBlocker: blocks a room's nights [from, to) for maintenance, out of order or
// an event. Refused (409, nothing written) when another blocker of the room overlaps or a booking
// holds any of those nights; the blocker then counts as taken inventory.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { calendarDate, isoDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { color, optional } from "../../resources/fields";
import { calendarDateField, text } from "../../validation/validators";
import { BLOCKER_TYPES } from "../inventory/blocker-types";
import { id } from "../inventory/fields";
import { lockRoom, roomHolders } from "./room-availability";

export const addBlockerSchema = z
  .object({
    roomId: id(),
    type: z.enum(BLOCKER_TYPES).default("Maintanance"),
    from: calendarDateField(),
    to: calendarDateField(),
    reason: optional(text({ max: 500 })),
    color: optional(color()),
  })
  .refine((b) => b.to > b.from, { path: ["to"], message: "validation.dateOrder" });

export type AddBlockerInput = z.infer<typeof addBlockerSchema>;

export async function addBlocker(input: AddBlockerInput, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const room = await lockRoom(tx, input.roomId);
      const holders = await roomHolders(input.roomId, input.from, input.to, tx);
      if (holders.blockers.length)
        throw new AppError("CONFLICT", "errors.BLOCKER_OVERLAP", {
          values: { room: room.name, blockers: holders.blockers.map((b) => `${b.from} – ${b.to}`).join(", ") },
          details: { blockers: holders.blockers },
        });
      if (holders.bookings.length) {
        const nos = [...new Set(holders.bookings.map((b) => b.bookingNo))];
        throw new AppError("CONFLICT", "errors.BLOCKER_OVER_BOOKING", {
          values: { room: room.name, bookings: nos.join(", ") },
          details: { bookings: nos },
        });
      }
      const row = await tx.roomBlocker.create({
        data: {
          roomId: input.roomId,
          type: input.type,
          from: calendarDate(input.from),
          to: calendarDate(input.to),
          reason: input.reason ?? null,
          color: input.color ?? null,
          createdById: actor.user?.id ?? null,
        },
        select: { id: true, roomId: true, type: true, from: true, to: true, reason: true, color: true },
      });
      await auditBy(tx, actor, {
        action: "blocker.added",
        entity: "room",
        entityId: input.roomId,
        data: { blockerId: row.id, type: row.type, from: input.from, to: input.to },
      });
      return { ...row, from: isoDate(row.from), to: isoDate(row.to) };
    },
    { tx },
  );
}
