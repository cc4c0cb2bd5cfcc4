// The public booking API (/api/book): price and create with the contract, the operator's
// switches, bad input (400 naming the field), a sold-out cabin, two guests racing for the last bed,
// a repeated create with the same Idempotency-Key, and the lookups.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as price } from "@/app/api/book/booking/price/route";
import { POST as create } from "@/app/api/book/booking/create/route";
import { GET as byNo } from "@/app/api/book/no/[bookingNo]/route";
import { GET as schedules } from "@/app/api/book/schedules/route";
import { GET as rooms } from "@/app/api/book/rooms/route";
import { GET as roomTypes } from "@/app/api/book/roomTypes/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { seedSchedule, seedTour, seedUser, seedVessel } from "@/prisma/seed/factories";
import {
  NO_CLIENT_LIMITS,
  seedDoubleRooms,
  seedOnlineBooking,
  seedPrice,
  seedTripPrice,
  tokenWith,
} from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

let today: string;
let resortId: number, dblType: number, dblRooms: number[];
let scheduleId: number, sharedCabin: number, sharedType: number, wholeType: number;
let vesselId: number, tourId: number;

const guest = (firstName: string, lastName = "Muster", gender?: string) => ({ firstName, lastName, gender });
const contact = { firstName: "Anna", lastName: "Muster", email: "anna@example.com" };

const post = (handler: typeof price, body: unknown, headers: Record<string, string> = {}) =>
  call(handler, { method: "POST", body, headers: { "accept-language": "en", ...headers } });

beforeAll(async () => {
  const admin = await seedOnlineBooking(NO_CLIENT_LIMITS);
  today = await operatorToday();
  ({ resortId, roomTypeId: dblType, roomIds: dblRooms } = await seedDoubleRooms(2));
  const v = await seedVessel(db(), {
    cabinTypes: [
      { name: "Double cabin", key: "DBL", cabins: [{ name: "D1", beds: 2 }] },
      { name: "Shared cabin", key: "SHR", maxNoOfPax: 2, cabins: [{ name: "Q1", beds: 2, allowSharedRoom: true }] },
    ],
  });
  wholeType = v.cabins[0].roomTypeId;
  sharedCabin = v.cabins[1].id;
  sharedType = v.cabins[1].roomTypeId;
  const tour = await seedTour(db(), { vesselId: v.vessel.id });
  [vesselId, tourId] = [v.vessel.id, tour.id];
  const from = addCalendarDays(today, 30);
  scheduleId = (
    await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from, to: addCalendarDays(from, 7) })
  ).id;
  await seedPrice(admin, { resortId, roomTypeId: dblType, value: "100" });
  // the trip is priced too: nothing without a price is sold
  await seedTripPrice(admin, { vesselId: v.vessel.id, entries: [{ per: "person", value: "1000" }] });
});

const stay = (o: Partial<Record<string, unknown>> = {}) => ({
  type: "resort",
  resortId,
  dateFrom: addCalendarDays(today, 10),
  dateTo: addCalendarDays(today, 13),
  rooms: [{ roomTypeId: dblType, guests: [guest("Anna"), guest("Ben")] }],
  contact,
  ...o,
});

describe("POST /api/book/booking/price", () => {
  it("answers {total, currency, lines} and stores nothing", async () => {
    const before = await db().booking.count();
    const res = await post(price, stay());
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ total: "300.00", currency: expect.any(String) });
    expect(res.body.lines.length).toBeGreaterThan(0);
    expect(await db().booking.count()).toBe(before);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [stay({ dateFrom: addCalendarDays(today, -3), dateTo: addCalendarDays(today, 2) }), "dateFrom"],
      [stay({ rooms: [{ roomTypeId: dblType, guests: [guest("A"), guest("B"), guest("C")] }] }), "rooms.0.guests"],
      [stay({ rooms: [{ roomId: 999999, guests: [guest("A")] }] }), "rooms.0.roomId"],
      [stay({ rooms: [{ roomTypeId: 999999, guests: [guest("A")] }] }), "rooms.0.roomTypeId"],
      [stay({ type: "boat" }), "type"],
      [
        { type: "vessel", scheduleId, rooms: [{ roomId: sharedCabin, beds: 1, guests: [guest("A"), guest("B")] }] },
        "rooms.0.guests",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await post(price, body);
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });

  it("refuses an arrival on a closed weekday and a stay shorter than the resort's rule (its stay rules)", async () => {
    const from = addCalendarDays(today, 10);
    const iso = new Date(`${from}T00:00:00Z`).getUTCDay() || 7;
    await db().resort.update({
      where: { id: resortId },
      data: { arrivalWeekdays: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== iso), minNights: 4 },
    });
    try {
      const res = await post(price, stay());
      expect(res.status).toBe(400);
      expect(res.body.fields).toContainEqual(expect.objectContaining({ path: "dateFrom" }));
      expect(res.body.fields).toContainEqual(expect.objectContaining({ path: "dateTo" }));
      expect(res.text).not.toContain("stayRules.reasons");
    } finally {
      await db().resort.update({ where: { id: resortId }, data: { arrivalWeekdays: [], minNights: 1 } });
    }
  });
});

