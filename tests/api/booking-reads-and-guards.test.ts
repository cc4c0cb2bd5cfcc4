// Reads about one booking and guards of its writes: GET {id}/products answers the booked products'
// calculation lines; the per-booking reads answer 404 for an unknown booking (staff too); a
// resort-only booking cannot move to a departure; a stale `version` in a DELETE body is a 409 like
// If-Match; noOfPax of a room is held to what the room sleeps. A refused write changes nothing.
// The booking page offers documents, references, language, currency and agency to who may change them.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addon } from "@/app/api/bookings/[id]/addon/[addon]/route";
import { POST as cancell } from "@/app/api/bookings/[id]/cancell/route";
import { POST as addRef } from "@/app/api/bookings/[id]/ref/route";
import { DELETE as removeRef } from "@/app/api/bookings/[id]/ref/[ref]/route";
import { GET as cabins } from "@/app/api/bookings/[id]/cabins/route";
import { GET as find } from "@/app/api/bookings/find/route";
import { GET as full } from "@/app/api/bookings/full/route";
import { GET as historyVersion } from "@/app/api/bookings/[id]/history/[version]/route";
import { GET as customers } from "@/app/api/bookings/[id]/customers/route";
import { GET as history } from "@/app/api/bookings/[id]/history/route";
import { GET as years } from "@/app/api/bookings/years/route";
import { POST as sortRooms } from "@/app/api/bookings/[id]/sort/route";
import { POST as setAgency } from "@/app/api/bookings/[id]/agency/[agencyId]/route";
import { POST as changeTerms } from "@/app/api/bookings/[id]/changeTerms/[terms]/route";
import { GET as historyDiff } from "@/app/api/bookings/[id]/history/diff/route";
import { GET as log } from "@/app/api/bookings/[id]/log/route";
import { POST as move } from "@/app/api/bookings/[id]/move/[schedule]/route";
import { POST as rebookTo } from "@/app/api/bookings/[id]/rebook/[schedule]/route";
import { POST as rebookBody } from "@/app/api/bookings/[id]/rebook/route";
import { POST as product } from "@/app/api/bookings/[id]/product/[product]/route";
import { GET as products } from "@/app/api/bookings/[id]/products/route";
import { DELETE as removeRoom } from "@/app/api/bookings/[id]/removeRoom/[roomId]/route";
import { POST as updateRoom } from "@/app/api/bookings/[id]/rooms/[roomId]/route";
import { POST as addRoom } from "@/app/api/bookings/[id]/rooms/route";
import { POST as split } from "@/app/api/bookings/[id]/splitByCustomer/route";
import { GET as getOne } from "@/app/api/bookings/[id]/route";
import { GET as list, POST as create } from "@/app/api/bookings/route";
import { resolveToken } from "@/lib/auth/session";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { selfBookingOff } from "@/lib/domain/booking/access";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { loadBookingFactChoices, loadBookingPage } from "@/lib/page/bookings";
import { seedAgency, seedCustomer, seedResort, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedCurrencies, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";

type Room = { id: number; roomId: number; noOfPax: number };
type Booking = { id: number; version: number; scheduleId: number | null; vesselId: number | null; rooms: Room[] };

let staff: string, agencyToken: string;
let resortId: number, rooms: number[], scheduleId: number;
let guest1: number, guest2: number;
let nitrox: number, transfer: number;

beforeAll(async () => {
  staff = await tokenWith(STAFF_SCOPES);
  const agency = await seedAgency(db(), {});
  agencyToken = await tokenWith(["agencies.self"], { userType: "agency", agencyId: agency.id });
  await seedCurrencies("EUR");
  const r = await seedResort(db(), {
    roomTypes: [{ name: "Dbl", key: "D", rooms: Array.from({ length: 8 }, (_, i) => ({ name: `R${i}`, beds: 2 })) }],
  });
  resortId = r.resort.id;
  rooms = r.rooms.map((x) => x.id);
  const v = await seedVessel(db(), {
    cabinTypes: [{ name: "Double", key: "DBL", cabins: [{ name: "C1", beds: 2 }] }],
  });
  const tour = await seedTour(db(), { vesselId: v.vessel.id });
  scheduleId = (
    await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2034-03-01", to: "2034-03-08" })
  ).id;
  guest1 = (await seedCustomer(db(), { firstName: "Ada" })).id;
  guest2 = (await seedCustomer(db(), { firstName: "Ben" })).id;
  nitrox = (
    await db().product.create({
      data: { name: "Nitrox", price: "5", currency: "EUR", lineKind: "product", addRule: "PerPerson" },
    })
  ).id;
  transfer = (
    await db().product.create({
      data: { name: "Transfer", price: "30", currency: "EUR", lineKind: "addon", addRule: "PerBooking" },
    })
  ).id;
});

const en = { "accept-language": "en" };
const p = (id: number, more: Record<string, string> = {}) => ({ id: String(id), ...more });
const get = (handler: Parameters<typeof call>[0], id: number, token = staff) =>
  call(handler, { token, params: p(id), headers: en });
const post = (handler: Parameters<typeof call>[0], o: Parameters<typeof call>[1]) =>
  call<Booking>(handler, { method: "POST", token: staff, headers: en, ...o });
const booking = async (id: number) => (await get(getOne, id)).body as Booking;

let week = 0;
/** A confirmed resort week (each a week later than the last), one room per entry of `roomIds`. */
/** A confirmed stay; on the next free week unless `dates` names its own (then no week is used up). */
async function resortBooking(
  roomIds: number[],
  guests = [[guest1, guest2]],
  dates?: { from: string; to: string },
): Promise<Booking> {
  const from = dates?.from ?? addCalendarDays("2034-01-07", 7 * week++);
  const to = dates?.to ?? addCalendarDays(from, 7);
  const res = await post(create, {
    body: {
      type: "resort",
      resortId,
      dateFrom: from,
      dateTo: to,
      customerId: guest1,
      state: "confirmed",
      rooms: roomIds.map((roomId, i) => ({ roomId, guests: guests[i] ?? [] })),
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe("POST /api/bookings/{id}/sort", () => {
  it("orders the booking's rooms; a room named twice is a 400 and changes nothing", async () => {
    const b = await resortBooking([rooms[0], rooms[1]], [[guest1], [guest2]]);
    const [a, c] = b.rooms.map((r) => r.id);
    const twice = await call(sortRooms, {
      method: "POST",
      token: staff,
      headers: en,
      params: p(b.id),
      body: { rooms: [a, a, c] },
    });
    expect(twice.status, twice.text).toBe(400);
    expect(twice.body.fields).toEqual([expect.objectContaining({ path: "rooms", message: "Each entry only once" })]);
    expect((await booking(b.id)).version).toBe(b.version);
    const sorted = await post(sortRooms, { params: p(b.id), body: { rooms: [c, a] } });
    expect(sorted.status, sorted.text).toBe(200);
    const sorts = Object.fromEntries(
      (sorted.body.rooms as unknown as { id: number; sort: number }[]).map((r) => [r.id, r.sort]),
    );
    expect(sorts[c]).toBeLessThan(sorts[a]);
  });
});

describe("POST /api/bookings/{id}/agency/{agencyId} and changeTerms/{terms}", () => {
  it("set the agency and the terms; 0 removes the agency; an id that is none or names nothing is a 404, nothing changed", async () => {
    const b = await resortBooking([rooms[2]], [[guest1]], { from: "2038-04-01", to: "2038-04-03" });
    const agency = await seedAgency(db(), {});
    const terms = await db().termsOfPayment.create({ data: { name: "30 days" } });
    const set = await post(setAgency, { params: p(b.id, { agencyId: String(agency.id) }), body: {} });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ agencyId: agency.id });
    const termsSet = await post(changeTerms, { params: p(b.id, { terms: String(terms.id) }), body: {} });
    expect(termsSet.status, termsSet.text).toBe(200);
    expect(termsSet.body).toMatchObject({ termsOfPayment: { id: terms.id, name: "30 days" } });
    const version = (await booking(b.id)).version;
    for (const bad of ["abc", "999999", "-1"]) {
      const refused = (handler: Parameters<typeof call>[0], params: Record<string, string>) =>
        call<{ description: string }>(handler, { method: "POST", token: staff, headers: en, params, body: {} });
      const a = await refused(setAgency, p(b.id, { agencyId: bad }));
      const t = await refused(changeTerms, p(b.id, { terms: bad }));
      expect([bad, a.status, a.body.description, t.status, t.body.description]).toEqual([
        bad,
        404,
        "NOT_FOUND",
        404,
        "NOT_FOUND",
      ]);
    }
    const after = await booking(b.id);
    expect(after).toMatchObject({ version, agencyId: agency.id });
    const removed = await call<{ agencyId: number | null }>(setAgency, {
      method: "POST",
      token: staff,
      params: p(b.id, { agencyId: "0" }),
      body: {},
    });
    expect([removed.status, removed.body.agencyId]).toEqual([200, null]);
  });
});

describe("GET /api/bookings/{id}/products", () => {
  it("answers the booked products' calculation lines, texts in the caller's language", async () => {
    const b = await resortBooking([rooms[0]]);
    expect((await get(products, b.id)).body).toEqual([]);
    expect((await post(product, { params: p(b.id, { product: String(nitrox) }) })).status).toBe(200);
    expect((await post(addon, { params: p(b.id, { addon: String(transfer) }) })).status).toBe(200);

    const res = await get(products, b.id);
    expect(res.status, res.text).toBe(200);
    const lines = res.body as Record<string, unknown>[];
    expect(lines.map((l) => l.type).sort()).toEqual(["addon", "product"]);
    const nx = lines.find((l) => l.productId === nitrox)!;
    // Nitrox per person for two guests at 5
    expect(nx).toMatchObject({ type: "product", amount: "2", price: "5", total: "10", billable: true });
    expect(nx.text).toMatch(/Nitrox/);
    expect(nx.textKey).toMatchObject({ key: expect.any(String) });
    expect(nx.source).toMatchObject({ kind: "product", productId: nitrox });
    // the same lines as in the booking's calculation
    const calc = (await get(getOne, b.id)).body.calculation as { id: number; text: string }[];
    for (const l of lines) expect(calc.find((c) => c.id === l.id)?.text).toBe(l.text);
    const bookedIds = (await db().bookingProduct.findMany({ where: { bookingId: b.id } })).map((x) => x.id).sort();
    expect(lines.map((l) => l.bookingProductId).sort()).toEqual(bookedIds);
  });

  it("is a 404 for another party's booking", async () => {
    const b = await resortBooking([rooms[1]]);
    expect((await get(products, b.id, agencyToken)).status).toBe(404);
    // the booking itself (read through the caller's scope, with no check before it) too
    expect((await get(getOne, b.id, agencyToken)).status).toBe(404);
    expect((await get(getOne, 999999)).status).toBe(404);
  });
});

describe("per-booking reads of an unknown booking", () => {
  it.each([
    ["customers", customers],
    ["products", products],
    ["cabins", cabins],
    ["history", history],
    ["log", log],
  ])("GET {id}/%s answers 404 for staff, as GET {id} does", async (_name, handler) => {
    const one = await get(getOne, 999999);
    expect(one.status).toBe(404);
    const res = await get(handler, 999999);
    expect(res.status, res.text).toBe(404);
    expect(res.body.error).toBe(one.body.error);
    expect(res.body.message).toBe(one.body.message);
  });
});

describe("POST /api/bookings/{id}/move/{schedule}", () => {
  it("refuses a resort-only booking (no cabins) with a 409 saying so, and changes nothing", async () => {
    const b = await resortBooking([rooms[2]]);
    const res = await post(move, { params: p(b.id, { schedule: String(scheduleId) }), body: {} });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ details: { reason: "NO_CABINS" } });
    expect((res.body as unknown as { message: string }).message).toMatch(/no cabins/);
    const de = await call(move, {
      method: "POST",
      token: staff,
      params: p(b.id, { schedule: String(scheduleId) }),
      headers: { "accept-language": "de" },
      body: {},
    });
    expect(de.body.message).toMatch(/keine Kabinen/);
    const after = await booking(b.id);
    expect(after).toMatchObject({ version: b.version, scheduleId: null, vesselId: null });
  });

  it("rebook/{schedule} refuses it alike: no successor, the booking keeps its state", async () => {
    const b = await resortBooking([rooms[2]]);
    const before = await db().booking.count();
    const res = await post(rebookTo, { params: p(b.id, { schedule: String(scheduleId) }), body: {} });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ details: { reason: "NO_CABINS" } });
    expect(await db().booking.count()).toBe(before);
    expect(await booking(b.id)).toMatchObject({ version: b.version, state: "confirmed", scheduleId: null });
  });

  it("a departure that does not exist is a 404 for a resort-only booking too, before its want of cabins", async () => {
    // dates of its own: the weeks resortBooking hands out are counted on by the other tests
    const b = await resortBooking([rooms[2]], [[guest1]], { from: "2036-05-02", to: "2036-05-05" });
    for (const handler of [rebookTo, move]) {
      const res = await post(handler, { params: p(b.id, { schedule: "999999" }), body: {} });
      expect(res.status, res.text).toBe(404);
    }
    expect(await booking(b.id)).toMatchObject({ version: b.version, state: "confirmed", scheduleId: null });
  });

  it("rebook/{schedule} and move/{schedule} answer 404 for a departure that does not exist; the body form names the field", async () => {
    const v = await seedVessel(db(), { cabinTypes: [{ name: "Twin", key: "TW", cabins: [{ name: "T1", beds: 2 }] }] });
    const tour = await seedTour(db(), { vesselId: v.vessel.id });
    const s = await seedSchedule(db(), {
      tourId: tour.id,
      vesselId: v.vessel.id,
      from: "2039-03-01",
      to: "2039-03-08",
    });
    const made = await post(create, {
      body: {
        type: "vessel",
        scheduleId: s.id,
        customerId: guest1,
        state: "confirmed",
        rooms: [{ roomId: v.cabins[0].id, guests: [guest1] }],
      },
    });
    expect(made.status, made.text).toBe(201);
    const b = made.body;
    const before = await db().booking.count();
    for (const handler of [rebookTo, move]) {
      const res = await post(handler, { params: p(b.id, { schedule: "999999" }), body: {} });
      expect(res.status, res.text).toBe(404);
    }
    const inBody = await post(rebookBody, { params: p(b.id), body: { scheduleId: 999999 } });
    expect(inBody.status, inBody.text).toBe(400);
    expect(inBody.body).toMatchObject({ fields: [expect.objectContaining({ path: "scheduleId" })] });
    expect(await db().booking.count()).toBe(before);
    expect(await booking(b.id)).toMatchObject({ version: b.version, state: "confirmed", scheduleId: s.id });
  });
});

