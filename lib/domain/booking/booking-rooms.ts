// A booking's rooms and guests: add a room (rooms), change one (rooms/{roomId}), its dates
// (rooms/{roomId}/date), its guests (rooms/{roomId}/customers, removeCustomer), move it to another
// room or cabin (changeRoom, the state machine's moveCabin), lock it (lockUnlockRoom) or remove it
// (removeRoom). For a booking that holds inventory every new night or bed is checked under the
// room lock and held by the database's constraints; what is given back tells the waiting list.
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import type { Gender, Tx } from "../../core/db";
import { AppError, invalidField, notFound } from "../../core/errors";
import { messageKey } from "../../i18n/message-key";
import type { BookingScope } from "./access";
import { occupancy } from "./availability";
import { expireBookings } from "./expire-options";
import {
  capacityOf,
  checkClaims,
  claimShape,
  insertRooms,
  loadRooms,
  lockRooms,
  overbooked,
  seatBookingRoom,
  type Claim,
  type RoomInfo,
} from "./inventory";
import { actOnBooking, editBooking, mayBookItself, type EditInput, type LockedBooking } from "./lock-booking";
import { loadPlanContext, planBooking } from "./plan-booking";
import { createBookingSchema, type BookingRoomInput } from "./schemas";
import { bookingRoomStaySelect, holdsInventory } from "./states";
import { notifyWaitingList } from "./waiting-list";

/**
 * The booking's room a path names: the booking room's own id, else the id of the room or cabin
 * (when the booking has it once). 404 when neither.
 */
export async function bookingRoomOf(tx: Tx, bookingId: number, ref: number) {
  const rows = await tx.bookingRoom.findMany({
    where: { bookingId, OR: [{ id: ref }, { roomId: ref }] },
    select: {
      ...bookingRoomStaySelect,
      active: true,
      beds: { select: { bedId: true } },
      guests: { select: { customerId: true, customer: { select: { gender: true } } } },
    },
  });
  const row = rows.find((r) => r.id === ref) ?? (rows.length === 1 ? rows[0] : undefined);
  if (!row) throw notFound();
  return row;
}

type BookingRoomRow = Awaited<ReturnType<typeof bookingRoomOf>>;

/** A change to the booking room `ref` names (bookingRoomOf), made within the booking's edit. */
export const withBookingRoom =
  <A extends unknown[]>(
    ref: number,
    change: (tx: Tx, b: LockedBooking, r: BookingRoomRow, ...rest: A) => Promise<void>,
  ) =>
  async (tx: Tx, b: LockedBooking, ...rest: A) =>
    change(tx, b, await bookingRoomOf(tx, b.id, ref), ...rest);

async function claimOf(tx: Tx, r: BookingRoomRow, patch: Partial<Claim> = {}): Promise<Claim> {
  const room = (await loadRooms(tx, [r.roomId])).get(r.roomId)!;
  return {
    room,
    bedIds: r.beds.map((b) => b.bedId),
    exclusive: r.exclusive,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    genders: r.guests.map((g) => g.customer.gender),
    ...patch,
  };
}

/** POST {id}/rooms: one more room, cabin or bed, as POST /api/bookings takes it. */
export function addBookingRoom(input: EditInput & { room: BookingRoomInput }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "rooms",
    async (tx, b, scope) => {
      if (scope.kind !== "all") await mayBookItself(actor);
      // the same plan a new booking gets, within this booking's departure and resort
      const request = createBookingSchema.parse({
        type: b.type,
        scheduleId: b.scheduleId ?? undefined,
        resortId: b.resortId ?? undefined,
        dateFrom: isoDate(b.dateFrom),
        dateTo: isoDate(b.dateTo),
        customerId: b.customerId ?? 0,
        rooms: [input.room],
      });
      const plan = planBooking(request, await loadPlanContext(tx, [request]), scope, new Date());
      const holding = holdsInventory(b.state);
      if (holding) await checkClaims(tx, plan.claims, { bookingId: b.id, expire: expireBookings });
      // a resort stay added to a trip: the booking now has a resort too
      if (b.resortId === null && plan.booking.resortId !== null)
        await tx.booking.update({ where: { id: b.id }, data: { resortId: plan.booking.resortId } });
      const guests = await tx.bookingGuest.count({ where: { bookingId: b.id } });
      await insertRooms(tx, b.id, plan.claims, {
        active: holding,
        mainCustomerId: b.customerId,
        guestSortStart: guests,
      });
    },
    { tx },
  );
}

/** POST {id}/rooms/{roomId}: pax, sort or the lock of one of the booking's rooms. */
export function updateBookingRoom(
  input: EditInput & { room: number; noOfPax?: number; sort?: number; locked?: boolean },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    "rooms",
    withBookingRoom(input.room, async (tx, b, r) => {
      // pax are priced and counted like guests: no more than the room (or the beds held) sleeps
      if (input.noOfPax !== undefined) {
        const max = capacityOf(await claimOf(tx, r));
        if (input.noOfPax > max) throw invalidField("noOfPax", messageKey("validation.paxOverCapacity", { max }));
      }
      await tx.bookingRoom.update({
        where: { id: r.id },
        data: { noOfPax: input.noOfPax, sort: input.sort, locked: input.locked },
      });
    }),
    { tx },
  );
}

