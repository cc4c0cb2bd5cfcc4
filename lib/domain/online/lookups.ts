// The public lookups of the online booking (GET /api/book/...): departures, free rooms and beds,
// room types, vessels, add-ons and a booking by its number. Open to guests, so they answer only
// what a booking page shows anyway: no guest names, no internal notes; a booking itself only to
// the holder of its access token (guest-access.ts).
import { addCalendarDays } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { operatorToday } from "../../core/operator";
import type { Principal } from "../../auth/principal";
import { availability } from "../booking/availability";
import { readGroup } from "../settings/group-settings";
import { guestBookingId } from "../booking/guest-access";
import { bookingSummary } from "./guest-booking";
import { bookableSchedules, departureOffers, type DepartureQuery } from "./departure-offers";
import { offerPricer, pricedTypes, type OfferPricer, type Probe } from "./offer-prices";

/**
 * The departures a guest may book online, with their price from and free beds; those nothing
 * can be priced for, or that are full, are left out (departure-offers.ts).
 */
export async function onlineDepartures(q: DepartureQuery & { limit?: number }, tx: Tx = db()) {
  return (await departureOffers(q, {}, tx)).items;
}

/**
 * Free rooms (resort and dates) or cabins and beds (departure), from the engine's availability,
 * leaving out the room types the pricing engine has no price for on those nights: what is not
 * priced is not offered (price-gaps.ts).
 */
export async function freeRooms(
  q: { resortId?: number; scheduleId?: number; dateFrom?: string; dateTo?: string; pax?: number; roomTypeId?: number },
  tx: Tx = db(),
) {
  const a = q.scheduleId
    ? await availability(q.scheduleId, { type: "schedule", onlyFree: true, pax: q.pax, roomTypeId: q.roomTypeId }, tx)
    : await availability(
        q.resortId ?? 0,
        {
          type: "resort",
          dateFrom: q.dateFrom,
          dateTo: q.dateTo,
          onlyFree: true,
          pax: q.pax,
          roomTypeId: q.roomTypeId,
        },
        tx,
      );
  const priced = await pricedTypes(
    a.scheduleId ? { type: "vessel", vesselId: a.assetId } : { type: "resort", resortId: a.assetId },
    a.scheduleId ? { scheduleId: a.scheduleId } : { dateFrom: a.dateFrom, dateTo: a.dateTo },
    a.rooms,
    { tx },
  );
  return {
    dateFrom: a.dateFrom,
    dateTo: a.dateTo,
    nights: a.nights,
    rooms: a.rooms
      .filter((r) => priced.has(r.roomTypeId))
      .map((r) => ({
        id: r.id,
        name: r.name,
        roomTypeId: r.roomTypeId,
        roomType: r.roomType,
        deck: r.deck,
        maxNoOfPax: r.maxNoOfPax,
        available: r.available,
        shared: r.allowSharedRoom,
        freeBeds: r.freeBedIds.length,
        freeBedIds: r.freeBedIds,
      })),
  };
}

/**
 * Room (cabin) types of a resort or vessel that can be sold online: with an active room and a
 * price. With dates (resort) or a departure (vessel), priced for those; without, priced for some
 * upcoming departure, or for a night in the coming year (the nights tried are today and each day
 * a price or one of its periods starts: the engine's answer changes only there).
 */