describe("DELETE /api/bookings/{id}/removeRoom/{roomId}", () => {
  it("answers 409 for a stale version in the body (as for If-Match) and changes nothing; the current one passes", async () => {
    const first = await resortBooking([rooms[3], rooms[4]], [[guest1], [guest2]]);
    // one change later, the version the booking was created with is stale
    const sorted = await post(updateRoom, { params: p(first.id, { roomId: String(rooms[3]) }), body: { sort: 1 } });
    expect(sorted.status, sorted.text).toBe(200);
    const b = sorted.body;
    const stale = first.version;
    expect(b.version).toBeGreaterThan(stale);
    // by its booking room's id: a room id may equal the id of another of the booking's rooms
    const second = b.rooms.find((r) => r.roomId === rooms[4])!.id;
    const del = (body?: unknown, headers: Record<string, string> = {}) =>
      call<Booking>(removeRoom, {
        method: "DELETE",
        token: staff,
        params: p(b.id, { roomId: String(second) }),
        headers: { ...en, ...headers },
        body,
      });
    expect((await del(undefined, { "if-match": `"${stale}"` })).status).toBe(409);
    const res = await del({ version: stale });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ details: { reason: "VERSION", version: b.version } });
    expect((await booking(b.id)).rooms).toHaveLength(2);
    const ok = await del({ version: b.version });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.rooms.map((r) => r.roomId)).toEqual([rooms[3]]);
  });
});

