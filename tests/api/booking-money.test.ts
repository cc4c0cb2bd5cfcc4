// A booking's money as GET /api/bookings/{id} answers it (lib/domain/booking/payment-due.ts): its
// payment rows with method and calendar date, what is paid and open (derived from the rows, never
// stored twice) and each instalment of the terms of payment with its due date and open amount.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db, transaction } from "@/lib/core/db";
import { dec } from "@/lib/core/money";
import { operatorToday } from "@/lib/core/operator";
import { recordPayments } from "@/lib/domain/payments/record-payments";
import { seedCustomer } from "@/prisma/seed/factories";
import { bookStay, seedPricedResort, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let today: string;
let resortId: number, rooms: number[];
let staff: string, customer: string, customerId: number;
let nextRoom = 0;

beforeAll(async () => {
  today = await operatorToday();
  staff = await tokenWith(STAFF_SCOPES);
  customerId = (await seedCustomer(db(), { email: "payer@example.com" })).id;
  customer = await tokenWith(["customers.self"], { customerId });
  ({ resortId, roomIds: rooms } = await seedPricedResort(6, { roomName: (i) => `${1 + i}` }));
});

/** A confirmed two-night stay (200) `daysAhead` from today, priced by the engine. */
const booking = (daysAhead: number) =>
  bookStay(staff, {
    resortId,
    roomId: rooms[nextRoom++ % rooms.length],
    customerId,
    from: addCalendarDays(today, daysAhead),
    priced: true,
  });

const view = async (id: number, token = staff) => {
  const res = await call(getBooking, { token, params: { id: String(id) } });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

const pay = (id: number, amount: string, status: "paid" | "refunded" = "paid") =>
  transaction((tx) =>
    recordPayments(tx, { id, total: dec("200"), currency: "EUR" }, "offline", [
      { providerPaymentId: `p-${id}-${amount}-${status}`, status, amount: dec(amount), currency: "EUR", raw: null },
    ]),
  );

describe("GET /api/bookings/{id}: payments, paid, open and instalments", () => {
  it("a booking far ahead has a 30 % deposit due a week after booking and the rest 30 days before arrival", async () => {
    const b = await booking(120);
    const v = await view(b.id);
    expect(v).toMatchObject({ paid: "0.00", open: "200.00", hasExceededDueDate: false, payments: [] });
    expect(v.instalments).toEqual([
      { kind: "deposit", due: addCalendarDays(today, 7), amount: "60.00", paid: "0.00", open: "60.00", overdue: false },
      {
        kind: "rest",
        due: addCalendarDays(b.from, -30),
        amount: "140.00",
        paid: "0.00",
        open: "140.00",
        overdue: false,
      },
    ]);
    expect(v.paymentDueDate).toBe(addCalendarDays(today, 7));
  });

  it("a payment covers the deposit first; paid and open follow the rows, a refund counts against them", async () => {
    const b = await booking(130);
    await pay(b.id, "80.00");
    let v = await view(b.id);
    expect(v).toMatchObject({ paid: "80.00", open: "120.00", paymentDueDate: addCalendarDays(b.from, -30) });
    expect(v.instalments.map((i: { open: string }) => i.open)).toEqual(["0.00", "120.00"]);
    expect(v.payments).toHaveLength(1);
    expect(v.payments[0]).toMatchObject({ amount: "80.00", currency: "EUR", status: "paid", date: today });

    await pay(b.id, "30.00", "refunded");
    v = await view(b.id);
    expect(v).toMatchObject({ paid: "50.00", open: "150.00", paymentDueDate: addCalendarDays(today, 7) });
    expect(v.instalments.map((i: { open: string }) => i.open)).toEqual(["10.00", "140.00"]);
  });

  it("a late booking owes everything at once, due today", async () => {
    const b = await booking(10);
    const v = await view(b.id);
    expect(v.instalments).toEqual([
      { kind: "rest", due: today, amount: "200.00", paid: "0.00", open: "200.00", overdue: false },
    ]);
  });

  it("the customer sees the payments but not the desk's notes or who recorded them", async () => {
    const b = await booking(140);
    await pay(b.id, "60.00");
    await db().payment.updateMany({ where: { bookingId: b.id }, data: { note: "cash at the bar" } });
    expect((await view(b.id)).payments[0].note).toBe("cash at the bar");
    const seen = await view(b.id, customer);
    expect(seen.payments[0]).toMatchObject({ amount: "60.00", note: null, recordedBy: null });
    expect(seen.open).toBe("140.00");
  });
});
