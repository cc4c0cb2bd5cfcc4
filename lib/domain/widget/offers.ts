// What a widget offers a guest, from the online booking's own lookups and prices (read only):
// the free room types of its resort for a stay, each with the engine's price, or the bookable
// departures of its vessel. Choosing one continues in the full booking flow (/book/...).
import type { Principal } from "../../auth/principal";
import type { Locale } from "../../i18n/locale";
import { onlineDepartures, freeRooms } from "../online/lookups";
import { priceOnlineBooking } from "../online/price-online";

export type RoomTypeOffer = { roomTypeId: number; name: string; free: number; total?: string; currency?: string };

/** The resort's room types with a free room for the stay and guests, priced as the booking page prices them. */
export async function resortOffers(
  q: { resortId: number; from: string; to: string; guests: number },
  actor: Principal,
  locale: Locale,
): Promise<RoomTypeOffer[]> {
  const free = await freeRooms({ resortId: q.resortId, dateFrom: q.from, dateTo: q.to, pax: q.guests });
  const types = new Map<number, RoomTypeOffer>();
  for (const r of free.rooms) {
    if (!r.available || r.maxNoOfPax < q.guests) continue;
    const e = types.get(r.roomTypeId) ?? { roomTypeId: r.roomTypeId, name: r.roomType ?? r.name, free: 0 };
    e.free += 1;
    types.set(r.roomTypeId, e);
  }
  // names are asked for at the next step; the price does not depend on them
  const guests = Array.from({ length: q.guests }, (_, i) => ({ firstName: `Guest ${i + 1}`, lastName: "-" }));
  return Promise.all(
    [...types.values()].map(async (o) => {
      const price = await priceOnlineBooking(
        {
          type: "resort",
          resortId: q.resortId,
          dateFrom: q.from,
          dateTo: q.to,
          rooms: [{ roomTypeId: o.roomTypeId, guests }],
        },
        actor,
        locale,
      ).catch(() => null);
      return price ? { ...o, total: String(price.total), currency: price.currency } : o;
    }),
  );
}

/** The vessel's next bookable departures (at most `limit`) and whether there are more. */
export async function vesselDepartures(vesselId: number, limit: number) {
  const all = await onlineDepartures({ vesselId });
  return { departures: all.slice(0, limit), more: all.length > limit };
}
