// splitByCustomer: a group booking becomes one booking per customer. A room booked whole goes to
// its first guest with everyone in it; single beds of a shared cabin go one per guest; a customer
// in several rooms (a stay and a trip) keeps them together. The parts are created in the
// original's state and take over its rooms; the original stays as `splitted` for the record.
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { afterBookingChange } from "./after-change";
import { deriveBooking, roomsWithGuests } from "./derive-booking";
import { loadRooms, setHolding, type ClaimWithGuests } from "./inventory";
import { decide, lockForEdit, type EditInput } from "./lock-booking";
import { holdsInventory } from "./states";
import { stateChanges } from "./transition-booking";

/** A room of the booking as a split sees it: whole or by beds, its beds and its guests. */
type SplitRoom = { exclusive: boolean; bedIds: number[]; guests: number[] };

/**
 * Whom a room goes to: a shared room with a bed for each of its guests goes one bed per guest;
 * any other room goes whole to its first guest (or to the booking's customer when it has none).
 */
export function splitOwners(r: SplitRoom, customerId: number | null): number[] {
  if (!r.exclusive && r.guests.length > 1 && r.bedIds.length >= r.guests.length) return r.guests;
  const owner = r.guests[0] ?? customerId;
  return owner === null ? [] : [owner];
}

/** Whether a split by customer makes at least two bookings (the booking page offers it only then). */
export const canSplitByCustomer = (rooms: SplitRoom[], customerId: number | null) =>
  new Set(rooms.flatMap((r) => splitOwners(r, customerId))).size > 1;

export async function splitBookingByCustomer(input: EditInput, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const { booking: b } = await lockForEdit(tx, input, actor, "splitByCustomer");
      const now = new Date();
      const t = await decide(b, "splitByCustomer", tx, now);
      const rows = await roomsWithGuests(tx, b.id);
      const rooms = await loadRooms(
        tx,
        rows.map((r) => r.roomId),
      );
      const parts = new Map<number, ClaimWithGuests[]>();
      const add = (customerId: number, claim: ClaimWithGuests) =>
        parts.set(customerId, [...(parts.get(customerId) ?? []), claim]);
      for (const r of rows) {
        const base = { room: rooms.get(r.roomId)!, dateFrom: r.dateFrom, dateTo: r.dateTo };
        const guests = r.guests.map((g) => ({ id: g.customerId, gender: g.customer.gender }));
        const beds = r.beds.map((x) => x.bedId);
        const owners = splitOwners(
          { exclusive: r.exclusive, bedIds: beds, guests: guests.map((g) => g.id) },
          b.customerId,
        );
        if (owners.length > 1) {
          guests.forEach((g, i) =>
            add(g.id, {
              ...base,
              bedIds: [beds[i]],
              exclusive: false,
              genders: [g.gender],
              guests: [g.id],
              noOfPax: 1,
            }),
          );
          continue;
        }
        add(owners[0]!, {
          ...base,
          bedIds: beds,
          exclusive: r.exclusive,
          genders: guests.map((g) => g.gender),
          guests: guests.map((g) => g.id),
          noOfPax: r.noOfPax,
        });
      }
      if (parts.size < 2)
        throw new AppError("CONFLICT", "errors.NOTHING_TO_SPLIT", { details: { reason: "NOTHING_TO_SPLIT" } });
      if (holdsInventory(b.state)) await setHolding(tx, b.id, false);
      const created = [];
      for (const [customerId, claims] of parts)
        created.push(
          await deriveBooking(tx, b.id, actor, {
            state: b.state,
            claims,
            action: "splitByCustomer",
            set: { customerId },
            link: { splitFromId: b.id },
          }),
        );
      await tx.booking.update({ where: { id: b.id }, data: await stateChanges(tx, b, t, now) });
      const original = await afterBookingChange(tx, b.id, actor, { action: "splitByCustomer" });
      return { ...original, parts: created.map((p) => ({ id: p.id, customerId: p.customerId, state: p.state })) };
    },
    { tx },
  );
}
