// The customers' summary (docs/statistics.md, "Customers"): kept by the booking writes in their
// transaction, rebuilt by POST /api/customers/stats/recalculate, read by GET /api/customers/dashboard.
// Worked out by hand: a repeater, a booking in another currency, a guest who did not book, a
// cancelled booking that leaves its customer without a row.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as statsByRepeater } from "@/app/api/bookings/statsByRepeater/route";
import { GET as dashboard } from "@/app/api/customers/dashboard/route";
import { POST as changeCustomer } from "@/app/api/bookings/[id]/changeCustomer/route";
import { POST as changeStay } from "@/app/api/bookings/[id]/rooms/[roomId]/stay/route";
import { POST as recalculate } from "@/app/api/customers/stats/recalculate/route";
import { db } from "@/lib/core/db";
import { seedCustomer } from "@/prisma/seed/factories";
import {
  bookStay,
  cancelStay,
  seedCurrencies,
  seedRate,
  seedResortPricedIn,
  STAFF_SCOPES,
  tokenWith,
} from "../helpers/factories";
import { call } from "../helpers/http";

let staff: string, reader: string, writer: string;
let resortId: number;
let anna: number, ben: number, carla: number, dora: number;

const summaries = () =>
  db().customerStats.findMany({
    orderBy: { customerId: "asc" },
    select: {
      customerId: true,
      bookings: true,
      nights: true,
      firstStay: true,
      lastStay: true,
      repeater: true,
      booked: true,
      revenue: true,
      currency: true,
      unconverted: true,
    },
  });
const row = async (customerId: number) => {
  const r = await db().customerStats.findUnique({ where: { customerId } });
  return (
    r && {
      ...r,
      revenue: r.revenue.toFixed(2),
      firstStay: r.firstStay?.toISOString().slice(0, 10),
      lastStay: r.lastStay?.toISOString().slice(0, 10),
    }
  );
};

beforeAll(async () => {
  await seedCurrencies("EUR", "USD");
  // 1 USD = 0.5 EUR from 2020 on (the booking date is today)
  await seedRate("USD", "EUR", "0.5");
  staff = await tokenWith([...STAFF_SCOPES, "customers.read", "customers.update"]);
  reader = await tokenWith(["customers.read"]);
  writer = await tokenWith(["customers.update"]);
  const r = await seedResortPricedIn(2031, 2, { resortName: "Summary Bay" });
  resortId = r.resortId;
  anna = (await seedCustomer(db(), { firstName: "Anna", lastName: "Sum" })).id;
  ben = (await seedCustomer(db(), { firstName: "Ben", lastName: "Sum" })).id;
  carla = (await seedCustomer(db(), { firstName: "Carla", lastName: "Sum" })).id;
  dora = (await seedCustomer(db(), { firstName: "Dora", lastName: "Sum" })).id;
  // Anna: 2 nights in March (200), then 3 nights in May (300) with Carla as her guest
  await bookStay(staff, { resortId, roomId: r.roomIds[0], customerId: anna, from: "2031-03-10", priced: true });
  await bookStay(staff, {
    resortId,
    customerId: anna,
    rooms: [{ roomId: r.roomIds[0], guests: [anna, carla] }],
    from: "2031-05-01",
    nights: 3,
    priced: true,
  });
  // Ben: 2 nights in April, booked in USD
  await bookStay(staff, {
    resortId,
    roomId: r.roomIds[1],
    customerId: ben,
    from: "2031-04-01",
    priced: true,
    more: { currency: "USD" },
  });
  // Dora: one booking, then cancelled
  const off = await bookStay(staff, {
    resortId,
    roomId: r.roomIds[1],
    customerId: dora,
    from: "2031-06-01",
    priced: true,
  });
  expect(await row(dora)).toMatchObject({ bookings: 1, revenue: "200.00" });
  await cancelStay(staff, off);
});