describe("POST /api/book/booking/create", () => {
  it("books a resort stay: 201 with id, bookingNo, state, total, currency and where to pay", async () => {
    const res = await post(create, stay({ dateFrom: addCalendarDays(today, 40), dateTo: addCalendarDays(today, 42) }));
    expect(res.status, res.text).toBe(201);
    // unpaid, a reservation until its payment deadline: its number is the reservation's until it is firm
    expect(res.body).toMatchObject({
      state: "planned",
      total: "200.00",
      bookingNo: null,
      reservationNo: expect.any(String),
      optionUntil: expect.any(String),
    });
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.payment.checkout).toBe(
      `/api/book/${res.body.id}/checkout?token=${encodeURIComponent(res.body.token)}`,
    );
    const b = await db().booking.findUniqueOrThrow({
      where: { id: res.body.id },
      include: { rooms: true, customer: true },
    });
    expect(b.total.toFixed(2)).toBe("200.00");
    expect(b.customer?.email).toBe("anna@example.com");
    const seen = await call(byNo, { params: { bookingNo: res.body.reservationNo }, query: { token: res.body.token } });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ reservationNo: res.body.reservationNo, total: "200.00", paid: false });
    expect(JSON.stringify(seen.body)).not.toContain("anna@example.com");
  });

  it("is refused when the operator turned customer booking off", async () => {
    await writeGroup("booking", { allowCustomerBooking: false });
    try {
      const res = await post(create, stay());
      expect(res.status).toBe(403);
    } finally {
      await writeGroup("booking", { allowCustomerBooking: true });
    }
  });

  it("answers 409 in plain words when the cabin is sold out", async () => {
    const body = { type: "vessel", scheduleId, rooms: [{ roomTypeId: wholeType, guests: [guest("A")] }], contact };
    expect((await post(create, body)).status).toBe(201);
    const res = await post(create, body);
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toMatch(/no Double cabin is free/);
  });

  it("lets only one of two guests racing for the last bed have it", async () => {
    const one = (name: string) => ({
      type: "vessel",
      scheduleId,
      rooms: [{ roomTypeId: sharedType, beds: 1, guests: [guest(name, "Racer", "f")] }],
      contact: { ...contact, firstName: name },
    });
    expect((await post(create, one("First"))).status).toBe(201);
    const [a, b] = await Promise.all([post(create, one("Second")), post(create, one("Third"))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const held = await db().bookingBed.count({ where: { bed: { roomId: sharedCabin }, active: true } });
    expect(held).toBe(2);
  });

  it("creates once for a repeated Idempotency-Key and answers the first answer again", async () => {
    const body = stay({ dateFrom: addCalendarDays(today, 60), dateTo: addCalendarDays(today, 62) });
    const headers = { "idempotency-key": "guest-retry-123" };
    const first = await post(create, body, headers);
    const again = await post(create, body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await db().booking.count({ where: { dateFrom: new Date(`${body.dateFrom}T00:00:00Z`) } })).toBe(1);
    const other = await post(create, { ...body, contact: { ...contact, email: "x@example.com" } }, headers);
    expect(other.status).toBe(409);
  });

  it("refuses a room that is taken for those dates with 409", async () => {
    const dates = { dateFrom: addCalendarDays(today, 80), dateTo: addCalendarDays(today, 82) };
    expect(
      (await post(create, stay({ ...dates, rooms: [{ roomId: dblRooms[0], guests: [guest("A")] }] }))).status,
    ).toBe(201);
    const res = await post(create, stay({ ...dates, rooms: [{ roomId: dblRooms[0], guests: [guest("B")] }] }));
    expect(res.status).toBe(409);
  });
});

