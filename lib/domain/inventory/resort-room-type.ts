// A room type named beside a resort (a stay rule, the stay lookup, the occupancy grid) must be one
// of that resort's: another resort's or a vessel's type has none of its rooms or rules, and an
// answer for it would be empty rather than the mistake it is.
import { db, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";

/** Whether the room type exists and belongs to one of `resortIds` (none given: to any resort). */
export async function isRoomTypeOf(tx: Tx, roomTypeId: number, resortIds?: readonly number[]) {
  const type = await tx.roomType.findUnique({ where: { id: roomTypeId }, select: { resortId: true } });
  if (type?.resortId == null) return false;
  return !resortIds?.length || resortIds.includes(type.resortId);
}

/** 400 naming roomTypeId unless the room type is one of `resortIds` (none given: of any resort). */
export async function assertRoomTypeOf(roomTypeId: number, resortIds?: readonly number[], tx: Tx = db()) {
  if (!(await isRoomTypeOf(tx, roomTypeId, resortIds)))
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "roomTypeId", message: "validation.roomTypeOfOtherAsset" }],
    });
}
