// Moving bookings to another departure: one booking (move/{schedule}) or every booking of a
// departure at once (when a trip is cancelled or the vessel changes). Cabins keep their cabin, or
// their cabin type, where possible (placement.ts). A booking that cannot be placed whole stays
// where it is; the departure move reports who could not be placed. Nothing is half-moved: the
// target cabins are locked first, and each booking moves completely or not at all.
import type { Principal } from "../../auth/principal";
import { addCalendarDays, calendarDate, isoDate, nightsBetween } from "../../core/dates";
import { transaction, type Gender, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { bookingScope } from "./access";
import { afterBookingChange } from "./after-change";
import { occupancy, type Occupancy } from "./availability";
import { loadRooms, lockRooms, overbooked, seatBookingRoom, takenError, type RoomInfo } from "./inventory";
import { decide, lockBooking, lockForEdit, type EditInput, type LockedBooking } from "./lock-booking";
import { placeAll, type Placement, type Source } from "./placement";
import { bookingNumberSelect, holdsInventory } from "./states";
import type { BookingView } from "./view";
import { bookingLabel, releaseInventory } from "./waiting-list";

type Target = { id: number; tourId: number; vesselId: number; from: Date; to: Date };

async function targetSchedule(tx: Tx, scheduleId: number): Promise<Target> {
  const s = await tx.schedule.findUnique({
    where: { id: scheduleId },
    select: { id: true, tourId: true, vesselId: true, from: true, to: true, status: true },
  });
  if (!s) throw notFound();
  if (s.status !== "active")
    throw new AppError("CONFLICT", "errors.SCHEDULE_NOT_BOOKABLE", { values: { status: s.status } });
  return s;
}

/** The target vessel's cabins, locked, with who holds what on the target's dates. */
export async function targetCabins(tx: Tx, t: Target, excludeBookingIds: number[]) {
  const ids = (await tx.room.findMany({ where: { vesselId: t.vesselId, isActive: true }, select: { id: true } })).map(
    (r) => r.id,
  );
  await lockRooms(tx, ids);
  const rooms = [...(await loadRooms(tx, ids)).values()];
  const occ = await occupancy(tx, ids, t.from, t.to, excludeBookingIds);
  return { rooms, occ };
}

/** The booking's cabins as sources for placement. */
export async function cabinSources(tx: Tx, bookingId: number) {
  const rows = await tx.bookingRoom.findMany({
    where: { bookingId, room: { kind: "Cabin" } },
    select: {
      id: true,
      roomId: true,
      exclusive: true,
      active: true,
      dateFrom: true,
      dateTo: true,
      room: { select: { name: true, roomType: { select: { key: true } } } },
      beds: { select: { bedId: true } },
      guests: { select: { customer: { select: { gender: true, fullName: true } } } },
    },
  });
  return { rows, sources: rows.map(placementSource) };
}

/** A booking room as a source for placement (a move's and a rebook's): what it holds and who sleeps there. */
export function placementSource(r: {
  id: number;
  roomId: number;
  exclusive: boolean;
  room: { roomType: { key: string } };
  beds: unknown[];
  guests: { customer: { gender: string | null } }[];
}): Source {
  return {
    key: r.id,
    roomId: r.roomId,
    roomTypeKey: r.room.roomType.key,
    exclusive: r.exclusive,
    beds: r.beds.length,
    guests: r.guests.length,
    genders: r.guests.map((g) => g.customer.gender as Gender),
  };
}

/**
 * A resort stay beside the trip moves with it: as many nights, as far before (or after) the new
 * departure as before (after) the old one. Pure; the rebook uses it too.
 */
export function shiftStay(
  stay: { dateFrom: Date; dateTo: Date },
  old: { from: Date; to: Date },
  next: { from: Date; to: Date },
): { dateFrom: Date; dateTo: Date } {
  const days = stay.dateFrom >= old.to ? nightsBetween(old.to, next.to) : nightsBetween(old.from, next.from);
  const move = (d: Date) => calendarDate(addCalendarDays(isoDate(d), days));
  return { dateFrom: move(stay.dateFrom), dateTo: move(stay.dateTo) };
}

/** The 409 of a booking without cabins sent to a departure (a move or a rebook): it has none to take there. */
export const noCabins = (b: Parameters<typeof bookingLabel>[0]) =>
  new AppError("CONFLICT", "errors.MOVE_NO_CABINS", {
    values: { booking: bookingLabel(b) },
    details: { reason: "NO_CABINS" },
  });

type StayMove = { id: number; roomId: number; name: string; dateFrom: Date; dateTo: Date };

/**
 * The booking's resort rooms on their new nights, and the names of those taken or blocked then
 * (locked). `claimed`: stays this departure move has placed already, which a dry run never writes.
 */
async function stayMoves(tx: Tx, b: LockedBooking, t: Target, holding: boolean, claimed: StayMove[] = []) {
  const old = b.scheduleId
    ? await tx.schedule.findUnique({ where: { id: b.scheduleId }, select: { from: true, to: true } })
    : null;
  const rows = await tx.bookingRoom.findMany({
    where: { bookingId: b.id, room: { kind: "Room" } },
    select: { id: true, roomId: true, dateFrom: true, dateTo: true, room: { select: { name: true } } },
  });
  if (!old || !rows.length) return { moves: [] as StayMove[], taken: [] as string[], takenMoves: [] as StayMove[] };
  const moves: StayMove[] = rows.map((r) => ({
    id: r.id,
    roomId: r.roomId,
    name: r.room.name,
    ...shiftStay(r, old, t),
  }));
  const takenMoves: StayMove[] = [];
  if (holding) {
    await lockRooms(
      tx,
      moves.map((m) => m.roomId),
    );
    for (const m of moves) {
      const o = (await occupancy(tx, [m.roomId], m.dateFrom, m.dateTo, [b.id])).get(m.roomId)!;
      const again = claimed.some((c) => c.roomId === m.roomId && c.dateFrom < m.dateTo && c.dateTo > m.dateFrom);
      if (o.wholeTaken || o.takenBeds.size || o.blocked || again) takenMoves.push(m);
    }
  }
  return { moves, taken: takenMoves.map((m) => m.name), takenMoves };
}

/** Writes the placements: the booking's cabins now on the target departure, its stay beside it. */
async function applyMove(
  tx: Tx,
  b: LockedBooking,
  t: Target,
  placed: Placement[],
  holding: boolean,
  stays: StayMove[],
) {
  for (const m of stays) {
    await tx.bookingRoom.update({ where: { id: m.id }, data: { dateFrom: m.dateFrom, dateTo: m.dateTo } });
    await tx.bookingBed.updateMany({
      where: { bookingRoomId: m.id },
      data: { dateFrom: m.dateFrom, dateTo: m.dateTo },
    });
  }
  try {
    for (const p of placed) {
      await tx.bookingBed.deleteMany({ where: { bookingRoomId: p.key } });
      await seatBookingRoom(tx, p.key, { ...p, roomId: p.room.id, dateFrom: t.from, dateTo: t.to, active: holding });
    }
  } catch (e) {
    throw overbooked(
      e,
      placed.map((p) => ({ room: p.room, bedIds: p.bedIds, dateFrom: t.from, dateTo: t.to })),
    );
  }
  await tx.booking.update({
    where: { id: b.id },
    data: { scheduleId: t.id, tourId: t.tourId, vesselId: t.vesselId },
  });
}

/** Moves the booking; what it held on the old departure is given back there (the waiting list hears). */
async function moveOff(tx: Tx, b: LockedBooking, t: Target, placed: Placement[], holding: boolean, stays: StayMove[]) {
  const move = () => applyMove(tx, b, t, placed, holding, stays);
  if (holding) await releaseInventory(tx, b.id, { give: move, bookingRoomIds: placed.map((p) => p.key) });
  else await move();
}

/** The occupancy nobody holds (waiting-list entries hold nothing, so any cabin will do). */
const emptyOccupancy = (rooms: RoomInfo[]) =>
  new Map<number, Occupancy>(
    rooms.map((r) => [r.id, { takenBeds: new Set(), wholeTaken: false, blocked: null, genders: new Set() }]),
  );

/** POST {id}/move/{schedule}: the same booking (same numbers) on another departure. */
export async function moveBooking(
  input: EditInput & { scheduleId: number },
  actor: Principal,
  tx?: Tx,
): Promise<BookingView> {
  return transaction(
    async (tx) => {
      const { booking: b } = await lockForEdit(tx, input, actor, "move");
      await decide(b, "move", tx);
      if (b.scheduleId === input.scheduleId)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "schedule", message: "validation.mustDiffer" }],
        });
      // a departure that does not exist is a 404 whatever the booking holds
      const t = await targetSchedule(tx, input.scheduleId);
      // only cabins move with a departure: a stay without any (a resort-only booking) gets no schedule, vessel or tour
      const { rows, sources } = await cabinSources(tx, b.id);
      if (!rows.length) throw noCabins(b);
      const holding = holdsInventory(b.state);
      const { rooms, occ } = await targetCabins(tx, t, [b.id]);
      const result = placeAll(sources, rooms, holding ? occ : emptyOccupancy(rooms));
      if (!result.ok)
        throw new AppError("CONFLICT", "errors.NOT_PLACED", {
          values: {
            rooms: rows
              .filter((r) => result.unplaced.includes(r.id))
              .map((r) => r.room.name)
              .join(", "),
          },
          details: { reason: "NOT_PLACED", bookingRooms: result.unplaced },
        });
      // the stay's room taken on its new nights: the 409 names it and those nights, as a rebook's does
      const stays = await stayMoves(tx, b, t, holding);
      const [clash] = stays.takenMoves;
      if (clash) throw takenError({ ...clash, room: { id: clash.roomId, name: clash.name } }, "room");
      await moveOff(tx, b, t, result.placed, holding, stays.moves);
      return afterBookingChange(tx, b.id, actor, { action: "move" });
    },
    { tx },
  );
}

