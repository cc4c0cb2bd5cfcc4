// Housekeeping: a room's or cabin's status (dirty, clean, inspected, out of service) with a note,
// who set it and when. POST /api/rooms/{id}/status calls setRoomStatus; a check-out calls
// markRoomsDirty inside its own transaction. Either locks the room's row, asks the pure rules
// (room-status.ts) and writes the room and its history row (RoomStatusChange) in one transaction.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { hasSome } from "../../access/scopes";
import { transaction, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { text } from "../../validation/validators";
import { lockRoom } from "./deactivate-room";
import {
  decideStatus,
  HOUSEKEEPING_STATUSES,
  STATUS_NOTE_MAX,
  statusAfterCheckout,
  type HousekeepingStatus,
} from "./room-status";

/** Who may set a room's status: housekeeping, the front desk, whoever edits rooms. */
export const ROOM_STATUS_SET_SCOPES = ["housekeeping.update", "bookings.update", "resort.update", "vessel.update"];
/** Who may read the housekeeping list. */
export const ROOM_STATUS_READ_SCOPES = ["housekeeping.update", "bookings.read", "resort.read", "vessel.read"];

export const setRoomStatusSchema = z.object({
  status: z.enum(HOUSEKEEPING_STATUSES, { error: "validation.invalidValue" }),
  note: text({ max: STATUS_NOTE_MAX, optional: true }).nullish(),
});
export type SetRoomStatusInput = { id: number } & z.output<typeof setRoomStatusSchema>;

type Actor = Pick<Principal, "scopes" | "isGuest" | "user">;

/** A user limited to some resorts or vessels reaches only their rooms (an empty list: all). */
export function allowedRoomWhere(actor: Actor) {
  const u = actor.user;
  if (!u) return {};
  const and = [];
  if (u.allowedResortIds.length) and.push({ OR: [{ resortId: null }, { resortId: { in: u.allowedResortIds } }] });
  if (u.allowedVesselIds.length) and.push({ OR: [{ vesselId: null }, { vesselId: { in: u.allowedVesselIds } }] });
  return and.length ? { AND: and } : {};
}

type Change = { to: HousekeepingStatus; note: string | null; userId: number | null; bookingId?: number | null };

/** Locks the room's row and reads what the status change needs (404: none the actor reaches). */
async function lockRoomStatus(tx: Tx, id: number, actor?: Actor) {
  const room = await lockRoom(tx, id);
  if (actor && !(await tx.room.count({ where: { id, ...allowedRoomWhere(actor) } }))) throw notFound();
  return room;
}

/** Writes the room's status and its history row; the rules were asked before. */
async function writeStatus(tx: Tx, room: { id: number; housekeepingStatus: HousekeepingStatus }, c: Change) {
  const at = new Date();
  await tx.room.update({
    where: { id: room.id },
    data: {
      housekeepingStatus: c.to,
      housekeepingNote: c.note,
      housekeepingChangedAt: at,
      housekeepingChangedById: c.userId,
    },
  });
  await tx.roomStatusChange.create({
    data: {
      roomId: room.id,
      from: room.housekeepingStatus,
      to: c.to,
      note: c.note,
      userId: c.userId,
      bookingId: c.bookingId ?? null,
      createdAt: at,
    },
  });
}

export type RoomStatus = {
  id: number;
  status: HousekeepingStatus;
  note: string | null;
  changedAt: string | null;
  changedById: number | null;
};

/**
 * Sets a room's or cabin's status with an optional note (the note replaces the last one; none
 * clears it). 409 ROOM_STATUS_NOT_AFTER when the status may not follow the room's (a dirty room is
 * cleaned before it is inspected); the same status with the same note changes nothing.
 */
export async function setRoomStatus(input: SetRoomStatusInput, actor: Principal, tx?: Tx): Promise<RoomStatus> {
  if (!hasSome(actor, ROOM_STATUS_SET_SCOPES)) throw new AppError("FORBIDDEN");
  return transaction(
    async (tx) => {
      const room = await lockRoomStatus(tx, input.id, actor);
      const note = input.note?.trim() || null;
      const d = decideStatus(room.housekeepingStatus, input.status, note, room.housekeepingNote);
      if (!d.ok)
        throw new AppError("CONFLICT", "errors.ROOM_STATUS_NOT_AFTER", {
          values: { from: d.from, to: d.to },
          details: { from: d.from, to: d.to },
        });
      if (d.changes) await writeStatus(tx, room, { to: input.status, note, userId: actor.user?.id ?? null });
      const now = await tx.room.findUniqueOrThrow({
        where: { id: room.id },
        select: {
          id: true,
          housekeepingStatus: true,
          housekeepingNote: true,
          housekeepingChangedAt: true,
          housekeepingChangedById: true,
        },
      });
      return {
        id: now.id,
        status: now.housekeepingStatus,
        note: now.housekeepingNote,
        changedAt: now.housekeepingChangedAt?.toISOString() ?? null,
        changedById: now.housekeepingChangedById,
      };
    },
    { tx },
  );
}

/**
 * A check-out leaves its rooms dirty (out of service stays): called by the check-out in its own
 * transaction, which has authorized the actor; the history row names the booking.
 */
export async function markRoomsDirty(
  tx: Tx,
  input: { roomIds: readonly number[]; bookingId: number },
  actor: Principal,
): Promise<void> {
  for (const id of [...new Set(input.roomIds)].sort((a, b) => a - b)) {
    const room = await lockRoomStatus(tx, id);
    const to = statusAfterCheckout(room.housekeepingStatus);
    if (to === room.housekeepingStatus) continue;
    await writeStatus(tx, room, { to, note: null, userId: actor.user?.id ?? null, bookingId: input.bookingId });
  }
}
