// Rebook: the booking moves to another departure or other dates as a new successor booking (its
// own numbers, rebookedFromId pointing back); the old one stays as `rebooked` for the record and
// gives its rooms to the successor. revertRebook undoes it: the successor is removed (deleted,
// its numbers kept) and the old booking takes its rooms back, if they are still free.
import type { Principal } from "../../auth/principal";
import { calendarDate, nightsBetween } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError, invalidField, notFound } from "../../core/errors";
import { afterBookingChange } from "./after-change";
import { occupancy } from "./availability";
import { deriveBooking, roomsWithGuests } from "./derive-booking";
import { loadRooms, lockRooms, type ClaimWithGuests } from "./inventory";
import { decide, lockBooking, lockForEdit, type EditInput } from "./lock-booking";
import { noCabins, placementSource, shiftStay, targetCabins } from "./move-booking";
import { placeAll } from "./placement";
import { MAX_NIGHTS } from "./plan-booking";
import { bookingLabel, holdsInventory } from "./states";
import { applyHolding, stateChanges } from "./transition-booking";
import type { BookingView } from "./view";
import { releaseInventory } from "./waiting-list";

/** POST {id}/rebook (body) or rebook/{schedule}: answers the successor booking. */
export async function rebookBooking(
  input: EditInput & {
    scheduleId?: number;
    dateFrom?: string;
    dateTo?: string;
    /** the departure is named by the path (rebook/{schedule}): an unknown one is not found, as for move */
    scheduleInPath?: boolean;
  },
  actor: Principal,
  tx?: Tx,
): Promise<BookingView> {
  return transaction(
    async (tx) => {
      const { booking: b } = await lockForEdit(tx, input, actor, "rebook");
      const now = new Date();
      const t = await decide(b, "rebook", tx, now);
      if (input.scheduleId === undefined && !(input.dateFrom && input.dateTo))
        throw new AppError("VALIDATION_ERROR", "errors.REBOOK_TARGET", {
          fields: [{ path: "scheduleId", message: "validation.required" }],
        });
      const rows = await roomsWithGuests(tx, b.id);
      // the old booking gives back first: the successor may want the same rooms
      if (holdsInventory(b.state)) await releaseInventory(tx, b.id);
      const holding = holdsInventory(b.state);
      const claims: ClaimWithGuests[] = [];
      let set: { scheduleId: number; tourId: number; vesselId: number } | undefined;
      const cabins = rows.filter((r) => r.room.kind === "Cabin");
      const resortRooms = rows.filter((r) => r.room.kind === "Room");
      const all = await loadRooms(
        tx,
        rows.map((r) => r.roomId),
      );
      const guestsOf = (r: (typeof rows)[number]) => r.guests.map((g) => g.customerId);
      const gendersOf = (r: (typeof rows)[number]) => r.guests.map((g) => g.customer.gender);

      if (input.scheduleId !== undefined) {
        if (input.scheduleId === b.scheduleId) throw invalidField("scheduleId", "validation.mustDiffer");
        const s = await tx.schedule.findUnique({
          where: { id: input.scheduleId },
          select: { id: true, tourId: true, vesselId: true, from: true, to: true, status: true },
        });
        if (!s) throw input.scheduleInPath ? notFound() : invalidField("scheduleId", "validation.unknownReference");
        // a departure sells cabins: a resort-only booking has none to take there (as for a move)
        if (!cabins.length) throw noCabins(b);
        if (s.status !== "active")
          throw new AppError("CONFLICT", "errors.SCHEDULE_NOT_BOOKABLE", { values: { status: s.status } });
        set = { scheduleId: s.id, tourId: s.tourId, vesselId: s.vesselId };
        const { rooms, occ } = await targetCabins(tx, s, [b.id]);
        const placed = placeAll(
          cabins.map(placementSource),
          rooms,
          holding ? occ : new Map(rooms.map((x) => [x.id, emptyOcc()])),
        );
        if (!placed.ok)
          throw new AppError("CONFLICT", "errors.NOT_PLACED", {
            values: {
              rooms: cabins
                .filter((r) => placed.unplaced.includes(r.id))
                .map((r) => all.get(r.roomId)!.name)
                .join(", "),
            },
            details: { reason: "NOT_PLACED" },
          });
        for (const p of placed.placed) {
          const r = cabins.find((c) => c.id === p.key)!;
          claims.push({
            room: p.room,
            bedIds: p.bedIds,
            exclusive: p.exclusive,
            dateFrom: s.from,
            dateTo: s.to,
            genders: gendersOf(r),
            guests: guestsOf(r),
            noOfPax: r.noOfPax,
          });
        }
        // a stay before or after the trip moves with it, as many nights and as far from it as
        // before (the same room: taken on the new nights, the rebook is a 409 naming it)
        const old = b.scheduleId
          ? await tx.schedule.findUnique({ where: { id: b.scheduleId }, select: { from: true, to: true } })
          : null;
        for (const r of resortRooms)
          claims.push({
            room: all.get(r.roomId)!,
            bedIds: r.beds.map((x) => x.bedId),
            exclusive: r.exclusive,
            ...(old ? shiftStay(r, old, s) : { dateFrom: r.dateFrom, dateTo: r.dateTo }),
            genders: gendersOf(r),
            guests: guestsOf(r),
            noOfPax: r.noOfPax,
          });
      } else {
        if (cabins.length) throw invalidField("scheduleId", "validation.required");
        const [from, to] = [calendarDate(input.dateFrom!), calendarDate(input.dateTo!)];
        const nights = nightsBetween(from, to);
        if (nights < 1) throw invalidField("dateTo", "validation.dateToAfterFrom");
        if (nights > MAX_NIGHTS) throw invalidField("dateTo", "validation.stayTooLong");
        // the same rooms if free on the new dates, else rooms of the same type in the resort
        const resortId = all.get(resortRooms[0]?.roomId ?? -1)?.resortId ?? b.resortId;
        const ids = (await tx.room.findMany({ where: { resortId, isActive: true }, select: { id: true } })).map(
          (r) => r.id,
        );
        await lockRooms(tx, ids);
        const rooms = [...(await loadRooms(tx, ids)).values()];
        const occ = await occupancy(tx, ids, from, to, [b.id]);
        const placed = placeAll(
          resortRooms.map((r) => ({
            key: r.id,
            roomId: r.roomId,
            roomTypeKey: all.get(r.roomId)!.roomTypeKey,
            exclusive: r.exclusive,
            beds: r.beds.length,
            guests: r.guests.length,
            genders: gendersOf(r),
          })),
          rooms,
          holding ? occ : new Map(rooms.map((x) => [x.id, emptyOcc()])),
        );
        if (!placed.ok)
          throw new AppError("CONFLICT", "errors.NOT_PLACED", {
            values: {
              rooms: resortRooms
                .filter((r) => placed.unplaced.includes(r.id))
                .map((r) => all.get(r.roomId)!.name)
                .join(", "),
            },
            details: { reason: "NOT_PLACED" },
          });
        for (const p of placed.placed) {
          const r = resortRooms.find((c) => c.id === p.key)!;
          claims.push({
            room: p.room,
            bedIds: p.bedIds,
            exclusive: p.exclusive,
            dateFrom: from,
            dateTo: to,
            genders: gendersOf(r),
            guests: guestsOf(r),
            noOfPax: r.noOfPax,
          });
        }
      }
      const successor = await deriveBooking(tx, b.id, actor, {
        state: b.state,
        claims,
        action: "rebook",
        set,
        link: { rebookedFromId: b.id },
      });
      await tx.booking.update({ where: { id: b.id }, data: await stateChanges(tx, b, t, now) });
      await afterBookingChange(tx, b.id, actor, { action: "rebook" });
      return successor;
    },
    { tx },
  );
}