describe("the summary the booking writes keep", () => {
  it("counts the sold stays a customer is a guest of and the revenue of what they booked", async () => {
    expect(await row(anna)).toMatchObject({
      bookings: 2,
      nights: 5,
      firstStay: "2031-03-10",
      lastStay: "2031-05-01",
      repeater: true,
      booked: 2,
      revenue: "500.00",
      currency: "EUR",
      unconverted: 0,
    });
    // Carla stayed (as Anna's guest) but booked nothing
    expect(await row(carla)).toMatchObject({ bookings: 1, nights: 3, repeater: false, booked: 0, revenue: "0.00" });
    // Ben's booking is in USD: its total at 0.5
    const benBooking = await db().booking.findFirstOrThrow({
      where: { customerId: ben },
      select: { total: true, currency: true },
    });
    expect(benBooking.currency).toBe("USD");
    expect(await row(ben)).toMatchObject({
      bookings: 1,
      nights: 2,
      booked: 1,
      revenue: benBooking.total.mul("0.5").toFixed(2),
      unconverted: 0,
    });
    // cancelled: no sold booking left, no row
    expect(await row(dora)).toBeNull();
  });

  it("agrees with statsByRepeater: a guest repeats when their first stay began before this one", async () => {
    const res = await call(statsByRepeater, {
      token: staff,
      query: { from: "2031-01-01", to: "2031-12-31", assets: `resort:${resortId}`, mode: "table" },
    });
    expect(res.status, res.text).toBe(200);
    // Anna in March (first), Ben (first), Anna in May (repeat), Carla in May (first)
    expect(res.body.rows).toEqual([
      { kind: "first", guests: 3, share: 75 },
      { kind: "repeat", guests: 1, share: 25 },
    ]);
  });
});

describe("POST /api/customers/stats/recalculate", () => {
  it("rebuilds one customer or all, the same rows however often it runs", async () => {
    const kept = await summaries();
    // a summary gone wrong (as after a change the triggers do not see) is put right
    await db().customerStats.update({ where: { customerId: anna }, data: { bookings: 99, revenue: "1" } });
    const one = await call(recalculate, { method: "POST", token: writer, body: { customerId: anna } });
    expect(one.status, one.text).toBe(200);
    expect(one.body).toEqual({ customers: 1, withBookings: 1, currency: "EUR" });
    expect(await summaries()).toEqual(kept);
    for (let i = 0; i < 2; i++) {
      const all = await call(recalculate, { method: "POST", token: writer, body: {} });
      expect(all.status, all.text).toBe(200);
      expect(all.body.withBookings).toBe(3);
      expect(all.body.customers).toBe(await db().customer.count());
      expect(await summaries()).toEqual(kept);
    }
    // a customer without a sold booking: computed, no row
    const none = await call(recalculate, { method: "POST", token: writer, body: { customerId: dora } });
    expect(none.body).toEqual({ customers: 1, withBookings: 0, currency: "EUR" });
  });

  it("refuses an unknown or malformed customer with 400 naming customerId, and callers without customers.update", async () => {
    for (const customerId of [999999, "x", 0]) {
      const res = await call(recalculate, { method: "POST", token: writer, body: { customerId } });
      expect(res.status, res.text).toBe(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ path: "customerId" })]);
    }
    expect((await call(recalculate, { method: "POST", token: reader, body: {} })).status).toBe(403);
    expect((await call(recalculate, { method: "POST", body: {} })).status).toBe(401);
  });
});

