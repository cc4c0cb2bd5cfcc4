// What many API tests need, made the way the app makes it: currencies and exchange rates, users
// with a token, a resort of double rooms, an active season price and terms of payment (posted
// through their API routes), and staff bookings of a given shape (POST /api/bookings, the
// create-booking use case, priced by the engine when asked). The records themselves come from
// prisma/seed/factories.ts, shared with the demo seed.
import type { z } from "zod";
import { POST as createResource } from "@/app/api/[resource]/route";
import { POST as createBooking } from "@/app/api/bookings/route";
import { POST as cancelRoute } from "@/app/api/bookings/[id]/cancell/route";
import { POST as issueRoute } from "@/app/api/bookings/[id]/invoice/route";
import { POST as reloadPrice } from "@/app/api/bookings/[id]/reloadPrice/route";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit/route";
import { POST as createPrice } from "@/app/api/price/route";
import { addCalendarDays, calendarDate, isoDate } from "@/lib/core/dates";
import { db, type Prisma } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import type { priceCreateInput } from "@/lib/domain/pricing/save-price";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { seedAgency, seedBooking, seedCustomer, seedResort, seedUser } from "@/prisma/seed/factories";
import { GERMAN_GUEST } from "./company";
import { call, tokenFor } from "./http";

/** Who works on bookings at the desk. */
export const STAFF_SCOPES = ["bookings.read", "bookings.create", "bookings.update"];

/** A token of a new user with `scopes` (and whatever else the user needs: an agency, settings ...). */
export async function tokenWith(scopes: string[], o: Omit<Parameters<typeof seedUser>[1], "scopes"> = {}) {
  return tokenFor((await seedUser(db(), { ...o, scopes })).id);
}

const CURRENCY_NAMES: Record<string, { name: string; symbol: string }> = {
  EUR: { name: "Euro", symbol: "€" },
  USD: { name: "US Dollar", symbol: "$" },
  GBP: { name: "Pound", symbol: "£" },
  CHF: { name: "Swiss franc", symbol: "Fr" },
  THB: { name: "Baht", symbol: "฿" },
};

type CurrencySpec = string | (Partial<Prisma.CurrencyCreateManyInput> & { code: string });

/** Currencies by code (EUR, USD, GBP, CHF, THB have names) or with fields of their own; one there already stays. */
export async function seedCurrencies(...specs: CurrencySpec[]) {
  const data = specs.map((s) => {
    const c = typeof s === "string" ? { code: s } : s;
    return { ...(CURRENCY_NAMES[c.code] ?? { name: c.code, symbol: c.code }), ...c };
  });
  await db().currency.createMany({ data, skipDuplicates: true });
}

/** One exchange rate: 1 `fromCode` is `rate` `toCode`, from `validFrom` on. */
export function seedRate(fromCode: string, toCode: string, rate: string, validFrom = "2020-01-01") {
  return db().exchangeRate.create({ data: { fromCode, toCode, rate, validFrom: calendarDate(validFrom) } });
}

/** A resort (`resortName`) of `count` double rooms (two beds each), named by `roomName` (101, 102 ... unless told). */
export async function seedDoubleRooms(
  count: number,
  o: { roomName?: (i: number) => string; resortName?: string } = {},
) {
  const name = o.roomName ?? ((i: number) => String(101 + i));
  const r = await seedResort(db(), {
    name: o.resortName,
    roomTypes: [
      { name: "Double", key: "DBL", rooms: Array.from({ length: count }, (_, i) => ({ name: name(i), beds: 2 })) },
    ],
  });
  return {
    resortId: r.resort.id,
    roomTypeId: r.rooms[0].roomTypeId,
    rooms: r.rooms,
    roomIds: r.rooms.map((x) => x.id),
  };
}

type PriceBody = z.input<typeof priceCreateInput>;
type PriceEntry = NonNullable<PriceBody["entries"]>[number];

/**
 * A season price posted as an admin does (POST /api/price), active unless told: one period from
 * this year's first day to the end of next year unless `periods` says otherwise, and either
 * `entries` or one entry of `value` (per room unless told) for `roomTypeId` (or every room type).
 * A vessel's price is of type vessel. Answers the created price.
 */
export async function seedPrice(
  admin: string,
  o: Omit<PriceBody, "name" | "entries"> & {
    name?: string;
    entries?: (Omit<PriceEntry, "periodIndex"> & { periodIndex?: number })[];
    roomTypeId?: number;
    per?: "room" | "person";
    value?: string;
  },
): Promise<{ id: number }> {
  const { roomTypeId, per, value, entries, ...rest } = o;
  const year = Number((await operatorToday()).slice(0, 4));
  const body: PriceBody = {
    name: "Standing price",
    status: "active",
    ...(rest.vesselId ? { type: "vessel" } : {}),
    periods: [{ name: "All", from: `${year}-01-01`, to: `${year + 1}-12-31` }],
    ...rest,
    entries: (entries ?? [{ roomTypeId, per: per ?? "room", value: value ?? "100" }]).map((e) => ({
      periodIndex: 0,
      ...e,
    })),
  };
  const res = await call(createPrice, { method: "POST", token: admin, body });
  if (res.status !== 201) throw new Error(`the price was not created: ${res.status} ${res.text}`);
  return res.body;
}

