// What holds a room over a stay [from, to): bookings that hold inventory and blockers (a blocker
// counts as taken inventory). Writers of a room's nights lock its row first (lockRooms), so a
// blocker and a booking cannot both pass the check at the same time.
import { calendarDate, isoDate } from "../../core/dates";
import { db, Prisma, type Tx } from "../../core/db";
import { bookingLabel, bookingNumberSelect } from "../booking/states";
import { AppError } from "../../core/errors";

/** Locks the rooms' rows (in id order) for the rest of the transaction; 404 for an unknown room. */
export async function lockRooms(tx: Tx, roomIds: number[]) {
  const ids = [...new Set(roomIds)].sort((a, b) => a - b);
  const rows = await tx.$queryRaw<{ id: number; name: string }[]>(
    Prisma.sql`SELECT id, name FROM "Room" WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`,
  );
  if (rows.length !== ids.length) throw new AppError("NOT_FOUND");
  return rows;
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
      where: { roomId, active: true, dateFrom: { lt: t }, dateTo: { gt: f } },
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