describe("GET /api/customers/dashboard", () => {
  it("answers the customers' figures, the period's new and returning customers and the top by revenue", async () => {
    const res = await call(dashboard, { token: reader, query: { from: "2031-04-01", to: "2031-12-31" } });
    expect(res.status, res.text).toBe(200);
    const benRevenue = (await row(ben))!.revenue;
    const revenue = (500 + Number(benRevenue)).toFixed(2);
    expect(res.body).toMatchObject({
      currency: "EUR",
      from: "2031-04-01",
      to: "2031-12-31",
      customers: 3,
      repeaters: 1,
      repeaterShare: 33.3,
      bookings: 4,
      nights: 10,
      revenue,
      bookers: 2,
      averageRevenue: (Number(revenue) / 2).toFixed(2),
      unconverted: 0,
      stale: 0,
      // Ben (April) and Carla (May) came first in the period; Anna had come in March
      newCustomers: 2,
      lastStays: 3,
      returning: 1,
    });
    expect(res.body.top.map((t: { name: string; revenue: string }) => [t.name, t.revenue])).toEqual([
      ["Anna Sum", "500.00"],
      ["Ben Sum", benRevenue],
    ]);
    const one = await call(dashboard, { token: reader, query: { from: "2031-04-01", to: "2031-12-31", amount: "1" } });
    expect(one.body.top).toHaveLength(1);
  });

  it("defaults the period to a year and refuses bad parameters with 400 naming them", async () => {
    const year = await call(dashboard, { token: reader, query: { from: "2031-03-01" } });
    expect(year.status, year.text).toBe(200);
    expect([year.body.from, year.body.to]).toEqual(["2031-03-01", "2031-12-31"]);
    expect(year.body.newCustomers).toBe(3);
    for (const [query, path] of [
      [{ amount: "101" }, "amount"],
      [{ amount: "0" }, "amount"],
      [{ from: "2031-05-01", to: "2031-04-01" }, "to"],
      [{ from: "2020-01-01", to: "2031-01-01" }, "to"],
      [{ from: "2031-02-30" }, "from"],
    ] as const) {
      const res = await call(dashboard, { token: reader, query, headers: { "accept-language": "de" } });
      expect(res.status, res.text).toBe(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ path })]);
    }
    expect((await call(dashboard, { token: await tokenWith(STAFF_SCOPES) })).status).toBe(403);
  });
});

describe("the summary after changes", () => {
  // the triggers refresh only the customers a change touches (the booker for money, the guests for
  // sold state and nights): after a change of booker and of nights, what they kept is a rebuild
  it("follows a new booker and other nights exactly as a rebuild computes them", async () => {
    const ellen = (await seedCustomer(db(), { firstName: "Ellen", lastName: "Sum" })).id;
    const b = await bookStay(staff, {
      resortId,
      roomId: (await db().room.findFirstOrThrow({ where: { resortId }, select: { id: true } })).id,
      customerId: ellen,
      from: "2031-08-01",
      priced: true,
    });
    expect(await row(ellen)).toMatchObject({ bookings: 1, nights: 2, booked: 1, revenue: "200.00" });
    const handed = await call(changeCustomer, {
      method: "POST",
      token: staff,
      params: { id: String(b.id) },
      body: { customerId: ben, version: b.version },
    });
    expect(handed.status, handed.text).toBe(200);
    // Ellen still stays (a guest) but booked nothing; Ben booked one more
    expect(await row(ellen)).toMatchObject({ bookings: 1, nights: 2, booked: 0, revenue: "0.00" });
    expect(await row(ben)).toMatchObject({ bookings: 1, booked: 2 });
    const bookingRoom = await db().bookingRoom.findFirstOrThrow({ where: { bookingId: b.id }, select: { id: true } });
    const moved = await call(changeStay, {
      method: "POST",
      token: staff,
      params: { id: String(b.id), roomId: String(bookingRoom.id) },
      body: { dateFrom: "2031-08-10", dateTo: "2031-08-14", version: handed.body.version },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await row(ellen)).toMatchObject({ bookings: 1, nights: 4, firstStay: "2031-08-10" });
    const kept = await summaries();
    const all = await call(recalculate, { method: "POST", token: writer, body: {} });
    expect(all.status, all.text).toBe(200);
    expect(await summaries()).toEqual(kept);
  });
});