describe("POST /api/bookings/{id}/rooms/{roomId}", () => {
  it("refuses more pax than the room sleeps with a 400 naming noOfPax, and changes nothing", async () => {
    const b = await resortBooking([rooms[5]]);
    const room = b.rooms[0];
    const res = await post(updateRoom, { params: p(b.id, { roomId: String(room.id) }), body: { noOfPax: 7 } });
    expect(res.status, res.text).toBe(400);
    const fields = (res.body as unknown as { fields: { path: string; message: string }[] }).fields;
    expect(fields).toEqual([expect.objectContaining({ path: "noOfPax", message: "The room sleeps at most 2" })]);
    const after = await booking(b.id);
    expect(after.version).toBe(b.version);
    expect(after.rooms[0].noOfPax).toBe(room.noOfPax);
    const fits = await post(updateRoom, { params: p(b.id, { roomId: String(room.id) }), body: { noOfPax: 1 } });
    expect(fits.status, fits.text).toBe(200);
    expect(fits.body.rooms[0].noOfPax).toBe(1);
  });
});

describe("GET /api/bookings/find", () => {
  const search = async (query: string) =>
    (await call<{ id: number }[]>(find, { token: staff, query: { query }, headers: en })).body.map((b) => b.id);

  it("finds by id and guest name, and takes % and _ literally", async () => {
    const b = await resortBooking([rooms[7]]);
    expect(await search(String(b.id))).toContain(b.id);
    expect(await search("ada")).toContain(b.id);
    // a wildcard would match every booking: nobody is named "%" or "_"
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });
});

