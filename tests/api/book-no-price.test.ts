// Nothing without a price is offered or sold online (issue 36, finding 2): a stay with nights after
// the price's last period and a new vessel without any price are left out of the lookups, refused
// by price and create with a 409 naming the dates (nothing stored), a quote in a currency that is
// not active is a 400, and a booking whose price is missing is never reported as paid in full.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as price } from "@/app/api/book/booking/price/route";
import { POST as create } from "@/app/api/book/booking/create/route";
import { POST as success } from "@/app/api/book/[id]/payment/success/route";
import { GET as schedules } from "@/app/api/book/schedules/route";
import { GET as rooms } from "@/app/api/book/rooms/route";
import { GET as roomTypes } from "@/app/api/book/roomTypes/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db, transaction } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { guestBooking } from "@/lib/domain/online/guest-booking";
import { storeCalculation } from "@/lib/domain/booking/calculation/store-calculation";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { seedBooking, seedResort, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedCurrencies, seedPrice, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";

let today: string, priceEnds: string, admin: string;
let resortId: number, dblType: number, dblRoom: number;
let newVessel: number, newCabin: number, newSchedule: number;

const contact = { firstName: "Anna", lastName: "Muster", email: "anna@example.com" };
const guests = [
  { firstName: "Anna", lastName: "Muster" },
  { firstName: "Ben", lastName: "Muster" },
];
const post = (handler: typeof price, body: unknown) =>
  call(handler, { method: "POST", body, headers: { "accept-language": "en" } });
const stay = (from: number, to: number, o: Record<string, unknown> = {}) => ({
  type: "resort",
  resortId,
  dateFrom: addCalendarDays(today, from),
  dateTo: addCalendarDays(today, to),
  rooms: [{ roomTypeId: dblType, guests }],
  contact,
  ...o,
});

beforeAll(async () => {
  await writeGroup("booking", { allowCustomerBooking: true });
  today = await operatorToday();
  await seedCurrencies("EUR", { code: "GBP", name: "Pound Sterling", isActive: false });
  admin = await tokenWith(["admin"]);
  const r = await seedResort(db(), {
    roomTypes: [{ name: "Double", key: "DBL", rooms: [{ name: "101", beds: 2 }] }],
  });
  [resortId, dblType, dblRoom] = [r.resort.id, r.rooms[0].roomTypeId, r.rooms[0].id];
  // the season's last night is today + 20: a stay beyond it has nights without a price
  priceEnds = addCalendarDays(today, 20);
  await seedPrice(admin, {
    name: "Season",
    resortId,
    periods: [{ name: "Season", from: today, to: priceEnds }],
    roomTypeId: dblType,
    value: "100",
  });
  // a vessel added after the prices were made: no price names it
  const v = await seedVessel(db(), {
    name: "MV New",
    cabinTypes: [{ name: "New cabin", key: "NEW", cabins: [{ name: "N1", beds: 2 }] }],
  });
  [newVessel, newCabin] = [v.vessel.id, v.cabins[0].id];
  const tour = await seedTour(db(), { vesselId: newVessel });
  const from = addCalendarDays(today, 30);
  newSchedule = (await seedSchedule(db(), { tourId: tour.id, vesselId: newVessel, from, to: addCalendarDays(from, 7) }))
    .id;
});

describe("a stay with nights no price covers", () => {
  it("is refused by price and create with 409 naming the nights without a price; nothing is stored", async () => {
    const body = stay(18, 25);
    const quote = await post(price, body);
    expect(quote.status, quote.text).toBe(409);
    expect(quote.body.details).toMatchObject({ reason: "NO_PRICE" });
    expect(quote.body.details.gaps).toEqual([
      expect.objectContaining({ from: addCalendarDays(priceEnds, 1), to: addCalendarDays(today, 25), nights: 4 }),
    ]);
    expect(quote.body.message).toMatch(/^Sorry, Double cannot be booked from .+ to .+: there is no price/);
    const [bookings, customers] = [await db().booking.count(), await db().customer.count()];
    const res = await post(create, body);
    expect(res.status, res.text).toBe(409);
    expect(res.body.details.reason).toBe("NO_PRICE");
    expect(await db().booking.count()).toBe(bookings);
    expect(await db().customer.count()).toBe(customers);
  });

  it("is left out of the free rooms and room types for those dates; priced dates still offer it", async () => {
    const dates = (from: number, to: number) => ({
      resortId,
      dateFrom: addCalendarDays(today, from),
      dateTo: addCalendarDays(today, to),
    });
    const beyond = await call(rooms, { query: dates(18, 25) });
    expect(beyond.status, beyond.text).toBe(200);
    expect(beyond.body.rooms).toEqual([]);
    const within = await call(rooms, { query: dates(5, 8) });
    expect(within.body.rooms.map((x: { id: number }) => x.id)).toEqual([dblRoom]);
    expect((await call(roomTypes, { query: dates(18, 25) })).body).toEqual([]);
    expect((await call(roomTypes, { query: dates(5, 8) })).body.map((t: { id: number }) => t.id)).toEqual([dblType]);
    expect((await call(roomTypes, { query: { resortId } })).body.map((t: { id: number }) => t.id)).toEqual([dblType]);
    // and within the season it still sells, at its price
    const ok = await post(price, stay(5, 8));
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.total).toBe("300.00");
  });
});