/** POST {id}/rooms/{roomId}/date: other nights for a resort room (a cabin keeps its departure's). */
export function changeBookingRoomDates(
  input: EditInput & { room: number; dateFrom: string; dateTo: string },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    "rooms/date",
    withBookingRoom(input.room, async (tx, b, r) => {
      const [from, to] = [calendarDate(input.dateFrom), calendarDate(input.dateTo)];
      if (to <= from) throw invalidField("dateTo", "validation.dateToAfterFrom");
      const claim = await claimOf(tx, r, { dateFrom: from, dateTo: to });
      if (claim.room.kind === "Cabin") throw invalidField("dateFrom", "validation.cabinDatesAreSchedule");
      if (r.active) await checkClaims(tx, [claim], { bookingId: b.id, expire: expireBookings });
      try {
        await tx.bookingRoom.update({ where: { id: r.id }, data: { dateFrom: from, dateTo: to } });
        await tx.bookingBed.updateMany({ where: { bookingRoomId: r.id }, data: { dateFrom: from, dateTo: to } });
      } catch (e) {
        throw overbooked(e, [claim]);
      }
      // nights given up (the stay got shorter or moved) may serve the waiting list
      if (r.active && (from > r.dateFrom || to < r.dateTo || to <= r.dateFrom || from >= r.dateTo))
        await notifyWaitingList(tx, b.id, [{ roomId: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo }]);
    }),
    { tx },
  );
}

/** The guests' genders and the agency rule for a guest list. */
async function guestsFor(tx: Tx, ids: number[], scope: BookingScope): Promise<Gender[]> {
  if (new Set(ids).size !== ids.length) throw invalidField("guests", "validation.duplicate");
  const rows = await tx.customer.findMany({
    where: { id: { in: ids } },
    select: { id: true, gender: true, agencyId: true },
  });
  return ids.map((id, i) => {
    const c = rows.find((r) => r.id === id);
    if (!c) throw invalidField(`guests.${i}`, "validation.unknownReference");
    if (scope.kind === "agency" && c.agencyId !== scope.agencyId)
      throw invalidField(`guests.${i}`, "validation.notYourCustomer");
    return c.gender;
  });
}

/** POST {id}/rooms/{roomId}/customers: who sleeps in the room (capacity and gender rule checked). */
export function setBookingRoomGuests(input: EditInput & { room: number; guests: number[] }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "rooms/customers",
    withBookingRoom(input.room, async (tx, b, r, scope) => {
      const genders = await guestsFor(tx, input.guests, scope);
      const claim = await claimOf(tx, r, { genders });
      // beds of a shared cabin sleep one guest each: say so, not that the cabin is full
      if (input.guests.length > capacityOf(claim))
        throw invalidField("guests", claim.exclusive ? "validation.tooManyGuests" : "validation.tooManyGuestsForBeds");
      if (r.active && !claim.exclusive && !claim.room.allowMixedGender)
        await checkClaims(tx, [claim], { bookingId: b.id, expire: expireBookings });
      await tx.bookingGuest.deleteMany({ where: { bookingRoomId: r.id } });
      const start = await tx.bookingGuest.count({ where: { bookingId: b.id } });
      await tx.bookingGuest.createMany({
        data: input.guests.map((customerId, i) => ({
          bookingId: b.id,
          bookingRoomId: r.id,
          customerId,
          isMain: customerId === b.customerId,
          sort: start + i,
        })),
      });
      if (input.guests.length)
        await tx.bookingRoom.update({ where: { id: r.id }, data: { noOfPax: input.guests.length } });
    }),
    { tx },
  );
}

/** DELETE {id}/removeCustomer/{roomId}/{customerId}: the guest leaves that room. */
export function removeBookingGuest(input: EditInput & { room: number; customerId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "removeCustomer",
    withBookingRoom(input.room, async (tx, b, r) => {
      if (!r.guests.some((g) => g.customerId === input.customerId)) throw notFound();
      await tx.bookingGuest.deleteMany({ where: { bookingRoomId: r.id, customerId: input.customerId } });
      if (r.guests.length > 1)
        await tx.bookingRoom.update({ where: { id: r.id }, data: { noOfPax: r.guests.length - 1 } });
    }),
    { tx },
  );
}

/** DELETE {id}/removeRoom/{roomId}: the room goes back to sale (not the booking's last room: cancel that). */
export function removeBookingRoom(input: EditInput & { room: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "removeRoom",
    withBookingRoom(input.room, async (tx, b, r) => {
      if ((await tx.bookingRoom.count({ where: { bookingId: b.id } })) < 2)
        throw new AppError("CONFLICT", "errors.LAST_ROOM", { details: { reason: "LAST_ROOM" } });
      await tx.bookingGuest.deleteMany({ where: { bookingRoomId: r.id } });
      await tx.bookingRoom.delete({ where: { id: r.id } });
      // a trip that loses its last resort room no longer stays at the resort (lists filter by it)
      if (
        b.type === "vessel" &&
        b.resortId !== null &&
        !(await tx.bookingRoom.count({ where: { bookingId: b.id, room: { resortId: { not: null } } } }))
      )
        await tx.booking.update({ where: { id: b.id }, data: { resortId: null } });
      if (r.active) await notifyWaitingList(tx, b.id, [{ roomId: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo }]);
    }),
    { tx },
  );
}

