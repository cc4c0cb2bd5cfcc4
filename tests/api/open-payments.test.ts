// What is open and overdue, from the one rule of the booking's money (payment-due.ts): the booking
// list's hasExceededDueDate and its filter, GET /api/bookings/allBookingsWithOpenPayments?days=,
// paymentStatus?days= and agency/payments/{agency}?from=&to= (an agency sees only its own).
// A booking made "three weeks ago" (the clock set back while it is made) has its deposit overdue.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listBookings, POST as createBooking } from "@/app/api/bookings/route";
import { POST as reloadPrice } from "@/app/api/bookings/[id]/reloadPrice/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payment/route";
import { GET as openPayments } from "@/app/api/bookings/allBookingsWithOpenPayments/route";
import { GET as paymentStatus } from "@/app/api/bookings/paymentStatus/route";
import { GET as agencyPayments } from "@/app/api/bookings/agency/payments/[agency]/route";
import { POST as createResource } from "@/app/api/[resource]/route";
import { POST as createPrice } from "@/app/api/price/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedAgency, seedCustomer, seedResort, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let today: string;
let resortId: number, rooms: number[];
let staff: string, agencyA: string, agencyAId: number, agencyBId: number, customerId: number;
let nextRoom = 0;

beforeAll(async () => {
  today = await operatorToday();
  await db().currency.create({ data: { code: "EUR", name: "Euro", symbol: "€" } });
  const admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
  staff = await tokenFor(
    (await seedUser(db(), { scopes: ["bookings.read", "bookings.create", "bookings.update", "agencies.read"] })).id,
  );
  agencyAId = (await seedAgency(db(), { name: "Agency A" })).id;
  agencyBId = (await seedAgency(db(), { name: "Agency B" })).id;
  agencyA = await tokenFor((await seedUser(db(), { scopes: ["agencies.self"], agencyId: agencyAId })).id);
  customerId = (await seedCustomer(db(), { email: "open@example.com" })).id;
  const r = await seedResort(db(), {
    roomTypes: [
      { name: "Double", key: "DBL", rooms: Array.from({ length: 10 }, (_, i) => ({ name: `${1 + i}`, beds: 2 })) },
    ],
  });
  resortId = r.resort.id;
  rooms = r.rooms.map((x) => x.id);
  const year = Number(today.slice(0, 4));
  const price = await call(createPrice, {
    method: "POST",
    token: admin,
    body: {
      name: "Standing price",
      resortId,
      status: "active",
      periods: [{ name: "All", from: `${year - 1}-01-01`, to: `${year + 1}-12-31` }],
      entries: [{ periodIndex: 0, roomTypeId: r.rooms[0].roomTypeId, per: "room", value: "100" }],
    },
  });
  expect(price.status, price.text).toBe(201);
  const terms = await call(createResource, {
    method: "POST",
    token: admin,
    params: { resource: "terms" },
    body: { name: "30/70", depositPercent: "30", depositDueDays: 7, restDueDaysBeforeArrival: 30, isDefault: true },
  });
  expect(terms.status, terms.text).toBe(201);
});

afterEach(() => vi.useRealTimers());

/** A confirmed two-night stay (200) arriving `daysAhead` from today, made `madeDaysAgo` ago. */
async function booking(o: { daysAhead: number; madeDaysAgo?: number; agencyId?: number }) {
  const from = addCalendarDays(today, o.daysAhead);
  if (o.madeDaysAgo) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - o.madeDaysAgo * 86_400_000);
  }
  const res = await call(createBooking, {
    method: "POST",
    token: staff,
    body: {
      type: "resort",
      resortId,
      dateFrom: from,
      dateTo: addCalendarDays(from, 2),
      customerId,
      ...(o.agencyId ? { agencyId: o.agencyId } : {}),
      state: "confirmed",
      rooms: [{ roomId: rooms[nextRoom++ % rooms.length], guests: [customerId] }],
    },
  });
  expect(res.status, res.text).toBe(201);
  const priced = await call(reloadPrice, {
    method: "POST",
    token: staff,
    params: { id: String(res.body.id) },
    headers: { "if-match": String(res.body.version) },
    body: {},
  });
  expect(priced.status, priced.text).toBeLessThan(300);
  vi.useRealTimers();
  return res.body.id as number;
}