describe("calculation lines", () => {
  it("every read of a booking gives its lines in one shape: the text translated, the key as textKey", async () => {
    const b = await resortBooking([rooms[6]]);
    const priced = await post(product, { params: p(b.id, { product: String(nitrox) }) });
    expect(priced.status, priced.text).toBe(200);
    const now = (await get(getOne, b.id)).body as {
      version: number;
      calculation: { text: unknown; textKey: unknown }[];
    };
    expect(now.calculation.length).toBeGreaterThan(0);
    for (const l of now.calculation) expect(typeof l.text).toBe("string");
    const shape = (lines: { text: unknown; textKey: unknown }[]) => lines.map((l) => [l.text, l.textKey]);
    const asWas = await call(historyVersion, {
      token: staff,
      params: p(b.id, { version: String(now.version) }),
      headers: en,
    });
    expect(shape(asWas.body.booking.calculation)).toEqual(shape(now.calculation));
    const from = addCalendarDays("2034-01-07", 7 * (week - 1));
    const listed = await call<{ id: number; calculation: { text: unknown; textKey: unknown }[] }[]>(full, {
      token: staff,
      query: { dateFrom: from, dateTo: addCalendarDays(from, 7), resortId: String(resortId) },
      headers: en,
    });
    expect(shape(listed.body.find((x) => x.id === b.id)!.calculation)).toEqual(shape(now.calculation));
  });
});

