// Staff record what a guest or an agency paid (POST /api/bookings/{id}/payment) and take a
// mistaken one back (DELETE /api/bookings/{bookingId}/payment/{id}): payments are rows, paid and
// open are derived from them, a reversal is a row of its own, a credit pays only what it holds,
// another currency is converted at the rate given or stored; the lists show who recorded what.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payment/route";
import { DELETE as reversePayment } from "@/app/api/bookings/[id]/payment/[paymentId]/route";
import { GET as listPayments } from "@/app/api/payments/route";
import { GET as paymentHistory } from "@/app/api/payments/history/route";
import { GET as paymentsByRef } from "@/app/api/payments/ref/[id]/route";
import { addCalendarDays, calendarDate } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedAgency, seedCustomer, seedUser } from "@/prisma/seed/factories";
import { bookStay, seedCurrencies, seedPricedResort, seedRate, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

let today: string;
let resortId: number, rooms: number[];
let staff: string, staffId: number, agency: string, agencyId: number, customerId: number;
let nextRoom = 0;

beforeAll(async () => {
  today = await operatorToday();
  await seedCurrencies("EUR", "USD", "CHF");
  await seedRate("USD", "EUR", "0.9", addCalendarDays(today, -30));
  const s = await seedUser(db(), { name: "Desk Anna", scopes: STAFF_SCOPES });
  staffId = s.id;
  staff = await tokenFor(s.id);
  agencyId = (await seedAgency(db(), { name: "Blue Travel" })).id;
  agency = await tokenWith(["agencies.self"], { agencyId });
  customerId = (await seedCustomer(db(), { email: "payer@example.com" })).id;
  ({ resortId, roomIds: rooms } = await seedPricedResort(12, { roomName: (i) => `${1 + i}` }));
});

/** A confirmed two-night stay (200 EUR) 120 days ahead, priced; with an agency when asked. */
async function booking(o: { agency?: boolean } = {}) {
  const from = addCalendarDays(today, 120 + nextRoom * 3);
  const roomId = rooms[nextRoom++ % rooms.length];
  const b = await bookStay(staff, {
    resortId,
    roomId,
    customerId,
    from,
    priced: true,
    more: o.agency ? { agencyId } : {},
  });
  return b.id;
}

const pay = (id: number, body: Record<string, unknown>, o: { token?: string; key?: string } = {}) =>
  call(recordPayment, {
    method: "POST",
    token: o.token ?? staff,
    params: { id: String(id) },
    headers: o.key ? { "idempotency-key": o.key } : {},
    body,
  });

const reverse = (id: number, paymentId: number, body: Record<string, unknown>) =>
  call(reversePayment, {
    method: "DELETE",
    token: staff,
    params: { id: String(id), paymentId: String(paymentId) },
    body,
  });

const view = async (id: number) => {
  const res = await call(getBooking, { token: staff, params: { id: String(id) } });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

const agencyBalance = async () => {
  const rows = await db().agencyCredit.findMany({ where: { agencyId, currency: "EUR" }, select: { amount: true } });
  return rows.reduce((s, r) => s + Number(r.amount), 0).toFixed(2);
};

describe("POST /api/bookings/{id}/payment", () => {
  it("records a bank transfer with its date and reference: paid and open follow, the deposit is covered", async () => {
    const id = await booking();
    const res = await pay(id, {
      amount: "60.00",
      currency: "EUR",
      date: addCalendarDays(today, -1),
      method: "transfer",
      reference: "RF18 0001",
      note: "seen on the statement",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      amount: "60.00",
      currency: "EUR",
      date: addCalendarDays(today, -1),
      method: "transfer",
      paid: "60.00",
      open: "140.00",
    });
    expect(typeof res.body.id).toBe("number");
    expect(res.body.instalments.map((i: { open: string }) => i.open)).toEqual(["0.00", "140.00"]);
    const v = await view(id);
    expect(v.payments).toHaveLength(1);
    expect(v.payments[0]).toMatchObject({
      method: "transfer",
      reference: "RF18 0001",
      note: "seen on the statement",
      recordedBy: { id: staffId, name: "Desk Anna" },
    });
    const history = await db().bookingHistory.findMany({ where: { bookingId: id }, orderBy: { version: "asc" } });
    expect(history.at(-1)?.action).toBe("payment");
  });

  it("paying all that is open marks the booking paid; a reversal with a reason opens it again and stays in the list", async () => {
    const id = await booking();
    const first = await pay(id, { amount: "200.00", currency: "EUR", method: "cash" });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ paid: "200.00", open: "0.00" });
    expect((await view(id)).paidAt).not.toBeNull();

    const bad = await reverse(id, first.body.id, {});
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { path: string }) => f.path)).toContain("reason");

    const back = await reverse(id, first.body.id, { reason: "typed twice" });
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ paid: "0.00", open: "200.00", paidAt: null });
    const rows = back.body.payments;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: first.body.id, status: "paid", reversedById: rows[1].id });
    expect(rows[1]).toMatchObject({ status: "reversal", reversesId: first.body.id, reason: "typed twice" });

    const history = await db().bookingHistory.findMany({ where: { bookingId: id }, orderBy: { version: "asc" } });
    expect(history.at(-1)?.action).toBe("reversePayment");
    const again = await reverse(id, first.body.id, { reason: "once more" });
    expect(again.status).toBe(409);
    expect(await db().payment.count({ where: { bookingId: id } })).toBe(2);
  });

  it("refuses 0, a negative amount, an unknown currency and a bad method, naming the fields, and stores nothing", async () => {
    const id = await booking();
    for (const [body, field] of [
      [{ amount: "0", currency: "EUR", method: "cash" }, "amount"],
      [{ amount: "-5", currency: "EUR", method: "cash" }, "amount"],
      [{ amount: "5", currency: "XYZ", method: "cash" }, "currency"],
      [{ amount: "5", currency: "EUR", method: "cheque" }, "method"],
      [{ amount: "5", currency: "EUR", method: "cash", date: "2026-02-30" }, "date"],
    ] as const) {
      const res = await pay(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    expect(await db().payment.count({ where: { bookingId: id } })).toBe(0);
  });

  it("a double click with one Idempotency-Key records one payment and answers the first answer again", async () => {
    const id = await booking();
    const body = { amount: "50.00", currency: "EUR", method: "card", reference: "T-1" };
    const a = await pay(id, body, { key: `pay-${id}` });
    const b = await pay(id, body, { key: `pay-${id}` });
    expect(a.status, a.text).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    expect(await db().payment.count({ where: { bookingId: id } })).toBe(1);
  });

  it("converts another currency at the rate given, else at the stored rate of the date; none stored is a 400 on rate", async () => {
    const id = await booking();
    const given = await pay(id, { amount: "100.00", currency: "USD", method: "cash", rate: "0.8" });
    expect(given.status, given.text).toBe(201);
    expect(given.body).toMatchObject({ amount: "100.00", currency: "USD", bookingAmount: "80.00", paid: "80.00" });
    const divided = await pay(id, {
      amount: "11.00",
      currency: "USD",
      method: "cash",
      rate: "1.1",
      rateType: "divide",
    });
    expect(divided.body).toMatchObject({ bookingAmount: "10.00", paid: "90.00" });
    const stored = await pay(id, { amount: "10.00", currency: "USD", method: "transfer", date: today });
    expect(stored.status, stored.text).toBe(201);
    expect(stored.body).toMatchObject({ bookingAmount: "9.00", rate: "0.9", rateType: "multiply", paid: "99.00" });
    const none = await pay(id, { amount: "10.00", currency: "CHF", method: "cash" });
    expect(none.status).toBe(400);
    expect(none.body.fields.map((f: { path: string }) => f.path)).toContain("rate");
  });

  it("a credit pays only what it holds (409 beyond, nothing written), and a reversal gives it back", async () => {
    const id = await booking({ agency: true });
    await db().agencyCredit.create({
      data: { agencyId, amount: "100.00", currency: "EUR", date: calendarDate(today), reason: "grant" },
    });
    const paid = await pay(id, { amount: "80.00", currency: "EUR", method: "credit" });
    expect(paid.status, paid.text).toBe(201);
    expect(await agencyBalance()).toBe("20.00");
    const beyond = await pay(id, { amount: "50.00", currency: "EUR", method: "credit" });
    expect(beyond.status).toBe(409);
    expect(beyond.body.message).toContain("20.00");
    expect(await agencyBalance()).toBe("20.00");
    expect(await db().payment.count({ where: { bookingId: id } })).toBe(1);
    const back = await reverse(id, paid.body.id, { reason: "wrong booking" });
    expect(back.status, back.text).toBe(200);
    expect(await agencyBalance()).toBe("100.00");
  });

  it("is the desk's: an agency may not record a payment, a deleted booking takes none", async () => {
    const id = await booking({ agency: true });
    const res = await pay(id, { amount: "10.00", currency: "EUR", method: "cash" }, { token: agency });
    expect(res.status).toBe(403);
    await db().booking.update({ where: { id }, data: { state: "deleted" } });
    const gone = await pay(id, { amount: "10.00", currency: "EUR", method: "cash" });
    expect(gone.status).toBe(409);
    expect(await db().payment.count({ where: { bookingId: id } })).toBe(0);
  });
});

