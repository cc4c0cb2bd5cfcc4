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
import { decide, lockBooking, type EditInput } from "./lock-booking";
import { holdsInventory } from "./states";
import { stateChanges } from "./transition-booking";

export async function splitBookingByCustomer(input: EditInput, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const { booking: b } = await lockBooking(tx, input.bookingId, actor, {
        expectedVersion: input.expectedVersion,
        action: "splitByCustomer",
      });
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
        if (!r.exclusive && guests.length > 1 && beds.length >= guests.length) {
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
        add(guests[0]?.id ?? b.customerId!, {
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