describe("the guest's access token (GET /api/book/no/{bookingNo})", () => {
  it("shows the booking only with its token or to a user whose scope covers it; anything else is the missing booking's 404", async () => {
    const a = await post(create, stay({ dateFrom: addCalendarDays(today, 140), dateTo: addCalendarDays(today, 142) }));
    const b = await post(create, stay({ dateFrom: addCalendarDays(today, 144), dateTo: addCalendarDays(today, 146) }));
    expect(a.status, a.text).toBe(201);
    const no = a.body.reservationNo as string;
    const missing = await call(byNo, { params: { bookingNo: "NOPE-1" }, query: { token: a.body.token } });
    expect(missing.status).toBe(404);
    for (const query of [{}, { token: b.body.token }, { token: "x".repeat(64) }, { token: "short" }]) {
      const res = await call(byNo, { params: { bookingNo: no }, query });
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect((await call(byNo, { params: { bookingNo: no }, query: { token: a.body.token } })).status).toBe(200);
    // staff need no token; a user without booking scopes does
    const staff = await tokenWith(["bookings.read"]);
    const other = await tokenWith(["customers.read"]);
    expect((await call(byNo, { params: { bookingNo: no }, token: staff })).status).toBe(200);
    expect((await call(byNo, { params: { bookingNo: no }, token: other })).status).toBe(404);
    // the confirmation mail links to the result page with the token
    const mail = await db().outboxMessage.findFirst({ where: { topic: "mail" }, orderBy: { id: "desc" } });
    expect((mail?.payload as { text: string }).text).toContain(`token=${encodeURIComponent(b.body.token)}`);
  });
});

describe("create: what is stored", () => {
  it("books add-ons with the stay: stored on the booking, on its calculation and in its total", async () => {
    const product = await db().product.create({
      data: {
        name: "Airport transfer",
        price: "20",
        currency: "EUR",
        lineKind: "addon",
        addRule: "PerBooking",
        isActive: true,
        isVisible: true,
      },
    });
    const body = stay({
      dateFrom: addCalendarDays(today, 150),
      dateTo: addCalendarDays(today, 152),
      addons: [{ productId: product.id, quantity: 2 }],
    });
    const quote = await post(price, body);
    const res = await post(create, body);
    expect(res.status, res.text).toBe(201);
    // the stay alone costs 200 (see the next test): two transfers add 40, as quoted
    expect(res.body.total).toBe("240.00");
    expect(quote.body.total).toBe("240.00");
    const stored = await db().bookingProduct.findMany({ where: { bookingId: res.body.id } });
    expect(stored.map((p) => [p.productId, Number(p.quantity)])).toEqual([[product.id, 2]]);
    const line = await db().bookingCalculationLine.findFirstOrThrow({
      where: { bookingId: res.body.id, type: "addon" },
    });
    expect([Number(line.amount), Number(line.price), Number(line.total)]).toEqual([2, 20, 40]);
  });

  it("history version 1 already holds the total and the user", async () => {
    const res = await post(
      create,
      stay({ dateFrom: addCalendarDays(today, 154), dateTo: addCalendarDays(today, 156) }),
    );
    expect(res.status, res.text).toBe(201);
    const v1 = await db().bookingHistory.findFirstOrThrow({ where: { bookingId: res.body.id, version: 1 } });
    expect(Number((v1.snapshot as { total: string }).total)).toBe(200);
    expect(await db().bookingHistory.count({ where: { bookingId: res.body.id } })).toBe(1);
  });

  it("a logged-in customer books as their own customer record, no copy of them is made", async () => {
    const me = await db().customer.create({
      data: { firstName: "Anna", lastName: "Muster", fullName: "Anna Muster", email: "anna.me@example.com" },
    });
    const user = await seedUser(db(), { userType: "customer", scopes: ["customers.self"], customerId: me.id });
    const token = await tokenFor(user.id);
    const customersBefore = await db().customer.count();
    const res = await call(create, {
      method: "POST",
      token,
      headers: { "accept-language": "en", origin: "http://localhost" },
      body: stay({ dateFrom: addCalendarDays(today, 160), dateTo: addCalendarDays(today, 162) }),
    });
    expect(res.status, res.text).toBe(201);
    const b = await db().booking.findUniqueOrThrow({ where: { id: res.body.id }, include: { guests: true } });
    expect(b.customerId).toBe(me.id);
    expect(b.userId).toBe(user.id);
    expect(b.guests.map((g) => g.customerId)).toContain(me.id);
    // only Ben is new
    expect(await db().customer.count()).toBe(customersBefore + 1);
    const v1 = await db().bookingHistory.findFirstOrThrow({ where: { bookingId: res.body.id, version: 1 } });
    expect((v1.snapshot as { userId: number }).userId).toBe(user.id);
  });
});

describe("GET /api/book lookups", () => {
  it("lists departures, free rooms and room types; 400 for bad input", async () => {
    const from = addCalendarDays(today, 50);
    const later = await seedSchedule(db(), { tourId, vesselId, from, to: addCalendarDays(from, 7) });
    const s = await call(schedules, {});
    expect(s.status).toBe(200);
    expect(s.body.find((x: { id: number }) => x.id === later.id)).toMatchObject({
      priceFrom: "1000.00",
      currency: "EUR",
      freeBeds: 4,
      fewLeft: false,
    });
    const r = await call(rooms, {
      query: { resortId, dateFrom: addCalendarDays(today, 100), dateTo: addCalendarDays(today, 102) },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.rooms).toHaveLength(2);
    expect((await call(rooms, {})).status).toBe(400);
    expect((await call(rooms, { query: { resortId: "x" } })).status).toBe(400);
    const t = await call(roomTypes, { query: { resortId } });
    expect(t.body.map((x: { id: number }) => x.id)).toEqual([dblType]);
    expect((await call(byNo, { params: { bookingNo: "NOPE" } })).status).toBe(404);
  });
});
