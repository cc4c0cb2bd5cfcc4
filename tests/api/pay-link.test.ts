// Pay by link (POST /api/bookings/{id}/payLink): staff send a booking's main customer a link to pay
// its open amount, deposit or rest without an account. The link works without a login, a wrong
// token is a 404, a new link invalidates the old one, the mail goes out in the booking's language,
// the history records it; guests, customers and other agencies cannot send one; bad input is a 400.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as payLink } from "@/app/api/bookings/[id]/payLink/route";
import { POST as cancel } from "@/app/api/bookings/[id]/cancell/route";
import { POST as checkout } from "@/app/api/book/[id]/checkout/route";
import { GET as byNo } from "@/app/api/book/no/[bookingNo]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db, transaction } from "@/lib/core/db";
import { dec } from "@/lib/core/money";
import { recordPayments } from "@/lib/domain/payments/record-payments";
import { operatorToday } from "@/lib/core/operator";
import { seedAgency, seedCustomer } from "@/prisma/seed/factories";
import { bookStay, seedPricedResort, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let today: string;
let resortId: number, rooms: number[];
let staff: string, agencyA: string, agencyB: string, customer: string;
let agencyAId: number;
let nextRoom = 0;

beforeAll(async () => {
  today = await operatorToday();
  staff = await tokenWith(STAFF_SCOPES);
  agencyAId = (await seedAgency(db())).id;
  const agencyBId = (await seedAgency(db())).id;
  agencyA = await tokenWith(["agencies.self"], { agencyId: agencyAId });
  agencyB = await tokenWith(["agencies.self"], { agencyId: agencyBId });
  const c = await seedCustomer(db(), { email: "guest@example.com" });
  customer = await tokenWith(["customers.self"], { customerId: c.id });
  // 100 a night for the room (a two-night stay costs 200), the default terms of payment: 30 % deposit
  // a week after booking, the rest 30 days before arrival
  ({ resortId, roomIds: rooms } = await seedPricedResort(12));
});

/** A confirmed staff booking of one room, 120 days ahead (deposit and rest both due later). */
async function staffBooking(o: { email?: string | null; language?: string; agencyId?: number } = {}) {
  const main = await seedCustomer(db(), {
    firstName: "Erika",
    lastName: "Muster",
    email: o.email === undefined ? "erika@example.com" : o.email,
  });
  const from = addCalendarDays(today, 120 + nextRoom * 3);
  const b = await bookStay(staff, {
    resortId,
    roomId: rooms[nextRoom++ % rooms.length],
    customerId: main.id,
    from,
    headers: { "accept-language": "en" },
    more: { language: o.language ?? "en", ...(o.agencyId ? { agencyId: o.agencyId } : {}) },
  });
  // a staff booking's total comes from its stored calculation (issue 11, part 2); until then the
  // engine's price (2 nights at 100) is set here
  await db().booking.update({ where: { id: b.id }, data: { total: "200.00" } });
  return b;
}

/** as staff unless another caller is named (null: a guest) */
const send = (bookingId: number | string, body: unknown, token: string | null = staff) =>
  call(payLink, {
    method: "POST",
    token: token ?? undefined,
    params: { id: String(bookingId) },
    body,
    headers: { "accept-language": "en" },
  });
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
const lookup = (bookingNo: string, token: string) => call(byNo, { params: { bookingNo }, query: { token } });

describe("POST /api/bookings/{id}/payLink", () => {
  it("answers a link that shows the booking and pays it without a login, and mails it in the booking's language", async () => {
    const b = await staffBooking({ language: "de" });
    const res = await send(b.id, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ part: "open", amount: "200.00", currency: "EUR", mailedTo: "erika@example.com" });
    const url = new URL(res.body.url);
    expect(url.pathname).toBe("/book");
    expect(url.searchParams.get("no")).toBe(b.bookingNo);
    const token = tokenOf(res.body.url);
    expect(token.length).toBeGreaterThan(20);

    // no login: the token alone opens the booking and starts paying it
    const seen = await lookup(b.bookingNo, token);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toMatchObject({ id: b.id, bookingNo: b.bookingNo, total: "200.00" });
    const pay = await call(checkout, { method: "POST", params: { id: String(b.id) }, query: { token }, body: {} });
    expect(pay.status, pay.text).toBe(200);
    expect(pay.body).toMatchObject({ provider: "offline", amount: "200.00" });

    // the mail: to the main customer, in German, with the link
    const mail = await db().outboxMessage.findFirst({ where: { topic: "mail" }, orderBy: { id: "desc" } });
    const payload = mail!.payload as { to: string; subject: string; text: string };
    expect(payload.to).toBe("erika@example.com");
    expect(payload.subject).toBe(`Zahlung für Ihre Buchung ${b.bookingNo}`);
    expect(payload.text).toContain(res.body.url);
    expect(payload.text).toContain("den offenen Betrag");

    // the booking's history and the audit trail record it
    const history = await db().bookingHistory.findMany({ where: { bookingId: b.id }, orderBy: { version: "asc" } });
    expect(history.at(-1)?.action).toBe("payLink");
    const audit = await db().auditEvent.findFirst({ where: { action: "booking.payLinkSent", entityId: String(b.id) } });
    expect(audit?.data).toMatchObject({ part: "open", amount: "200.00", mailed: true });
  });

  it("a wrong token is a 404, and a new link makes the old one stop working", async () => {
    const b = await staffBooking();
    const first = tokenOf((await send(b.id, {})).body.url);
    expect((await lookup(b.bookingNo, "x".repeat(43))).status).toBe(404);
    expect((await lookup(b.bookingNo, first.slice(0, -2) + "AA")).status).toBe(404);
    const wrong = await call(checkout, {
      method: "POST",
      params: { id: String(b.id) },
      query: { token: "x".repeat(43) },
      body: {},
    });
    expect(wrong.status).toBe(404);

    const second = tokenOf((await send(b.id, {})).body.url);
    expect(second).not.toBe(first);
    expect((await lookup(b.bookingNo, first)).status).toBe(404);
    expect((await lookup(b.bookingNo, second)).status).toBe(200);
  });

  it("asks for the deposit or the rest by the terms of payment, and checkout charges that part", async () => {
    const b = await staffBooking();
    const deposit = await send(b.id, { part: "deposit" });
    expect(deposit.status, deposit.text).toBe(200);
    expect(deposit.body).toMatchObject({ part: "deposit", amount: "60.00" });
    expect(new URL(deposit.body.url).searchParams.get("part")).toBe("deposit");
    const token = tokenOf(deposit.body.url);
    const pay = await call(checkout, {
      method: "POST",
      params: { id: String(b.id) },
      query: { token },
      body: { part: "deposit" },
    });
    expect(pay.status, pay.text).toBe(200);
    expect(pay.body.amount).toBe("60.00");

    const rest = await send(b.id, { part: "rest" });
    expect(rest.body).toMatchObject({ part: "rest", amount: "140.00" });

    // once the deposit is paid only the rest is open
    await db().payment.create({
      data: {
        bookingId: b.id,
        provider: "offline",
        providerPaymentId: `p-${b.id}`,
        status: "paid",
        amount: "60.00",
        currency: "EUR",
      },
    });
    const again = await send(b.id, { part: "deposit" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("No deposit is open on this booking.");
    expect((await send(b.id, { part: "open" })).body.amount).toBe("140.00");
  });

  it("asks an agency that keeps its commission for what is payable, and that much pays the booking", async () => {
    // 10 % commission the agency keeps: of the 200, 180 are payable (the booking page's "open")
    const agencyId = (await seedAgency(db(), { commissionPercent: "10" })).id;
    const b = await staffBooking({ agencyId });
    const open = await send(b.id, { part: "open" });
    expect(open.status, open.text).toBe(200);
    expect(open.body.amount).toBe("180.00");
    const paid = await transaction((tx) =>
      recordPayments(tx, { id: b.id, total: dec("200"), currency: "EUR" }, "offline", [
        { providerPaymentId: `agency-${b.id}`, status: "paid", amount: dec("180"), currency: "EUR", raw: null },
      ]),
    );
    expect(paid.status).toMatchObject({ paid: "180.00", open: "0.00" });
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).paidAt).not.toBeNull();
    expect((await send(b.id, {})).body.message).toBe("This booking is already paid in full.");
  });

  it("answers the link to copy when the customer has no e-mail address", async () => {
    const b = await staffBooking({ email: null });
    const before = await db().outboxMessage.count();
    const res = await send(b.id, { part: "open" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.mailedTo).toBeNull();
    expect(res.body.url).toContain("/book?");
    expect(await db().outboxMessage.count()).toBe(before);
  });

  it("refuses a booking that cannot be paid and one that is paid in full (409)", async () => {
    const b = await staffBooking();
    await db().payment.create({
      data: {
        bookingId: b.id,
        provider: "offline",
        providerPaymentId: `full-${b.id}`,
        status: "paid",
        amount: "200.00",
        currency: "EUR",
      },
    });
    const paid = await send(b.id, {});
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe("This booking is already paid in full.");

    const c = await staffBooking();
    const cancelled = await call(cancel, {
      method: "POST",
      token: staff,
      params: { id: String(c.id) },
      body: { reason: "test" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const res = await send(c.id, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This booking can no longer be paid.");
  });

  it("an agency sends links for its own bookings only; guests and customers cannot send any", async () => {
    const own = await staffBooking({ agencyId: agencyAId });
    const res = await send(own.id, {}, agencyA);
    expect(res.status, res.text).toBe(200);
    expect((await send(own.id, {}, agencyB)).status).toBe(404);
    expect((await send(own.id, {}, null)).status).toBe(401);
    expect((await send(own.id, {}, customer)).status).toBe(403);
  });

  it("refuses bad input with 400 naming the field, and unknown bookings with 404", async () => {
    const b = await staffBooking();
    const bad = await send(b.id, { part: "everything" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((f: { path: string }) => f.path)).toContain("part");
    expect((await send(b.id, { part: 3 })).status).toBe(400);
    expect((await send("abc", {})).status).toBe(404); // a path id that is no id: like a missing booking
    expect((await send(999_999, {})).status).toBe(404);
    // the version the caller saw: an old one is a conflict (each link is a new version)
    expect((await send(b.id, { version: b.version })).status).toBe(200);
    expect((await send(b.id, { version: b.version })).status).toBe(409);
  });
});