const emptyOcc = () => ({ takenBeds: new Set<number>(), wholeTaken: false, blocked: null, genders: new Set<never>() });

/** POST {id}/revertRebook: the successor goes (deleted), the booking comes back with its rooms. */
export async function revertRebook(input: EditInput, actor: Principal, tx?: Tx): Promise<BookingView> {
  return transaction(
    async (tx) => {
      const { booking: b } = await lockForEdit(tx, input, actor, "revertRebook");
      const now = new Date();
      const t = await decide(b, "revertRebook", tx, now);
      const successor = await tx.booking.findFirst({
        where: { rebookedFromId: b.id, state: { notIn: ["deleted"] } },
        orderBy: { id: "desc" },
        select: { id: true },
      });
      if (successor) {
        const { booking: s } = await lockBooking(tx, successor.id, actor, { action: "revertRebook" });
        // the booking's own state is rebooked: the refusal names the successor and its state
        if (s.checkedInAt)
          throw new AppError("CONFLICT", "errors.refused.SUCCESSOR_CHECKED_IN", {
            values: { action: "revertRebook", booking: bookingLabel(s), state: s.state },
            details: {
              reason: "CHECKED_IN",
              state: b.state,
              action: "revertRebook",
              successor: { id: s.id, state: s.state },
            },
          });
        if (holdsInventory(s.state)) await releaseInventory(tx, s.id);
        await tx.booking.update({
          where: { id: s.id },
          // no state to go back to: the booking it came from is live again, and bringing this one
          // back too would hold a second set of rooms for the same guests (revert refuses)
          data: { state: "deleted", previousState: null, deletedDate: now },
        });
        await afterBookingChange(tx, s.id, actor, { action: "revertRebook" });
      } else if (!(await tx.booking.findUnique({ where: { id: b.id } }))) throw notFound();
      await applyHolding(tx, b, t);
      await tx.booking.update({ where: { id: b.id }, data: await stateChanges(tx, b, t, now) });
      return afterBookingChange(tx, b.id, actor, { action: "revertRebook" });
    },
    { tx },
  );
}