/** A vessel's price of the whole trip ("complete"), named "Trips" unless told: what a departure sells by. */
export const seedTripPrice = (admin: string, o: Parameters<typeof seedPrice>[1] & { vesselId: number }) =>
  seedPrice(admin, { name: "Trips", calculationType: "complete", ...o });

/** The body of "Summer 2025", an active resort price of 2025 with a low and a high season (period 0 and 1). */
export const summer2025 = (resortId: number, entries: PriceBody["entries"]): PriceBody => ({
  name: "Summer 2025",
  resortId,
  status: "active",
  valid: { from: "2025-01-01", to: "2025-12-31" },
  periods: [
    { name: "Low", from: "2025-01-01", to: "2025-06-30" },
    { name: "High", from: "2025-07-01", to: "2025-12-31" },
  ],
  entries,
});

/** Any generic resource (POST /api/{resource}) created as `admin` (an admin's token); answers the record. */
export async function seedResource(admin: string, resource: string, body: Record<string, unknown>) {
  const res = await call(createResource, { method: "POST", token: admin, params: { resource }, body });
  if (res.status !== 201) throw new Error(`the ${resource} record was not created: ${res.status} ${res.text}`);
  return res.body as { id: number } & Record<string, unknown>;
}

/** Terms of payment as an admin posts them: by default 30 % a week after booking, the rest 30 days before arrival. */
export function seedTerms(admin: string, o: Record<string, unknown> = {}) {
  const terms = {
    name: "30/70",
    depositPercent: "30",
    depositDueDays: 7,
    restDueDaysBeforeArrival: 30,
    isDefault: true,
  };
  return seedResource(admin, "terms", { ...terms, ...o });
}

export type StayBooking = { id: number; version: number; bookingNo: string; from: string; to: string };

/**
 * A resort stay booked by staff (POST /api/bookings): one room with the main customer as its guest,
 * or the `rooms` given with their guests; confirmed and two nights unless told; `priced`: then the
 * engine's price is stored (reloadPrice). `more`: any other field of the request (agencyId ...).
 */
export async function bookStay(
  staff: string,
  o: {
    resortId: number;
    customerId: number;
    roomId?: number;
    rooms?: { roomId: number; guests: number[] }[];
    from: string;
    nights?: number;
    state?: string;
    priced?: boolean;
    headers?: Record<string, string>;
    more?: Record<string, unknown>;
  },
): Promise<StayBooking> {
  const to = addCalendarDays(o.from, o.nights ?? 2);
  const res = await call(createBooking, {
    method: "POST",
    token: staff,
    headers: o.headers,
    body: {
      type: "resort",
      resortId: o.resortId,
      dateFrom: o.from,
      dateTo: to,
      customerId: o.customerId,
      state: o.state ?? "confirmed",
      ...o.more,
      rooms: o.rooms ?? [{ roomId: o.roomId, guests: [o.customerId] }],
    },
  });
  if (res.status !== 201) throw new Error(`the booking was not created: ${res.status} ${res.text}`);
  let version: number = res.body.version;
  if (o.priced) {
    const priced = await call(reloadPrice, {
      method: "POST",
      token: staff,
      params: { id: String(res.body.id) },
      headers: { "if-match": String(version) },
      body: {},
    });
    if (priced.status >= 300) throw new Error(`the booking was not priced: ${priced.status} ${priced.text}`);
    version = priced.body.version;
  }
  return { id: res.body.id, version, bookingNo: res.body.bookingNo, from: o.from, to };
}

/**
 * Confirmed, priced two-night stays of one customer (200 EUR at seedPricedResort's prices), each in
 * the next of `rooms`, arriving `inDays` after `today`.
 */
export function staysFrom(staff: string, o: { resortId: number; rooms: number[]; customerId: number; today: string }) {
  let next = 0;
  return (inDays: number, more: Record<string, unknown> = {}) =>
    bookStay(staff, {
      resortId: o.resortId,
      roomId: o.rooms[next++],
      customerId: o.customerId,
      from: addCalendarDays(o.today, inDays),
      priced: true,
      more,
    });
}

/** A text mail template for confirmed bookings (the body of POST /api/mail/template), its `content` per language. */
export const confirmationTemplate = (content: Record<string, { subject: string; html: string }>) => ({
  name: "Confirmation",
  category: "Text",
  state: "confirmed",
  content,
});