describe("DELETE {id}/removeRoom of a trip's last resort room", () => {
  it("the trip no longer names the resort", async () => {
    const cabin = await db().room.findFirstOrThrow({ where: { name: "C1", kind: "Cabin" } });
    const made = await post(create, {
      body: {
        type: "vessel",
        scheduleId,
        customerId: guest1,
        state: "confirmed",
        rooms: [
          { roomId: cabin.id, guests: [guest1] },
          // the nights before the trip at the resort
          { roomId: rooms[5], dateFrom: "2034-02-26", dateTo: "2034-03-01", guests: [guest1] },
        ],
      },
    });
    expect(made.status, made.text).toBe(201);
    expect((made.body as unknown as { resortId: number | null }).resortId).toBe(resortId);
    const res = await call<Booking & { resortId: number | null; resort: unknown }>(removeRoom, {
      method: "DELETE",
      token: staff,
      params: p(made.body.id, { roomId: String(rooms[5]) }),
      headers: en,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ resortId: null, resort: null, vesselId: cabin.vesselId });
    expect(res.body.rooms.map((r) => r.roomId)).toEqual([cabin.id]);
  });
});

describe("a customer booking for themselves", () => {
  it("asks for an offer only (confirming is the operator's), and does not read the operator's history", async () => {
    await writeGroup("booking", { allowCustomerBooking: true });
    const self = await tokenWith(["customers.self"], { userType: "customer", customerId: guest1 });
    const body = (state?: string) => ({
      type: "resort",
      resortId,
      dateFrom: "2035-02-01",
      dateTo: "2035-02-04",
      customerId: guest1,
      ...(state ? { state } : {}),
      rooms: [{ roomId: rooms[7], guests: [guest1] }],
    });
    // the agency a booking came through is the operator's to set
    const viaAgency = await call(create, {
      method: "POST",
      token: self,
      headers: en,
      body: { ...body(), agencyId: (await seedAgency(db(), {})).id },
    });
    expect(viaAgency.status).toBe(400);
    expect(viaAgency.body.fields).toEqual([
      { path: "agencyId", message: "Only the operator's staff set a booking's agency" },
    ]);
    for (const state of ["confirmed", "planned"]) {
      const refused = await call(create, { method: "POST", token: self, headers: en, body: body(state) });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual([
        { path: "state", message: "Customers can only ask for an offer; the operator confirms it." },
      ]);
    }
    expect(await db().booking.count({ where: { dateFrom: new Date("2035-02-01") } })).toBe(0);
    const offer = await call<Booking & { state: string }>(create, {
      method: "POST",
      token: self,
      headers: en,
      body: body(),
    });
    expect([offer.status, offer.body.state]).toEqual([201, "draft"]);
    // the booking is theirs to read, the operator's history and log are not
    expect((await get(getOne, offer.body.id, self)).status).toBe(200);
    expect((await get(history, offer.body.id, self)).status).toBe(403);
    expect((await get(log, offer.body.id, self)).status).toBe(403);
    expect((await get(historyDiff, offer.body.id, self)).status).toBe(403);
    expect((await get(history, offer.body.id)).status).toBe(200);
    // years: those of the bookings they read, as a guest on another's booking too
    const asGuest = await call(create, {
      method: "POST",
      token: staff,
      headers: en,
      body: {
        type: "resort",
        resortId,
        dateFrom: "2037-03-01",
        dateTo: "2037-03-03",
        customerId: guest2,
        rooms: [{ roomId: rooms[7], guests: [guest2, guest1] }],
      },
    });
    expect(asGuest.status, asGuest.text).toBe(201);
    const mine = await call(years, { token: self });
    expect(mine.body).toEqual(expect.arrayContaining([2037, 2035]));
    // a fellow guest sees who booked, not the booker's e-mail address; staff and the booker do
    await db().customer.update({ where: { id: guest2 }, data: { email: "booker@example.test" } });
    const seen = await get(getOne, asGuest.body.id, self);
    expect(seen.status).toBe(200);
    expect(seen.body.customer).toMatchObject({ id: guest2, email: null });
    expect(seen.body.customer.fullName).toBeTruthy();
    expect((await get(getOne, asGuest.body.id)).body.customer.email).toBe("booker@example.test");
    // the guest list: the others' names, their own details in full
    const list = (await get(customers, asGuest.body.id, self)).body as Record<string, unknown>[];
    const booker = list.find((c) => c.id === guest2)!;
    expect(booker.fullName).toBeTruthy();
    expect(["email", "birthday", "nationality"].filter((k) => k in booker)).toEqual([]);
    expect(Object.keys(list.find((c) => c.id === guest1)!)).toEqual(expect.arrayContaining(["email", "birthday"]));
    const staffList = (await get(customers, asGuest.body.id)).body as Record<string, unknown>[];
    expect(staffList.find((c) => c.id === guest2)!.email).toBe("booker@example.test");
  });
});