describe("GET /api/payments, history and ref/{id}", () => {
  it("lists the rows newest first with their booking and who recorded them, filtered and paged on the server", async () => {
    const id = await booking();
    await pay(id, { amount: "20.00", currency: "EUR", method: "transfer", reference: "LIST-REF-7" });
    await pay(id, { amount: "30.00", currency: "EUR", method: "cash" });
    const res = await call(listPayments, { token: staff, query: { bookingId: id, size: 1 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(res.body.data[0]).toMatchObject({
      amount: "30.00",
      method: "cash",
      booking: { id },
      recordedBy: { id: staffId, name: "Desk Anna" },
    });
    const byMethod = await call(paymentHistory, { token: staff, query: { bookingId: id, method: "transfer" } });
    expect(byMethod.body.data.map((p: { amount: string }) => p.amount)).toEqual(["20.00"]);
    const search = await call(listPayments, { token: staff, query: { search: "list-ref" } });
    expect(search.body.total).toBe(1);
    const ref = await call(paymentsByRef, { token: staff, params: { id: "LIST-REF-7" } });
    expect(ref.status).toBe(200);
    expect(ref.body).toHaveLength(1);
    expect(ref.body[0].booking.id).toBe(id);
    const period = await call(listPayments, {
      token: staff,
      query: { bookingId: id, from: addCalendarDays(today, 1) },
    });
    expect(period.body.total).toBe(0);
  });

  it("is for staff: an agency gets 403", async () => {
    const res = await call(listPayments, { token: agency });
    expect(res.status).toBe(403);
  });
});