/** Cancels a booking as staff do (POST /api/bookings/{id}/cancell at the version read). */
export async function cancelStay(staff: string, b: { id: number; version: number }) {
  const res = await call(cancelRoute, {
    method: "POST",
    token: staff,
    params: { id: String(b.id) },
    headers: { "if-match": String(b.version) },
    body: {},
  });
  if (res.status !== 200) throw new Error(`the booking was not cancelled: ${res.status} ${res.text}`);
  return res.body;
}

/** An invoice of `kind` (full, deposit, final) for booking `bookingId`, issued by `token` (POST /api/bookings/{id}/invoice). */
export const issueInvoice = (token: string, bookingId: number, kind = "full") =>
  call(issueRoute, { method: "POST", token, params: { id: String(bookingId) }, body: { kind } });

/** A credit note for invoice `invoiceId` by `token`, with the `reason` asked for (POST /api/invoices/{id}/credit). */
export const creditNote = (token: string, invoiceId: number, body: { reason?: string } = {}) =>
  call(creditRoute, { method: "POST", token, params: { id: String(invoiceId) }, body });

/** `count` two-bed rooms or cabins named `${prefix}1`, `${prefix}2` ... (for seedResort and seedVessel). */
export const twoBedRooms = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({ name: `${prefix}${i + 1}`, beds: 2 }));

/**
 * What the money tests stand on: EUR, a resort of `count` double rooms at 100 a night per room
 * (this year and next) and the default terms of payment (30 % deposit a week after booking, the
 * rest 30 days before arrival), made by a new admin.
 */
export async function seedPricedResort(count: number, o: Parameters<typeof seedDoubleRooms>[1] = {}) {
  await seedCurrencies("EUR");
  const admin = await tokenWith(["admin"]);
  const r = await seedDoubleRooms(count, o);
  await seedPrice(admin, { resortId: r.resortId, roomTypeId: r.roomTypeId, value: "100" });
  await seedTerms(admin);
  return r;
}

/** EUR and a resort of `count` double rooms at 100 EUR a night per room all through `year`. */
export async function seedResortPricedIn(year: number, count: number, o: Parameters<typeof seedDoubleRooms>[1] = {}) {
  await seedCurrencies("EUR");
  const r = await seedDoubleRooms(count, o);
  await seedPrice(await tokenWith(["admin"]), {
    resortId: r.resortId,
    roomTypeId: r.roomTypeId,
    value: "100",
    periods: [{ name: "All", from: `${year}-01-01`, to: `${year}-12-31` }],
  });
  return r;
}

/**
 * What the invoice tests stand on: EUR, a resort of `count` double rooms at 100 a night per room
 * with 7 % tax included (German accommodation: two nights are 200.00, 13.08 of it tax), the default
 * terms of payment, the operator's `company` and a German guest (GERMAN_GUEST); with a staff
 * token and an agency's.
 */
export async function seedInvoicing(count: number, company: Record<string, string>) {
  await seedCurrencies("EUR");
  const admin = await tokenWith(["admin"]);
  const staff = await tokenWith(STAFF_SCOPES);
  const agency = await tokenWith(["agencies.self"], { agencyId: (await seedAgency(db())).id });
  const r = await seedDoubleRooms(count);
  await seedPrice(admin, {
    resortId: r.resortId,
    roomTypeId: r.roomTypeId,
    value: "100",
    taxStatus: "active",
    taxValue: "7",
    taxName: "MwSt",
    taxInclusive: true,
  });
  await seedTerms(admin);
  await writeGroup("company", company);
  const customerId = (await seedCustomer(db(), GERMAN_GUEST)).id;
  return { staff, agency, resortId: r.resortId, rooms: r.roomIds, customerId };
}

/** The per-client limits of online booking switched off (they have their own tests, book-online-integrity.test.ts). */
export const NO_CLIENT_LIMITS = { createsPerAddressHour: 0, createsPerSessionHour: 0, onlineMaxOpenRooms: 0 };

/**
 * What the online booking tests stand on: guests may book online (with any other `booking`
 * settings given) and EUR; answers a new admin's token.
 */
export async function seedOnlineBooking(booking: Record<string, unknown> = {}) {
  await writeGroup("booking", { allowCustomerBooking: true, ...booking });
  await seedCurrencies("EUR");
  return tokenWith(["admin"]);
}

/**
 * A booking of departure `scheduleId` (seedBooking): its vessel, tour and dates are the
 * departure's; the rooms, guests and the rest as seedBooking takes them.
 */
export async function seedTripBooking(
  scheduleId: number,
  o: Omit<Parameters<typeof seedBooking>[1], "vesselId" | "tourId" | "scheduleId" | "from" | "to">,
) {
  const s = await db().schedule.findUniqueOrThrow({ where: { id: scheduleId } });
  return seedBooking(db(), {
    ...o,
    vesselId: s.vesselId,
    tourId: s.tourId,
    scheduleId,
    from: isoDate(s.from),
    to: isoDate(s.to),
  });
}