describe("an agency booking for its customer", () => {
  it("books through itself: naming another agency is a 400 at agencyId, nothing written; its own is fine", async () => {
    await writeGroup("booking", { allowAgencyBooking: true });
    const mine = await seedAgency(db(), {});
    const other = await seedAgency(db(), {});
    const token = await tokenWith(["agencies.self"], { userType: "agency", agencyId: mine.id });
    const client = (await seedCustomer(db(), { firstName: "Cleo", agencyId: mine.id })).id;
    const body = (agencyId?: number, month = "05") => ({
      type: "resort",
      resortId,
      dateFrom: `2036-${month}-01`,
      dateTo: `2036-${month}-03`,
      customerId: client,
      ...(agencyId ? { agencyId } : {}),
      rooms: [{ roomId: rooms[5], guests: [client] }],
    });
    const refused = await call(create, {
      method: "POST",
      token,
      headers: { "accept-language": "de" },
      body: body(other.id),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { path: "agencyId", message: "Sie können nur für Ihre eigene Agentur buchen" },
    ]);
    expect(await db().booking.count({ where: { customerId: client } })).toBe(0);
    for (const [agencyId, month] of [
      [mine.id, "06"],
      [undefined, "07"],
    ] as const) {
      const made = await call<Booking & { agencyId: number }>(create, {
        method: "POST",
        token,
        headers: en,
        body: body(agencyId, month),
      });
      expect(made.status, made.text).toBe(201);
      expect(made.body.agencyId).toBe(mine.id);
    }
  });
});

