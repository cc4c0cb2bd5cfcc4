// Taking a room or cabin out of sale (isActive false; the room form's "active" box, through
// saveRoom): refused with 409 while bookings hold it from today on, since an inactive room drops
// out of the grids and lists its bookings still need. The room's row is locked first, as a booking
// locks the rooms it takes, so no booking can slip in between the check and the change.
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { calendarDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { operatorToday } from "../../core/operator";
import { accessFor } from "../../resources/engine";
import { assertAssetScope, roomResource } from "./room-resources";

export type DeactivateRoomInput = { id: number };

/** Locks the room's row until the transaction ends (404 when there is none) and reads it. */
export async function lockRoom(tx: Tx, id: number) {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Room" WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw notFound();
  return tx.room.findUniqueOrThrow({ where: { id } });
}

/** 409 while active bookings hold the room after today (today where the room is). */
async function refuseWhileBooked(tx: Tx, room: { id: number; resortId: number | null; vesselId: number | null }) {
  // today where the room is: its resort's or vessel's time zone, else the operator's
  const asset = room.resortId
    ? await tx.resort.findUnique({ where: { id: room.resortId }, select: { timezone: true } })
    : room.vesselId
      ? await tx.vessel.findUnique({ where: { id: room.vesselId }, select: { timezone: true } })
      : null;
  const today = calendarDate(await operatorToday(asset, tx));
  const held = await tx.bookingRoom.count({ where: { roomId: room.id, active: true, dateTo: { gt: today } } });
  if (held) throw new AppError("CONFLICT", "errors.ROOM_DEACTIVATE_HAS_BOOKINGS", { values: { count: held } });
}

/**
 * Takes the room out of sale with its audit row ("room.deactivated"); a room already out of sale
 * stays as it is. Needs the room's update scope and its resort's or vessel's.
 */
export async function deactivateRoom(input: DeactivateRoomInput, actor: Principal, tx?: Tx): Promise<void> {
  await accessFor(roomResource, actor, "update");
  await transaction(
    async (tx) => {
      const room = await lockRoom(tx, input.id);
      assertAssetScope(actor, room);
      if (!room.isActive) return;
      await refuseWhileBooked(tx, room);
      await tx.room.update({ where: { id: room.id }, data: { isActive: false } });
      await auditBy(tx, actor, {
        action: "room.deactivated",
        entity: "room",
        entityId: room.id,
        data: { changes: { isActive: { from: true, to: false } } },
      });
    },
    { tx },
  );
}