describe("a new vessel without a price", () => {
  const trip = { type: "vessel", rooms: [{ roomId: 0, guests: guests.slice(0, 1) }], contact };

  it("is not offered: no departures, no cabins, no cabin types", async () => {
    const s = await call(schedules, { query: { vesselId: newVessel } });
    expect(s.status, s.text).toBe(200);
    expect(s.body).toEqual([]);
    expect((await call(schedules, {})).body.map((x: { id: number }) => x.id)).not.toContain(newSchedule);
    const r = await call(rooms, { query: { scheduleId: newSchedule } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.rooms).toEqual([]);
    expect((await call(roomTypes, { query: { vesselId: newVessel } })).body).toEqual([]);
  });

  it("is refused by price and create with 409 naming the trip's dates", async () => {
    const body = { ...trip, scheduleId: newSchedule, rooms: [{ roomId: newCabin, guests: guests.slice(0, 1) }] };
    const quote = await post(price, body);
    expect(quote.status, quote.text).toBe(409);
    expect(quote.body.details.gaps[0]).toMatchObject({
      roomType: "New cabin",
      from: addCalendarDays(today, 30),
      to: addCalendarDays(today, 37),
    });
    const before = await db().booking.count();
    expect((await post(create, body)).status).toBe(409);
    expect(await db().booking.count()).toBe(before);
  });
});

describe("the currency of a quote", () => {
  it("is a 400 at currency when it is not active, or unknown", async () => {
    for (const currency of ["GBP", "ZZZ"]) {
      const res = await post(price, stay(5, 8, { currency }));
      expect(res.status, `${currency}: ${res.text}`).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toEqual(["currency"]);
    }
  });
});

describe("a booking whose price is missing", () => {
  it("is not paid in full: the payment status and the guest's page say so", async () => {
    // booked by staff for nights after the season, before these checks existed
    const b = await seedBooking(db(), {
      resortId,
      from: addCalendarDays(today, 40),
      to: addCalendarDays(today, 47),
      rooms: [{ roomId: dblRoom, bedIds: [] }],
    });
    await transaction((tx) => storeCalculation(tx, b.id));
    const res = await call(success, { method: "POST", token: admin, params: { id: String(b.id) }, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ total: "0.00", open: "0.00", fullyPaid: false });
    const seen = await guestBooking({ id: b.id }, null, await resolvePrincipal(admin));
    expect(seen.priceMissing).toBe(true);
  });
});