describe("an agency while self-booking is off", () => {
  it("keeps its bookings but takes no more: adding a room, a rebook and a split answer 403, nothing changes", async () => {
    await writeGroup("booking", { allowAgencyBooking: true });
    const agency = await seedAgency(db(), {});
    const token = await tokenWith(["agencies.self"], { userType: "agency", agencyId: agency.id });
    const [a, b] = [
      (await seedCustomer(db(), { firstName: "Ada", agencyId: agency.id })).id,
      (await seedCustomer(db(), { firstName: "Bo", agencyId: agency.id })).id,
    ];
    const made = await call<Booking>(create, {
      method: "POST",
      token,
      headers: en,
      body: {
        type: "resort",
        resortId,
        dateFrom: "2036-08-01",
        dateTo: "2036-08-03",
        customerId: a,
        rooms: [
          { roomId: rooms[5], guests: [a] },
          { roomId: rooms[6], guests: [b] },
        ],
      },
    });
    expect(made.status, made.text).toBe(201);
    await writeGroup("booking", { allowAgencyBooking: false });
    try {
      const id = String(made.body.id);
      const answers = [
        await call(addRoom, { method: "POST", token, headers: en, params: { id }, body: { roomId: rooms[7] } }),
        await call(rebookBody, {
          method: "POST",
          token,
          headers: en,
          params: { id },
          body: { dateFrom: "2036-09-01", dateTo: "2036-09-03" },
        }),
        await call(split, { method: "POST", token, headers: en, params: { id } }),
      ];
      expect(answers.map((r) => r.status)).toEqual([403, 403, 403]);
      expect(answers[0].body.message).toBe("Booking online yourself is switched off by the operator.");
      const after = await db().booking.findUniqueOrThrow({ where: { id: made.body.id } });
      expect([after.state, after.version]).toEqual(["draft", made.body.version]);
      // what it has stays its own to read
      expect((await call(getOne, { token, params: { id } })).status).toBe(200);
      // and the menu and the list offer it no new booking, while staff keep theirs
      const agencyUser = await resolveToken(token);
      expect(await selfBookingOff(agencyUser)).toBe(true);
      expect(await selfBookingOff(await resolveToken(staff))).toBe(false);
      await writeGroup("booking", { allowAgencyBooking: true });
      expect(await selfBookingOff(agencyUser)).toBe(false);
    } finally {
      await writeGroup("booking", { allowAgencyBooking: true });
    }
  });
});

describe("the list's state filter", () => {
  it("finds a settled booking under resolved, and never under not resolved", async () => {
    const b = await resortBooking([rooms[6]]);
    // markPaid settles a booking in its own state: the flag, as the list shows it
    await db().booking.update({ where: { id: b.id }, data: { resolved: true } });
    const ids = async (state: string) =>
      (
        await call<{ data: { id: number }[] }>(list, {
          token: staff,
          query: { "filter[state]": state, size: "100" },
          headers: en,
        })
      ).body.data.map((x) => x.id);
    expect(await ids("resolved")).toContain(b.id);
    expect(await ids("notResolved")).not.toContain(b.id);
    expect(await ids("confirmed")).toContain(b.id);
  });

  it("sorts by the number it shows: booking numbers, then reservations, then offers", async () => {
    await resortBooking([rooms[5]]);
    for (const state of ["draft", "planned"]) {
      const from = addCalendarDays("2036-01-07", 7 * week++);
      const res = await post(create, {
        body: {
          type: "resort",
          resortId,
          dateFrom: from,
          dateTo: addCalendarDays(from, 7),
          customerId: guest1,
          state,
          rooms: [{ roomId: rooms[5], guests: [guest1] }],
        },
      });
      expect(res.status, res.text).toBe(201);
    }
    const numbers = async (order: string) =>
      (
        await call<{ data: { number: string }[] }>(list, {
          token: staff,
          query: { sort: "bookingNo", order, size: "100" },
          headers: en,
        })
      ).body.data.map((x) => x.number[0]);
    const asc = await numbers("asc");
    // each kind together, in the order booking, reservation, offer
    expect(asc.join("").replace(/(.)\1+/g, "$1")).toBe("BRO");
    expect((await numbers("desc")).join("").replace(/(.)\1+/g, "$1")).toBe("BRO");
  });
});