describe("overdue and open payments", () => {
  let overdue: number, soon: number, later: number, settled: number;

  beforeAll(async () => {
    // made three weeks ago: its deposit (60) was due two weeks ago
    overdue = await booking({ daysAhead: 100, madeDaysAgo: 21, agencyId: agencyAId });
    // made today, arriving in 40 days: its deposit is due in 7 days, the rest in 10
    soon = await booking({ daysAhead: 40, agencyId: agencyAId });
    // made today, far ahead: the deposit in 7 days
    later = await booking({ daysAhead: 200, agencyId: agencyBId });
    // made three weeks ago but paid in full: nothing open
    settled = await booking({ daysAhead: 110, madeDaysAgo: 21 });
    const paid = await call(recordPayment, {
      method: "POST",
      token: staff,
      params: { id: String(settled) },
      body: { amount: "200.00", currency: "EUR", method: "transfer" },
    });
    expect(paid.status, paid.text).toBe(201);
  });

  it("the booking list says which payments are overdue and filters by it", async () => {
    const all = await call(listBookings, { token: staff, query: { size: 50 } });
    const row = (id: number) => all.body.data.find((b: { id: number }) => b.id === id);
    expect(row(overdue)).toMatchObject({ hasExceededDueDate: true, paymentDueDate: addCalendarDays(today, -14) });
    expect(row(soon)).toMatchObject({ hasExceededDueDate: false, paymentDueDate: addCalendarDays(today, 7) });
    expect(row(settled)).toMatchObject({ hasExceededDueDate: false, paymentDueDate: null });
    const only = await call(listBookings, { token: staff, query: { "filter[hasExceededDueDate]": "true" } });
    expect(only.body.data.map((b: { id: number }) => b.id)).toEqual([overdue]);
    const not = await call(listBookings, { token: staff, query: { "filter[hasExceededDueDate]": "false", size: 50 } });
    expect(not.body.data.map((b: { id: number }) => b.id).sort()).toEqual([soon, later, settled].sort());
    const bad = await call(listBookings, { token: staff, query: { "filter[hasExceededDueDate]": "maybe" } });
    expect(bad.status).toBe(400);
  });

  it("allBookingsWithOpenPayments lists what is due within the days, overdue first, with the open amounts", async () => {
    const res = await call(openPayments, { token: staff, query: { days: 7 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((b: { id: number }) => b.id)).toEqual([overdue, soon, later]);
    expect(res.body.data[0]).toMatchObject({ open: "200.00", due: "200.00", paid: "0.00", hasExceededDueDate: true });
    expect((await call(openPayments, { token: staff, query: { days: 0 } })).body.total).toBe(1);
    expect((await call(openPayments, { token: staff, query: { days: -1 } })).status).toBe(400);
    // an agency sees its own
    const mine = await call(openPayments, { token: agencyA, query: { days: 30 } });
    expect(mine.body.data.map((b: { id: number }) => b.id)).toEqual([overdue, soon]);
  });

  it("paymentStatus sums what is overdue, due soon and open per currency", async () => {
    const res = await call(paymentStatus, { token: staff, query: { days: 7 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      days: 7,
      overdue: { count: 1, open: [{ currency: "EUR", amount: "200.00" }] },
      dueWithinDays: { count: 2, open: [{ currency: "EUR", amount: "400.00" }] },
      open: { count: 3, open: [{ currency: "EUR", amount: "600.00" }] },
    });
  });

  it("agency/payments lists an agency's bookings of a period with totals; an agency sees only its own", async () => {
    const res = await call(agencyPayments, { token: staff, params: { agency: String(agencyAId) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((b: { id: number }) => b.id)).toEqual([soon, overdue]);
    expect(res.body.totals).toEqual([
      { currency: "EUR", total: "400.00", due: "400.00", paid: "0.00", open: "400.00" },
    ]);
    const period = await call(agencyPayments, {
      token: staff,
      params: { agency: String(agencyAId) },
      query: { from: addCalendarDays(today, 50) },
    });
    expect(period.body.data.map((b: { id: number }) => b.id)).toEqual([overdue]);
    expect((await call(agencyPayments, { token: agencyA, params: { agency: String(agencyAId) } })).body.total).toBe(2);
    const foreign = await call(agencyPayments, { token: agencyA, params: { agency: String(agencyBId) } });
    expect(foreign.status).toBe(404);
  });
});
