// Short lists of rooms for pickers: a resort's rooms (GET /api/rooms/resort) and the rooms of a
// room type (GET /api/rooms/roomtype/{id}).
import { db } from "../../core/db";
import { AppError } from "../../core/errors";

export async function resortRooms(resortId?: number) {
  const rows = await db().room.findMany({
    where: { resortId: resortId ?? { not: null }, isActive: true },
    orderBy: [{ resortId: "asc" }, { roomType: { sort: "asc" } }, { sort: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      resortId: true,
      roomTypeId: true,
      availableBeds: true,
      maxNoOfPax: true,
      roomType: { select: { name: true } },
    },
  });
  return rows.map(({ roomType, ...r }) => ({ ...r, roomType: roomType.name }));
}

export async function roomsOfType(roomTypeId: number) {
  const type = await db().roomType.findUnique({ where: { id: roomTypeId }, select: { id: true } });
  if (!type) throw new AppError("NOT_FOUND");
  return db().room.findMany({
    where: { roomTypeId },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, name: true, kind: true, availableBeds: true, isActive: true, resortId: true, vesselId: true },
  });
}
