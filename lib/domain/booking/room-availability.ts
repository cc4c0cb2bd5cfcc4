// What holds a room over a stay [from, to): bookings that hold inventory (an option past its end
// does not, even before the sweep frees it) and blockers (a blocker counts as taken inventory).
// Writers of a room's nights lock its row first (lockRooms), so a blocker and a booking cannot
// both pass the check at the same time.
import { calendarDate, isoDate } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { lockRooms } from "./inventory";
import { bookingLabel, bookingNumberSelect, notExpiredOption } from "./states";

/** Locks one room's row (lockRooms, the booking code's lock) for the rest of the transaction; 404 if unknown. */
export async function lockRoom(tx: Tx, roomId: number) {
  await lockRooms(tx, [roomId]);
  const room = await tx.room.findUnique({ where: { id: roomId }, select: { id: true, name: true } });
  if (!room) throw new AppError("NOT_FOUND");
  return room;
}

export type RoomHolders = {
  bookings: {
    bookingId: number;
    bookingNo: string;
    dateFrom: string;
    dateTo: string;
    exclusive: boolean;
    beds: number[];
  }[];
  blockers: { id: number; type: string; from: string; to: string; reason: string | null }[];
};

/** The bookings (rooms held, with their beds) and blockers over [from, to) of one room. */
export async function roomHolders(roomId: number, from: string, to: string, tx: Tx = db()): Promise<RoomHolders> {
  const [f, t] = [calendarDate(from), calendarDate(to)];
  const [rooms, blockers] = await Promise.all([
    tx.bookingRoom.findMany({
      // an option past its end holds nothing (the sweep or the next buyer frees it)
      where: { roomId, active: true, dateFrom: { lt: t }, dateTo: { gt: f }, booking: notExpiredOption(new Date()) },
      orderBy: { dateFrom: "asc" },
      select: {
        dateFrom: true,
        dateTo: true,
        exclusive: true,
        beds: { where: { active: true }, select: { bedId: true } },
        booking: { select: bookingNumberSelect },
      },
    }),
    tx.roomBlocker.findMany({
      where: { roomId, from: { lt: t }, to: { gt: f } },
      orderBy: { from: "asc" },
      select: { id: true, type: true, from: true, to: true, reason: true },
    }),
  ]);
  return {
    bookings: rooms.map((r) => ({
      bookingId: r.booking.id,
      bookingNo: bookingLabel(r.booking),
      dateFrom: isoDate(r.dateFrom),
      dateTo: isoDate(r.dateTo),
      exclusive: r.exclusive,
      beds: r.beds.map((b) => b.bedId),
    })),
    blockers: blockers.map((b) => ({ ...b, from: isoDate(b.from), to: isoDate(b.to) })),
  };
}
