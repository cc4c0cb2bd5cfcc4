// What a check-out does to the rooms the guests leave: they are dirty (inventory's housekeeping,
// set-room-status.ts), in the check-out's transaction, the history rows naming the booking.
import type { Principal } from "../../auth/principal";
import type { Tx } from "../../core/db";
import { markRoomsDirty } from "../inventory/set-room-status";

/** Marks the rooms and cabins the booking holds dirty (an out-of-service room stays so). */
export async function leaveRoomsDirty(tx: Tx, bookingId: number, actor: Principal): Promise<void> {
  const rooms = await tx.bookingRoom.findMany({ where: { bookingId, active: true }, select: { roomId: true } });
  await markRoomsDirty(tx, { roomIds: rooms.map((r) => r.roomId), bookingId }, actor);
}
