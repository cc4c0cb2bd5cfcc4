// GET /api/rooms/housekeeping and the page /housekeeping: the active rooms and cabins with their
// housekeeping status (inventory's set-room-status.ts) and, per room, today's departure, arrival
// and stay-over where the room is (its resort's or vessel's today), so the housekeeper knows what
// to do first. Paged on the server; dirty rooms first (the status's order), then the rooms' order.
// Booking numbers and guest counts only: no guest's name reaches the housekeeper.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { db, type Prisma } from "../../core/db";
import { calendarDate, isoDate } from "../../core/dates";
import { operatorToday } from "../../core/operator";
import { int4, id } from "../../validation/validators";
import { allowedRoomWhere } from "../inventory/set-room-status";
import { HOUSEKEEPING_STATUSES, housekeepingTask, type HousekeepingStatus } from "../inventory/room-status";
import { bookingLabel, bookingNumberSelect, holdingBookings } from "./states";

export const housekeepingQuery = z.object({
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: 200 }).default(50),
  resortId: id().optional(),
  vesselId: id().optional(),
  /** one status or a comma list */
  status: z
    .preprocess(
      (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
      z.array(z.enum(HOUSEKEEPING_STATUSES, { error: "validation.invalidValue" })).max(4),
    )
    .optional(),
});
export type HousekeepingQuery = z.output<typeof housekeepingQuery>;

const roomSelect = {
  id: true,
  name: true,
  kind: true,
  resortId: true,
  vesselId: true,
  housekeepingStatus: true,
  housekeepingNote: true,
  housekeepingChangedAt: true,
  housekeepingChangedById: true,
  roomType: { select: { name: true } },
  resort: { select: { name: true, timezone: true } },
  vessel: { select: { name: true, timezone: true } },
} satisfies Prisma.RoomSelect;

type Visit = { bookingId: number; number: string; pax: number; checkedIn: boolean; checkedOut: boolean };

/** The rooms of the page with today's comings and goings, within what the actor may reach. */
export async function housekeepingList(q: HousekeepingQuery, actor: Principal) {
  const where: Prisma.RoomWhereInput = {
    isActive: true,
    ...allowedRoomWhere(actor),
    ...(q.resortId ? { resortId: q.resortId } : {}),
    ...(q.vesselId ? { vesselId: q.vesselId } : {}),
    ...(q.status?.length ? { housekeepingStatus: { in: q.status } } : {}),
  };
  const [total, rooms] = await Promise.all([
    db().room.count({ where }),
    db().room.findMany({
      where,
      select: roomSelect,
      orderBy: [
        { housekeepingStatus: "asc" },
        { resortId: "asc" },
        { vesselId: "asc" },
        { sort: "asc" },
        { id: "asc" },
      ],
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
  ]);
  // today where each room is: its resort's or vessel's time zone, else the operator's
  const todays = new Map<string, string>();
  for (const r of rooms) {
    const zone = (r.resort ?? r.vessel)?.timezone ?? "";
    if (!todays.has(zone)) todays.set(zone, await operatorToday({ timezone: zone || null }));
  }
  const todayOf = (r: (typeof rooms)[number]) => todays.get((r.resort ?? r.vessel)?.timezone ?? "")!;
  const days = [...new Set(todays.values())].map(calendarDate);
  const [stays, users] = await Promise.all([
    rooms.length
      ? db().bookingRoom.findMany({
          where: {
            roomId: { in: rooms.map((r) => r.id) },
            active: true,
            booking: holdingBookings,
            dateFrom: { lte: days.reduce((a, b) => (a > b ? a : b)) },
            dateTo: { gte: days.reduce((a, b) => (a < b ? a : b)) },
          },
          select: {
            roomId: true,
            dateFrom: true,
            dateTo: true,
            noOfPax: true,
            checkedInAt: true,
            checkedOutAt: true,
            booking: { select: { ...bookingNumberSelect, checkedInAt: true, checkedOutAt: true } },
          },
          orderBy: [{ dateFrom: "asc" }, { id: "asc" }],
        })
      : [],
    db().user.findMany({
      where: { id: { in: [...new Set(rooms.map((r) => r.housekeepingChangedById).filter((i) => i !== null))] } },
      select: { id: true, name: true },
    }),
  ]);
  const names = new Map(users.map((u) => [u.id, u.name]));
  return {
    data: rooms.map((r) => {
      const today = todayOf(r);
      const mine = stays.filter((s) => s.roomId === r.id);
      const visit = (s: (typeof mine)[number]): Visit => ({
        bookingId: s.booking.id,
        number: bookingLabel(s.booking),
        pax: s.noOfPax,
        checkedIn: (s.checkedInAt ?? s.booking.checkedInAt) !== null,
        checkedOut: (s.checkedOutAt ?? s.booking.checkedOutAt) !== null,
      });
      const departure = mine.find((s) => isoDate(s.dateTo) === today);
      const arrival = mine.find((s) => isoDate(s.dateFrom) === today);
      const stayover = mine.find((s) => isoDate(s.dateFrom) < today && isoDate(s.dateTo) > today);
      const status = r.housekeepingStatus as HousekeepingStatus;
      return {
        id: r.id,
        name: r.name,
        kind: r.kind,
        roomType: r.roomType.name,
        asset: r.resortId
          ? { type: "resort" as const, id: r.resortId, name: r.resort?.name ?? "" }
          : { type: "vessel" as const, id: r.vesselId ?? 0, name: r.vessel?.name ?? "" },
        today,
        status,
        note: r.housekeepingNote,
        changedAt: r.housekeepingChangedAt?.toISOString() ?? null,
        changedBy: r.housekeepingChangedById === null ? null : (names.get(r.housekeepingChangedById) ?? null),
        departure: departure ? visit(departure) : null,
        arrival: arrival ? visit(arrival) : null,
        stayover: stayover ? visit(stayover) : null,
        task: housekeepingTask(status, arrival !== undefined),
      };
    }),
    total,
    page: q.page,
    size: q.size,
  };
}

export type HousekeepingPage = Awaited<ReturnType<typeof housekeepingList>>;
export type HousekeepingRow = HousekeepingPage["data"][number];
