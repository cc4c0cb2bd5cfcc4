// /schedules/movecabin/{id}: one guest moves to another cabin (or bed) of the same departure. If
// the guest is alone in their cabin the whole booking room moves; otherwise the guest leaves it
// (with one bed of a shared cabin) and gets a cabin or bed of their own in the same booking.
import type { Principal } from "../../auth/principal";
import type { Tx } from "../../core/db";
import { invalidField, notFound } from "../../core/errors";
import { bedsForMove, moveBookingRoom, withBookingRoom } from "./booking-rooms";
import { expireBookings } from "./expire-options";
import { capacityOf, checkClaims, claimShape, insertRooms, loadRooms } from "./inventory";
import { actOnBooking, type EditInput } from "./lock-booking";
import { holdsInventory } from "./states";

export function moveGuest(
  input: EditInput & { customerId: number; fromBookingRoomId: number; roomId: number; bedId?: number },
  actor: Principal,
  tx?: Tx,
) {
  return actOnBooking(
    input,
    actor,
    "moveCabin",
    withBookingRoom(input.fromBookingRoomId, async (tx, b, r) => {
      const guest = r.guests.find((g) => g.customerId === input.customerId);
      if (!guest) throw notFound();
      const bedIds = input.bedId ? [input.bedId] : undefined;
      if (r.guests.length === 1) return moveBookingRoom(tx, b, r, { roomId: input.roomId, bedIds });

      const room = (await loadRooms(tx, [input.roomId])).get(input.roomId);
      const current = (await loadRooms(tx, [r.roomId])).get(r.roomId)!;
      if (
        !room ||
        !room.isActive ||
        room.kind !== current.kind ||
        room.vesselId !== current.vesselId ||
        room.resortId !== current.resortId
      )
        throw invalidField("roomId", "validation.unknownReference");
      // no bed named: a free one of a cabin others share; in an empty shared cabin its first bed
      const shape = claimShape(
        room,
        bedIds ??
          (await bedsForMove(tx, room, r.dateFrom, r.dateTo, 1)) ??
          (room.allowSharedRoom
            ? room.beds
                .filter((x) => x.active)
                .slice(0, 1)
                .map((x) => x.id)
            : undefined),
        "",
      );
      const claim = { room, ...shape, dateFrom: r.dateFrom, dateTo: r.dateTo, genders: [guest.customer.gender] };
      if (capacityOf(claim) < 1) throw invalidField("roomId", "validation.tooManyGuests");
      // the guest leaves: one bed of a shared booking goes with them
      await tx.bookingGuest.deleteMany({ where: { bookingRoomId: r.id, customerId: input.customerId } });
      if (!r.exclusive && r.beds.length > 1) {
        const bed = r.beds.at(-1)!.bedId;
        await tx.bookingBed.deleteMany({ where: { bookingRoomId: r.id, bedId: bed } });
      }
      await tx.bookingRoom.update({ where: { id: r.id }, data: { noOfPax: r.guests.length - 1 } });
      const active = holdsInventory(b.state);
      if (active) await checkClaims(tx, [claim], { bookingId: b.id, expire: expireBookings });
      await insertRooms(tx, b.id, [{ ...claim, guests: [input.customerId], noOfPax: 1 }], {
        active,
        mainCustomerId: b.customerId,
        guestSortStart: 100,
      });
    }),
    tx,
  );
}
