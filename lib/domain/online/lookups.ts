// The public lookups of the online booking (GET /api/book/...): departures, free rooms and beds,
// room types, vessels, add-ons and a booking by its number. Open to guests, so they answer only
// what a booking page shows anyway: no guest names, no internal notes; a booking itself only to
// the holder of its access token (guest-access.ts).
import { calendarDate, isoDate } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { operatorToday } from "../../core/operator";
import type { Principal } from "../../auth/principal";
import { availability } from "../booking/availability";
import { readGroup } from "../settings/group-settings";
import { guestBookingId } from "../booking/guest-access";
import { bookingSummary } from "./guest-booking";

/**
 * Active departures from today on (a vessel's, or all), with their tour: what a guest may book
 * online. Staff pick from tours/bookable.ts, which also counts free beds.
 */
export async function onlineDepartures(q: { vesselId?: number; from?: string; to?: string }, tx: Tx = db()) {
  const today = await operatorToday(null, tx);
  const from = q.from && q.from > today ? q.from : today;
  const rows = await tx.schedule.findMany({
    where: {
      status: "active",
      from: { gte: calendarDate(from) },
      ...(q.to ? { to: { lte: calendarDate(q.to) } } : {}),
      ...(q.vesselId ? { vesselId: q.vesselId } : {}),
      vessel: { isActive: true },
    },
    select: {
      id: true,
      from: true,
      to: true,
      vesselId: true,
      vessel: { select: { name: true } },
      tour: { select: { id: true, name: true, nights: true } },
    },
    orderBy: [{ from: "asc" }, { id: "asc" }],
    take: 200,
  });
  return rows.map((s) => ({
    id: s.id,
    dateFrom: isoDate(s.from),
    dateTo: isoDate(s.to),
    vesselId: s.vesselId,
    vessel: s.vessel.name,
    tourId: s.tour.id,
    tour: s.tour.name,
    nights: s.tour.nights,
  }));
}

/** Free rooms (resort and dates) or cabins and beds (departure), from the engine's availability. */
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
  return {
    dateFrom: a.dateFrom,
    dateTo: a.dateTo,
    nights: a.nights,
    rooms: a.rooms.map((r) => ({
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

/** Room (cabin) types of a resort or vessel. */
export async function roomTypesOf(q: { resortId?: number; vesselId?: number }, tx: Tx = db()) {
  const rows = await tx.roomType.findMany({
    where: q.resortId ? { resortId: q.resortId } : q.vesselId ? { vesselId: q.vesselId } : { id: -1 },
    select: { id: true, name: true, key: true, maxNoOfPax: true, defaultNoOfPax: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
  return rows;
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
