// POST /api/bookings: the contract (201 with id, numbers, state, rooms with beds and guests), the
// rules (cabins on a departure, shared beds, stay plus trip) and bad input.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { GET as getOne } from "@/app/api/bookings/[id]/route";
import { POST as setCurrency } from "@/app/api/bookings/[id]/currency/[currency]/route";
import { POST as change } from "@/app/api/bookings/[id]/change/route";
import { db } from "@/lib/core/db";
import { seedCustomer, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedCurrencies, seedDoubleRooms, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let staff: string;
let resortId: number, roomA: number, roomB: number;
let scheduleId: number, cabinDbl: number, shared: { id: number; beds: number[] };
let c1: number, c2: number, c3: number;

beforeAll(async () => {
  staff = await tokenWith(STAFF_SCOPES);
  const r = await seedDoubleRooms(2);
  resortId = r.resortId;
  [roomA, roomB] = r.roomIds;
  const v = await seedVessel(db(), {
    cabinTypes: [
      { name: "Double", key: "DBL", cabins: [{ name: "D1", beds: 2 }] },
      { name: "Shared", key: "SHR", maxNoOfPax: 4, cabins: [{ name: "Q1", beds: 4, allowSharedRoom: true }] },
    ],
  });
  cabinDbl = v.cabins[0].id;
  shared = { id: v.cabins[1].id, beds: v.cabins[1].beds.map((b) => b.id) };
  const tour = await seedTour(db(), { vesselId: v.vessel.id });
  scheduleId = (
    await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2030-03-01", to: "2030-03-08" })
  ).id;
  c1 = (await seedCustomer(db(), { gender: "f" })).id;
  c2 = (await seedCustomer(db(), { gender: "m" })).id;
  c3 = (await seedCustomer(db(), { gender: "f" })).id;
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(create, {
    method: "POST",
    path: "/api/bookings",
    token: staff,
    body,
    headers: { "accept-language": "en", ...headers },
  });

describe("POST /api/bookings", () => {
  it("creates a resort booking with rooms, beds and guests (201)", async () => {
    const res = await post({
      type: "resort",
      resortId,
      dateFrom: "2030-01-10",
      dateTo: "2030-01-14",
      customerId: c1,
      rooms: [{ roomId: roomA, guests: [c1, c2] }],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ state: "draft", type: "resort", dateFrom: "2030-01-10", dateTo: "2030-01-14" });
    expect(res.body.id).toEqual(expect.any(Number));
    expect(res.body.offerNo).toMatch(/^O\d{4}-\d{5}$/);
    expect(res.body.bookingNo).toBeNull();
    expect(res.body.rooms).toHaveLength(1);
    expect(res.body.rooms[0]).toMatchObject({ roomId: roomA, guests: [c1, c2], exclusive: true, active: true });
    expect(res.body.rooms[0].beds).toHaveLength(2);
    const again = await call(getOne, {
      path: `/api/bookings/${res.body.id}`,
      token: staff,
      params: { id: String(res.body.id) },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get("etag")).toBe('"1"');
  });

  it("refuses the same room for overlapping nights with 409 naming the room", async () => {
    const res = await post({
      type: "resort",
      resortId,
      dateFrom: "2030-01-12",
      dateTo: "2030-01-15",
      customerId: c3,
      state: "confirmed",
      rooms: [{ roomId: roomA, guests: [] }],
    });
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toContain("101");
  });

  it("sells single beds of a shared cabin and whole cabins on a departure; a stay plus a trip in one booking", async () => {
    const bed = await post({
      type: "vessel",
      scheduleId,
      customerId: c1,
      state: "confirmed",
      rooms: [{ roomId: shared.id, bedIds: [shared.beds[0]], guests: [c1] }],
    });
    expect(bed.status, bed.text).toBe(201);
    expect(bed.body.bookingNo).toMatch(/^B\d{4}-\d{5}$/);
    expect(bed.body.rooms[0]).toMatchObject({
      exclusive: false,
      bedIds: [shared.beds[0]],
      dateFrom: "2030-03-01",
      dateTo: "2030-03-08",
    });
    const combo = await post({
      type: "vessel",
      scheduleId,
      customerId: c2,
      rooms: [
        { roomId: roomB, dateFrom: "2030-02-26", dateTo: "2030-03-01", guests: [c2] },
        { roomId: cabinDbl, guests: [c2] },
      ],
    });
    expect(combo.status, combo.text).toBe(201);
    expect(combo.body).toMatchObject({ resortId, scheduleId, dateFrom: "2030-02-26", dateTo: "2030-03-08" });
    expect(combo.body.guests).toHaveLength(1);
  });

  it("answers 400 for bad input, never 500", async () => {
    for (const body of [
      {},
      { type: "ship", customerId: c1, rooms: [] },
      { type: "vessel", customerId: c1, rooms: [{ roomId: cabinDbl }] },
      { type: "resort", resortId, customerId: c1, rooms: [{ roomId: roomB }] },
      {
        type: "resort",
        resortId,
        customerId: 999999,
        dateFrom: "2030-05-01",
        dateTo: "2030-05-02",
        rooms: [{ roomId: roomB }],
      },
      {
        type: "resort",
        resortId,
        customerId: c1,
        dateFrom: "2030-05-03",
        dateTo: "2030-05-02",
        rooms: [{ roomId: roomB }],
      },
      {
        type: "resort",
        resortId,
        customerId: c1,
        dateFrom: "2030-05-01",
        dateTo: "2030-05-02",
        rooms: [{ roomId: 999999 }],
      },
      {
        type: "resort",
        resortId,
        customerId: c1,
        dateFrom: "2030-05-01",
        dateTo: "2030-05-02",
        rooms: [{ roomId: roomB, guests: [c1, c2, c3] }],
      },
      {
        type: "resort",
        resortId,
        customerId: c1,
        dateFrom: "2030-05-01",
        dateTo: "2030-05-02",
        agencyId: 999999,
        rooms: [{ roomId: roomB }],
      },
    ]) {
      const res = await post(body);
      expect(res.status, `${JSON.stringify(body)} -> ${res.text}`).toBe(400);
    }
  });
});

describe("POST /api/bookings: ids and currency are what they say", () => {
  const stay = (o: Record<string, unknown> = {}) => ({
    type: "resort",
    resortId,
    dateFrom: "2030-06-01",
    dateTo: "2030-06-03",
    customerId: c1,
    rooms: [{ roomId: roomB, guests: [c1] }],
    ...o,
  });
  const count = () => db().booking.count();

  it("refuses an id that is not a JSON integer (or a string of digits) with 400 naming the field", async () => {
    const before = await count();
    for (const [body, field] of [
      [stay({ customerId: true }), "customerId"],
      [stay({ customerId: [c1] }), "customerId"],
      [stay({ customerId: ` ${c1} ` }), "customerId"],
      [stay({ customerId: 1.5 }), "customerId"],
      [stay({ rooms: [{ roomId: true, guests: [c1] }] }), "rooms.0.roomId"],
      [stay({ rooms: [{ roomId: roomB, guests: [true] }] }), "rooms.0.guests.0"],
      [stay({ rooms: [{ roomId: roomB, guests: [[c1]] }] }), "rooms.0.guests.0"],
      [stay({ resortId: false }), "resortId"],
    ] as const) {
      const res = await post(body);
      expect(res.status, `${JSON.stringify(body)} -> ${res.text}`).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it("takes a string of digits as a form or a query sends it", async () => {
    const res = await post(stay({ customerId: String(c1), dateFrom: "2030-06-10", dateTo: "2030-06-11" }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.customerId).toBe(c1);
  });

  it("takes an active currency, refuses an unknown or inactive one with 400 naming currency", async () => {
    await seedCurrencies("EUR", "USD", { code: "GBP", isActive: false });
    const before = await count();
    for (const currency of ["ZZZ", "GBP"]) {
      const res = await post(stay({ currency, dateFrom: "2030-07-01", dateTo: "2030-07-02" }));
      expect(res.status, res.text).toBe(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ path: "currency" })]);
    }
    expect(await count()).toBe(before);
    const usd = await post(stay({ currency: "usd", dateFrom: "2030-07-01", dateTo: "2030-07-02" }));
    expect(usd.status, usd.text).toBe(201);
    expect(usd.body.currency).toBe("USD");
  });

  it("POST {id}/currency/{currency}: an active one is set, another is 400 and changes nothing", async () => {
    const b = await post(stay({ dateFrom: "2030-08-01", dateTo: "2030-08-02" }));
    expect(b.status, b.text).toBe(201);
    const set = (code: string) =>
      call(setCurrency, {
        method: "POST",
        path: `/api/bookings/${b.body.id}/currency/${code}`,
        token: staff,
        params: { id: String(b.body.id), currency: code },
        headers: { "accept-language": "en" },
      });
    for (const code of ["ZZQ", "GBP"]) {
      const res = await set(code);
      expect(res.status, res.text).toBe(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ path: "currency" })]);
    }
    const changed = await call(change, {
      method: "POST",
      path: `/api/bookings/${b.body.id}/change`,
      token: staff,
      params: { id: String(b.body.id) },
      body: { currency: "ZZZ", todo: "not written either" },
    });
    expect(changed.status, changed.text).toBe(400);
    expect(changed.body.fields).toEqual([expect.objectContaining({ path: "currency" })]);
    const row = await db().booking.findUniqueOrThrow({
      where: { id: b.body.id },
      select: { currency: true, todo: true },
    });
    expect(row).toEqual({ currency: b.body.currency, todo: null });
    // a field change does not change (state, numbers) is a 400 naming it, not a silent new version
    const version = (await db().booking.findUniqueOrThrow({ where: { id: b.body.id } })).version;
    const readOnly = await call(change, {
      method: "POST",
      path: `/api/bookings/${b.body.id}/change`,
      token: staff,
      params: { id: String(b.body.id) },
      body: { state: "confirmed", bookingNo: "HACK" },
      headers: { "accept-language": "en" },
    });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.fields[0].message).toBe("Unknown fields: state, bookingNo");
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.body.id } })).version).toBe(version);
    const ok = await set("USD");
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.currency).toBe("USD");
  });
});