export type DepartureMoveReport = {
  from: number;
  to: number;
  dryRun: boolean;
  moved: { id: number; booking: string; customer: string | null; rooms: { from: string; to: string }[] }[];
  notPlaced: { id: number; booking: string; customer: string | null; rooms: string[] }[];
};

// firm bookings are placed first, then options, offers and the waiting list
const PRIORITY: Record<string, number> = { confirmed: 0, resolved: 0, planned: 1, draft: 2, waiting: 3 };

/**
 * Moves every open booking of a departure to another one in one transaction. Bookings that do not
 * fit whole stay on the old departure and are reported; `dryRun` answers the report and writes nothing.
 */
export async function moveDeparture(
  input: { fromScheduleId: number; toScheduleId: number; dryRun?: boolean },
  actor: Principal,
  tx?: Tx,
): Promise<DepartureMoveReport> {
  const scope = await bookingScope(actor, "update");
  if (scope.kind !== "all") throw new AppError("FORBIDDEN");
  return transaction(
    async (tx) => {
      if (!(await tx.schedule.findUnique({ where: { id: input.fromScheduleId }, select: { id: true } })))
        throw notFound();
      if (input.fromScheduleId === input.toScheduleId)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "to", message: "validation.mustDiffer" }],
        });
      const t = await targetSchedule(tx, input.toScheduleId);
      const bookings = await tx.booking.findMany({
        where: {
          scheduleId: input.fromScheduleId,
          state: { in: ["draft", "planned", "confirmed", "waiting"] },
          checkedInAt: null,
          resolved: false,
        },
        select: {
          ...bookingNumberSelect,
          state: true,
          customer: { select: { fullName: true } },
        },
        orderBy: { id: "asc" },
      });
      const ids = bookings.map((b) => b.id);
      const { rooms, occ } = await targetCabins(tx, t, ids);
      const report: DepartureMoveReport = {
        from: input.fromScheduleId,
        to: input.toScheduleId,
        dryRun: !!input.dryRun,
        moved: [],
        notPlaced: [],
      };
      const ordered = [...bookings].sort((a, b) => PRIORITY[a.state] - PRIORITY[b.state] || a.id - b.id);
      const claimed: StayMove[] = []; // stays placed so far (a dry run writes none of them)
      for (const row of ordered) {
        const { booking: b } = await lockBooking(tx, row.id, actor, { action: "move" });
        const holding = holdsInventory(b.state);
        const { rows, sources } = await cabinSources(tx, b.id);
        const label = { id: b.id, booking: bookingLabel(row), customer: row.customer?.fullName ?? null };
        // the stay first: a booking placed on the cabins counts them as taken for the next ones
        const stays = await stayMoves(tx, b, t, holding, claimed);
        if (stays.taken.length) {
          report.notPlaced.push({ ...label, rooms: stays.taken });
          continue;
        }
        const result = placeAll(sources, rooms, holding ? occ : emptyOccupancy(rooms));
        if (!result.ok) {
          report.notPlaced.push({
            ...label,
            rooms: rows.filter((r) => result.unplaced.includes(r.id)).map((r) => r.room.name),
          });
          continue;
        }
        report.moved.push({
          ...label,
          rooms: result.placed.map((p) => ({ from: rows.find((r) => r.id === p.key)!.room.name, to: p.room.name })),
        });
        if (holding) claimed.push(...stays.moves);
        if (input.dryRun) continue;
        await moveOff(tx, b, t, result.placed, holding, stays.moves);
        await afterBookingChange(tx, b.id, actor, { action: "move" });
      }
      return report;
    },
    { tx },
  );
}