/** Moves one of the booking's rooms to another room or cabin (and beds), keeping its guests. */
/**
 * The beds a move takes in a shared cabin when it names none: with nobody else in it, the whole
 * cabin (undefined), unless `bedsOnly` (what moves held single beds); else as many free beds as
 * guests, so a move fills a cabin others share. Too few free beds: the whole cabin, which the
 * claim check then refuses as taken.
 */
export async function bedsForMove(
  tx: Tx,
  room: RoomInfo,
  from: Date,
  to: Date,
  guests: number,
  o: { bedsOnly?: boolean } = {},
): Promise<number[] | undefined> {
  if (!room.allowSharedRoom) return undefined;
  const held = (await occupancy(tx, [room.id], from, to)).get(room.id);
  if (held?.wholeTaken) return undefined;
  const taken = held?.takenBeds ?? new Set<number>();
  if (taken.size === 0 && !o.bedsOnly) return undefined;
  const free = room.beds.filter((x) => x.active && !taken.has(x.id)).map((x) => x.id);
  const wanted = Math.max(guests, 1);
  return free.length >= wanted ? free.slice(0, wanted) : undefined;
}

export async function moveBookingRoom(
  tx: Tx,
  b: LockedBooking,
  r: BookingRoomRow,
  target: { roomId: number; bedIds?: number[] },
): Promise<void> {
  const rooms = await loadRooms(tx, [target.roomId]);
  const room = rooms.get(target.roomId);
  if (!room || !room.isActive) throw invalidField("roomId", "validation.unknownReference");
  const current = (await loadRooms(tx, [r.roomId])).get(r.roomId)!;
  if (
    room.kind !== current.kind ||
    (room.kind === "Cabin" ? room.vesselId !== current.vesselId : room.resortId !== current.resortId)
  )
    throw invalidField("roomId", room.kind === "Cabin" ? "validation.roomNotOnVessel" : "validation.roomNotInResort");
  // a booking room of single beds moves as beds (as many as it held), never as the whole cabin
  const bedIds =
    target.bedIds ??
    (await bedsForMove(tx, room, r.dateFrom, r.dateTo, Math.max(r.guests.length, r.exclusive ? 0 : r.beds.length), {
      bedsOnly: !r.exclusive,
    }));
  const shape = claimShape(room, bedIds, "");
  const claim: Claim = {
    room,
    ...shape,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    genders: r.guests.map((g) => g.customer.gender),
  };
  if (r.guests.length > capacityOf(claim)) throw invalidField("roomId", "validation.tooManyGuests");
  if (r.active) {
    await lockRooms(tx, [r.roomId, room.id]);
    // the old beds go first, so a move within the same cabin (other beds) is possible
    await tx.bookingBed.deleteMany({ where: { bookingRoomId: r.id } });
    await checkClaims(tx, [claim], { bookingId: b.id, expire: expireBookings });
  } else await tx.bookingBed.deleteMany({ where: { bookingRoomId: r.id } });
  try {
    await seatBookingRoom(
      tx,
      r.id,
      { ...claim, roomId: room.id, active: r.active },
      { noOfPax: r.guests.length || r.noOfPax },
    );
  } catch (e) {
    throw overbooked(e, [claim]);
  }
  if (r.active && room.id !== r.roomId)
    await notifyWaitingList(tx, b.id, [{ roomId: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo }]);
}

/** POST {id}/changeRoom: the guests of one room move to another room or cabin (moveCabin). */
export function changeBookingRoom(
  input: EditInput & { bookingRoomId?: number; roomId: number; bedIds?: number[] },
  actor: Principal,
  tx?: Tx,
) {
  return actOnBooking(
    input,
    actor,
    "moveCabin",
    async (tx, b) => {
      const rooms = await tx.bookingRoom.findMany({ where: { bookingId: b.id }, select: { id: true } });
      const ref = input.bookingRoomId ?? (rooms.length === 1 ? rooms[0].id : undefined);
      if (ref === undefined) throw invalidField("bookingRoomId", "validation.required");
      await moveBookingRoom(tx, b, await bookingRoomOf(tx, b.id, ref), input);
    },
    tx,
  );
}

/** POST {id}/lockUnlockRoom/{roomBooking}: pins the room against re-allocation, or unpins it. */
export function lockUnlockBookingRoom(input: EditInput & { room: number }, actor: Principal, tx?: Tx) {
  return actOnBooking(
    input,
    actor,
    "lockUnlockRoom",
    withBookingRoom(input.room, async (tx, b, r) => {
      const row = await tx.bookingRoom.findUniqueOrThrow({ where: { id: r.id }, select: { locked: true } });
      await tx.bookingRoom.update({ where: { id: r.id }, data: { locked: !row.locked } });
    }),
    tx,
  );
}