describe("the booking page's controls", () => {
  it("offers documents and references to who may write the booking, its facts while it is open, its agency to staff only", async () => {
    const own = await seedAgency(db(), { name: "Page Dive" });
    const agent = await tokenWith(["agencies.self"], { userType: "agency", agencyId: own.id });
    const reader = await tokenWith(["bookings.read"]);
    const made = await post(create, {
      body: {
        type: "resort",
        resortId,
        dateFrom: "2039-01-01",
        dateTo: "2039-01-03",
        customerId: guest1,
        agencyId: own.id,
        rooms: [{ roomId: rooms[7], guests: [guest1] }],
      },
    });
    expect(made.status, made.text).toBe(201);
    const ref = await post(addRef, { params: p(made.body.id), body: { type: "Voucher", value: "V-42" } });
    expect(ref.status, ref.text).toBe(200);
    const controls = async (token: string) => {
      const page = await loadBookingPage(await resolvePrincipal(token), made.body.id);
      return {
        editable: page.editable,
        writable: page.writable,
        setsAgency: page.setsAgency,
        references: page.references,
      };
    };
    const references = [{ id: expect.any(String), type: "Voucher", value: "V-42" }];
    expect(await controls(staff)).toEqual({ editable: true, writable: true, setsAgency: true, references });
    expect(await controls(agent)).toEqual({ editable: true, writable: true, setsAgency: false, references });
    expect(await controls(reader)).toEqual({ editable: false, writable: false, setsAgency: false, references });

    // cancelled, its language and currency stay as they were; documents and references still come
    expect((await post(cancell, { params: p(made.body.id), body: {} })).status).toBe(200);
    const page = await loadBookingPage(await resolvePrincipal(staff), made.body.id);
    expect([page.editable, page.writable]).toEqual([false, true]);
    // the id the page names is the one DELETE ref/{ref} takes
    const removed = await call(removeRef, {
      method: "DELETE",
      token: staff,
      params: p(made.body.id, { ref: page.references[0].id }),
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await loadBookingPage(await resolvePrincipal(staff), made.body.id)).references).toEqual([]);
  });

  it("links a booking split by customer with its parts, and each part back to it, like a rebook", async () => {
    const original = await resortBooking([rooms[5], rooms[6]], [[guest1], [guest2]]);
    const done = await call<{ parts: { id: number }[] }>(split, {
      method: "POST",
      token: staff,
      headers: en,
      params: p(original.id),
    });
    expect(done.status, done.text).toBe(200);
    const parts = done.body.parts.map((x) => x.id).sort((a, b) => a - b);
    expect(parts).toHaveLength(2);
    const principal = await resolvePrincipal(staff);
    const page = await loadBookingPage(principal, original.id);
    expect(page.booking.state).toBe("splitted");
    expect(page.related.splitFrom).toBeNull();
    expect(page.related.splitInto).toEqual(parts.map((id) => ({ id, label: expect.any(String), state: "confirmed" })));
    for (const id of parts) {
      const part = await loadBookingPage(principal, id);
      expect(part.related.splitFrom).toEqual({ id: original.id, label: expect.any(String), state: "splitted" });
      expect(part.related.splitInto).toEqual([]);
      // a split is no rebook
      expect([part.related.from, part.related.to]).toEqual([null, []]);
    }
  });

  it("lists the currencies a booking may be in and, when asked, the active agencies, each with the booking's own", async () => {
    await seedCurrencies("USD");
    await seedCurrencies({ code: "GBP", isActive: false });
    const active = await seedAgency(db(), { name: "Aaa Active Dive" });
    const closed = await seedAgency(db(), { name: "Aaa Closed Dive", isActive: false });
    const values = (options: { value: string }[]) => options.map((o) => o.value);

    const inEuro = await loadBookingFactChoices({ currency: "EUR", agency: null }, "en", true);
    expect(values(inEuro.currencies).sort()).toEqual(["EUR", "USD"]);
    expect(inEuro.currencies.find((c) => c.value === "USD")?.label).toBe("USD · US Dollar");
    expect(values(inEuro.agencies)).toContain(String(active.id));
    expect(values(inEuro.agencies)).not.toContain(String(closed.id));

    // a booking in a currency since switched off, through an agency since closed: both still shown
    const inPounds = await loadBookingFactChoices({ currency: "GBP", agency: closed }, "en", true);
    expect(values(inPounds.currencies).sort()).toEqual(["EUR", "GBP", "USD"]);
    expect(values(inPounds.agencies)).toContain(String(closed.id));
    // who may not set the agency gets no list of them
    expect((await loadBookingFactChoices({ currency: "EUR", agency: null }, "en", false)).agencies).toEqual([]);
  });
});