export async function roomTypesOf(
  q: { resortId?: number; vesselId?: number; scheduleId?: number; dateFrom?: string; dateTo?: string },
  tx: Tx = db(),
) {
  const rows = await tx.roomType.findMany({
    where: q.resortId ? { resortId: q.resortId } : q.vesselId ? { vesselId: q.vesselId } : { id: -1 },
    select: {
      id: true,
      name: true,
      key: true,
      maxNoOfPax: true,
      defaultNoOfPax: true,
      rooms: { where: { isActive: true, hide: false }, select: { id: true }, orderBy: { id: "asc" }, take: 1 },
    },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
  const rooms = rows.flatMap((t) => t.rooms.map((r) => ({ id: r.id, roomTypeId: t.id })));
  const offered = new Set<number>();
  const tryAll = (pricer: OfferPricer, at: Omit<Probe, "rooms">[]) => {
    for (const r of rooms)
      if (at.some((x) => !pricer.price({ ...x, rooms: [{ roomId: r.id, ages: [undefined] }] }).gaps.length))
        offered.add(r.roomTypeId);
  };
  if (rooms.length && q.vesselId) {
    const ids = q.scheduleId
      ? [q.scheduleId]
      : (await bookableSchedules({ vesselId: q.vesselId }, tx)).map((s) => s.id);
    if (ids.length) {
      const asset = { type: "vessel", vesselId: q.vesselId } as const;
      const pricer = await offerPricer(asset, { roomIds: rooms.map((r) => r.id), scheduleIds: ids }, {}, tx);
      tryAll(
        pricer,
        ids.map((scheduleId) => ({ scheduleId })),
      );
    }
  } else if (rooms.length && q.resortId) {
    const resort = await tx.resort.findUnique({ where: { id: q.resortId }, select: { timezone: true } });
    const today = await operatorToday(resort, tx);
    const stay = q.dateFrom && q.dateTo ? { dateFrom: q.dateFrom, dateTo: q.dateTo } : null;
    const asset = { type: "resort", resortId: q.resortId } as const;
    const first = stay ?? { dateFrom: today, dateTo: addCalendarDays(today, 1) };
    const pricer = await offerPricer(asset, { roomIds: rooms.map((r) => r.id), ...first }, {}, tx);
    const until = addCalendarDays(today, 365);
    const starts = pricer.prices.flatMap((p) => [p.valid?.from, ...p.periods.map((x) => x.from)]);
    const nights = [today, ...new Set(starts.filter((d): d is string => !!d && d > today && d <= until))];
    tryAll(pricer, stay ? [stay] : nights.map((d) => ({ dateFrom: d, dateTo: addCalendarDays(d, 1) })));
  }
  return rows.filter((t) => offered.has(t.id)).map(({ rooms: _rooms, ...t }) => t);
}

/** Active vessels (one by id, or all). */
export async function publicVessels(q: { id?: number }, tx: Tx = db()) {
  const rows = await tx.vessel.findMany({
    where: { isActive: true, ...(q.id ? { id: q.id } : {}) },
    select: { id: true, name: true, code: true },
    orderBy: { id: "asc" },
  });
  if (q.id && !rows.length) throw notFound();
  return q.id ? rows[0] : rows;
}

/** Products offered online for an asset (add-ons): visible, active, sold there or everywhere. */
export async function addonsFor(q: { resortId?: number; vesselId?: number }, tx: Tx = db()) {
  const rows = await tx.product.findMany({
    where: {
      isActive: true,
      isVisible: true,
      ...(q.resortId ? { OR: [{ resortId: q.resortId }, { resortId: null, vesselId: null }] } : {}),
      ...(q.vesselId ? { OR: [{ vesselId: q.vesselId }, { resortId: null, vesselId: null }] } : {}),
    },
    select: { id: true, name: true, price: true, currency: true, addRule: true, payOnSite: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    take: 200,
  });
  return rows.map((p) => ({ ...p, price: p.price.toFixed(2) }));
}

/** Whether an add-on can still be booked. */
export async function addonAvailability(id: number, tx: Tx = db()) {
  const p = await tx.product.findUnique({ where: { id }, select: { id: true, isActive: true, isVisible: true } });
  if (!p) throw notFound();
  return { id: p.id, available: p.isActive && p.isVisible };
}

/** A booking by its number, as its guest sees it on the confirmation page (no personal data): for
 *  the holder of its access token or a user whose booking scope covers it, else 404. */
export async function bookingByNumber(
  bookingNo: string,
  token: string | null | undefined,
  actor: Principal,
  tx: Tx = db(),
) {
  return bookingSummary(await guestBookingId({ bookingNo }, token, actor, tx), tx);
}

/** Active resorts a guest can book (the /book/resort page's choice). */
export async function publicResorts(tx: Tx = db()) {
  return tx.resort.findMany({ where: { isActive: true }, select: { id: true, name: true }, orderBy: { id: "asc" } });
}

/** The currencies a guest may see prices in besides the booking's own (settings: general.displayCurrencies). */
export async function displayCurrencies(): Promise<string[]> {
  const general = (await readGroup("general")) as { displayCurrencies?: string[] };
  return general.displayCurrencies ?? [];
}

/**
 * Whether prices or rules depend on a guest's age: a price variant for children (maxAge) or an
 * active special with an Age rule. The booking form then asks each guest's date of birth.
 */
export async function askBirthday(tx: Tx = db()): Promise<boolean> {
  const [variant, specials] = await Promise.all([
    tx.priceVariant.findFirst({ where: { maxAge: { not: null } }, select: { id: true } }),
    tx.special.findMany({ where: { status: "active" }, select: { rules: true } }),
  ]);
  return (
    variant !== null ||
    specials.some(
      (s) => Array.isArray(s.rules) && s.rules.some((r) => (r as { dimension?: unknown } | null)?.dimension === "Age"),
    )
  );
}
