// What a widget offers a guest, from the online booking's own lookups and prices (read only):
// the free room types of its resort for a stay, each with the engine's price, or the bookable
// departures of its vessel. Choosing one continues in the full booking flow (/book/...).
import type { Principal } from "../../auth/principal";
import type { Locale } from "../../i18n/locale";
import { onlineAccess } from "../online/online-access";
import { onlineDepartures } from "../online/lookups";
import { resortRoomOffers, type ResortRoomOffer } from "../online/resort-offers";

export type RoomTypeOffer = ResortRoomOffer;

/**
 * The resort's room types with a free room for the stay and guests, priced as the booking page
 * prices them (a type without a price is never offered); a problem with the search itself (a date
 * in the past ...) is the message key of `problem`.
 */
export async function resortOffers(
  q: { resortId: number; from: string; to: string; guests: number },
  actor: Principal,
  locale: Locale,
): Promise<{ offers: RoomTypeOffer[]; problem: string | null }> {
  const access = await onlineAccess(actor);
  const { offers, problem } = await resortRoomOffers(q, locale, { agencyId: access.agencyId });
  return { offers, problem };
}

/** The vessel's next bookable departures (at most `limit`) and whether there are more. */
export async function vesselDepartures(vesselId: number, limit: number) {
  const all = await onlineDepartures({ vesselId });
  return { departures: all.slice(0, limit), more: all.length > limit };
}
