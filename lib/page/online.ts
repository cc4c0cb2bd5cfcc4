// What the online booking pages (/book/online, /book/resort and their one-page flows) load: the
// departures and their page, the cabins or rooms on offer to this guest (an agency's own prices),
// the resorts, and what the details form needs; and the guest's page of a booking (/book).
import "server-only";
import type { Principal } from "../auth/principal";
import type { Locale } from "../i18n/locale";
import { cabinOffers } from "../domain/online/cabin-offers";
import { bookableSchedules, departureOffers } from "../domain/online/departure-offers";
import { addonsFor, askBirthday, displayCurrencies, publicResorts } from "../domain/online/lookups";
import { onlineAccess } from "../domain/online/online-access";
import { resortRoomOffers } from "../domain/online/resort-offers";
import type { Party } from "../domain/online/search-terms";
import { guestBooking } from "../domain/online/guest-booking";
import { payPartSchema, type PayPart } from "../domain/payments/pay-parts";
import { activeProviders } from "../domain/payments/provider-config";

/** Every bookable departure of the vessel (for the filters), and one page of the filtered offers. */
export async function departureChoice(q: {
  vesselId?: number;
  tourId?: number;
  month?: string;
  pax: number;
  offset: number;
  limit: number;
}) {
  const all = await bookableSchedules({ vesselId: q.vesselId });
  const page = await departureOffers(q);
  return { all, ...page };
}

/** The cabins and beds of a departure on offer to this guest, and why the others are not. */
export async function cabinChoice(
  principal: Principal,
  q: { scheduleId: number; guests: number; party: Party | null },
) {
  const access = await onlineAccess(principal);
  return cabinOffers(q, { agencyId: access.agencyId });
}

/** The room types of a resort on offer to this guest for the dates, and why the others are not. */
export async function resortChoice(
  principal: Principal,
  q: { resortId: number; from: string; to: string; guests: number },
  locale: Locale,
) {
  const access = await onlineAccess(principal);
  return resortRoomOffers(q, locale, { agencyId: access.agencyId });
}

/** The resorts a guest may book. */
export const bookableResorts = () => publicResorts();

/** What the details form of a held choice needs: birthday asked, pay options, add-ons, currencies. */
export async function detailsFormData(locale: Locale, place: { vesselId?: number; resortId?: number }) {
  return {
    askBirthday: await askBirthday(),
    providers: await activeProviders(locale),
    addons: await addonsFor(place),
    displayCurrencies: await displayCurrencies(),
  };
}

/** A booking as its guest sees it: their token, or the caller's booking scope, decides (else 404). */
export const guestBookingView = (key: { id: number } | { bookingNo: string }, token: string | null, p: Principal) =>
  guestBooking(key, token, p);

/** The part of what is open a guest link asks for: the deposit, the rest, else everything open. */
export const payPartOf = (raw: string | undefined): PayPart => payPartSchema.safeParse(raw).data ?? "open";

/** The payment options a guest chooses from, named in their language. */
export const payOptions = (locale: Locale) => activeProviders(locale);
