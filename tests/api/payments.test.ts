// Online payment: provider configuration (secrets never sent back), checkout with the offline
// provider and with Stripe (the official SDK against a local stand-in of Stripe's API, never the
// internet), the signed webhook recorded once however often and in whatever order it comes, a bad
// signature, staff reporting an offline payment, the return pages' endpoints, bad input and scopes.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/book/booking/create/route";
import { POST as checkout } from "@/app/api/book/[id]/checkout/route";
import { POST as success } from "@/app/api/book/[id]/payment/success/route";
import { POST as aborted } from "@/app/api/book/[id]/payment/aborted/route";
import { POST as notify } from "@/app/api/payments/notify/booking/[id]/[provider]/route";
import { GET as listProviders } from "@/app/api/payprovider/route";
import { PUT as saveProvider } from "@/app/api/payprovider/[code]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { loadBookingView } from "@/lib/domain/booking/view";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedResort } from "@/prisma/seed/factories";
import { seedPrice, tokenWith, seedOnlineBooking, NO_CLIENT_LIMITS } from "../helpers/factories";
import { call } from "../helpers/http";
import { startStripeStandin, type StripeStandin } from "../helpers/stripe-standin";

const SECRET_KEY = "sk_test_standin_secret";
const WEBHOOK_SECRET = "whsec_standin_secret";

let today: string;
let resortId: number, dblType: number;
let admin: string, staff: string, reader: string;
let standin: StripeStandin;
const sdk = new Stripe("sk_test_unused");

const guest = (firstName: string) => ({ firstName, lastName: "Muster" });
let nextDay = 10;
async function book(): Promise<{ id: number; total: string; currency: string; token: string }> {
  const from = addCalendarDays(today, (nextDay += 4));
  const res = await call(create, {
    method: "POST",
    headers: { "accept-language": "en" },
    body: {
      type: "resort",
      resortId,
      dateFrom: from,
      dateTo: addCalendarDays(from, 3),
      rooms: [{ roomTypeId: dblType, guests: [guest("Anna"), guest("Ben")] }],
      contact: { firstName: "Anna", lastName: "Muster", email: "anna@example.com" },
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A guest's call about their booking `b`, with the booking's token (the link they were sent). */
const asGuest = (handler: Parameters<typeof call>[0], b: { id: number; token: string }, body: unknown) =>
  call(handler, { method: "POST", params: { id: String(b.id) }, query: { token: b.token }, body });

function event(type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: 1, data: { object } });
}
const signed = (payload: string, secret = WEBHOOK_SECRET) => ({
  "stripe-signature": sdk.webhooks.generateTestHeaderString({ payload, secret }),
  "content-type": "application/json",
  "accept-language": "en",
});
const webhook = (bookingId: number, payload: string, headers: Record<string, string> = signed(payload)) =>
  call(notify, { method: "POST", params: { id: String(bookingId), provider: "stripe" }, rawBody: payload, headers });
const completed = (bookingId: number, pi: string, amountMinor: number, currency = "eur") =>
  event("checkout.session.completed", {
    id: `cs_${pi}`,
    object: "checkout.session",
    payment_intent: pi,
    payment_status: "paid",
    amount_total: amountMinor,
    currency,
    metadata: { bookingId: String(bookingId) },
  });
const refunded = (bookingId: number, pi: string, amountMinor: number) =>
  event("charge.refunded", {
    id: `ch_${pi}`,
    object: "charge",
    payment_intent: pi,
    amount_refunded: amountMinor,
    currency: "eur",
    metadata: { bookingId: String(bookingId) },
  });

beforeAll(async () => {
  standin = await startStripeStandin({ secretKey: SECRET_KEY, idPrefix: "cs_test_" });
  admin = await seedOnlineBooking(NO_CLIENT_LIMITS);
  today = await operatorToday();
  staff = await tokenWith(["bookings.read", "bookings.update"]);
  reader = await tokenWith(["payprovider.read"]);
  const r = await seedResort(db(), {
    roomTypes: [{ name: "Double", key: "DBL", rooms: [{ name: "101", beds: 2 }] }],
  });
  resortId = r.resort.id;
  dblType = r.rooms[0].roomTypeId;
  await seedPrice(admin, { resortId, roomTypeId: dblType, value: "100" });
});

afterAll(() => standin.close());

describe("payment providers (/api/payprovider)", () => {
  it("offers the offline provider when nothing is configured", async () => {
    const res = await call(listProviders, { token: reader });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { code: string }) => p.code)).toEqual(["offline"]);
  });

  it("stores Stripe's secrets and never sends them back", async () => {
    const put = await call(saveProvider, {
      method: "PUT",
      token: admin,
      params: { code: "stripe" },
      body: {
        active: true,
        sort: 1,
        settings: { apiBase: standin.base },
        secrets: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET },
      },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.secrets).toEqual({ secretKey: true, webhookSecret: true });
    await call(saveProvider, {
      method: "PUT",
      token: admin,
      params: { code: "offline" },
      body: { name: "Bank transfer", settings: { iban: "DE02120300000000202051" } },
    });
    // saving again without secrets keeps them
    const again = await call(saveProvider, {
      method: "PUT",
      token: admin,
      params: { code: "stripe" },
      body: { name: "Card" },
    });
    expect(again.body.secrets).toEqual({ secretKey: true, webhookSecret: true });
    const list = await call(listProviders, { token: reader });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(SECRET_KEY);
    expect(list.text).not.toContain(WEBHOOK_SECRET);
    expect(put.text + again.text).not.toContain("standin_secret");
    expect(list.body.map((p: { code: string }) => p.code)).toEqual(["offline", "stripe"]);
  });

  it("refuses bad input and missing scopes", async () => {
    expect((await call(listProviders)).status).toBe(401);
    expect((await call(listProviders, { token: staff })).status).toBe(403);
    expect(
      (await call(saveProvider, { method: "PUT", token: reader, params: { code: "stripe" }, body: {} })).status,
    ).toBe(403);
    const unknown = await call(saveProvider, { method: "PUT", token: admin, params: { code: "paypal" }, body: {} });
    expect(unknown.status).toBe(400);
    const badSecret = await call(saveProvider, {
      method: "PUT",
      token: admin,
      params: { code: "stripe" },
      body: { secrets: { password: "x" } },
    });
    expect(badSecret.status).toBe(400);
    expect(badSecret.text).toContain("secrets.password");
    const badActive = await call(saveProvider, {
      method: "PUT",
      token: admin,
      params: { code: "stripe" },
      body: { active: "maybe" },
    });
    expect(badActive.status).toBe(400);
  });
});

describe("checkout (POST /api/book/{id}/checkout)", () => {
  it("opens a Stripe Checkout Session for the open amount", async () => {
    const b = await book();
    const res = await asGuest(checkout, b, { provider: "stripe" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ provider: "stripe", amount: b.total, currency: "EUR" });
    expect(res.body.url).toMatch(new RegExp(`^${standin.base}/pay/cs_test_`));
    const form = standin.forms.at(-1)!;
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe(String(Math.round(Number(b.total) * 100)));
    expect(form.get("metadata[bookingId]")).toBe(String(b.id));
    expect(form.get("success_url")).toContain(`/payment/success?booking=${b.id}`);
    expect(form.get("cancel_url")).toContain(`/payment/aborted?booking=${b.id}`);
  });

  it("the offline provider answers our success page with the bank details", async () => {
    const b = await book();
    const res = await asGuest(checkout, b, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body.provider).toBe("offline");
    expect(res.body.url).toContain(`/payment/success?booking=${b.id}&provider=offline`);
    expect(res.body.instructions).toMatchObject({ iban: "DE02120300000000202051", amount: b.total });
  });

  it("refuses bad input, unknown bookings and providers", async () => {
    const b = await book();
    expect((await call(checkout, { method: "POST", params: { id: "abc" }, body: {} })).status).toBe(400);
    expect((await call(checkout, { method: "POST", params: { id: "999999" }, body: {} })).status).toBe(404);
    expect((await asGuest(checkout, b, { provider: "paypal" })).status).toBe(404);
    expect((await asGuest(checkout, b, { provider: 5 })).status).toBe(400);
  });
});

describe("Stripe webhook (POST /api/payments/notify/booking/{id}/stripe)", () => {
  it("records a payment once however often it is sent, and the booking is paid", async () => {
    const b = await book();
    const minor = Math.round(Number(b.total) * 100);
    const payload = completed(b.id, "pi_repeat", minor);
    const first = await webhook(b.id, payload);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ recorded: 1, paid: b.total, open: "0.00" });
    // the provider retries, also at the same time
    const again = await Promise.all([
      webhook(b.id, payload),
      webhook(b.id, payload),
      webhook(b.id, completed(b.id, "pi_repeat", minor)),
    ]);
    for (const r of again) expect(r.status, r.text).toBe(200);
    expect(again.map((r) => r.body.recorded)).toEqual([0, 0, 0]);
    const rows = await db().payment.findMany({ where: { bookingId: b.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "stripe", providerPaymentId: "pi_repeat", status: "paid" });
    expect(rows[0].amount.toFixed(2)).toBe(b.total);
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).paidAt).not.toBeNull();
    // the booking as the API answers it lists the payment
    expect((await loadBookingView(b.id)).payments).toEqual([
      expect.objectContaining({ provider: "stripe", status: "paid", amount: b.total, currency: b.currency }),
    ]);
    // nothing is open any more
    expect(
      (await call(checkout, { method: "POST", params: { id: String(b.id) }, query: { token: b.token }, body: {} }))
        .status,
    ).toBe(409);
  });

  it("ends in the same state whatever the order: a refund before its payment still nets to nothing paid", async () => {
    const b = await book();
    const minor = Math.round(Number(b.total) * 100);
    const r1 = await webhook(b.id, refunded(b.id, "pi_order", minor));
    expect(r1.status, r1.text).toBe(200);
    const r2 = await webhook(b.id, completed(b.id, "pi_order", minor));
    expect(r2.status, r2.text).toBe(200);
    const rows = await db().payment.findMany({ where: { bookingId: b.id }, orderBy: { providerPaymentId: "asc" } });
    expect(rows.map((p) => [p.providerPaymentId, p.status])).toEqual([
      ["pi_order", "paid"],
      ["pi_order:refund", "refunded"],
    ]);
    expect(r2.body.paid).toBe("0.00");
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).paidAt).toBeNull();

    // and in the usual order: paid, then refunded: the same rows, nothing paid
    const c = await book();
    await webhook(c.id, completed(c.id, "pi_order2", minor));
    const back = await webhook(c.id, refunded(c.id, "pi_order2", minor));
    expect(back.body).toMatchObject({ paid: "0.00", open: c.total });
    const rowsC = await db().payment.findMany({ where: { bookingId: c.id }, orderBy: { providerPaymentId: "asc" } });
    expect(rowsC.map((p) => p.status)).toEqual(["paid", "refunded"]);
    // paid in full, then all of it refunded: no longer marked paid, and the history says why
    const after = await db().booking.findUniqueOrThrow({ where: { id: c.id } });
    expect(after.paidAt).toBeNull();
    const last = await db().bookingHistory.findFirstOrThrow({
      where: { bookingId: c.id },
      orderBy: { version: "desc" },
    });
    expect(last).toMatchObject({ action: "refunded", version: after.version });
    // the refund reported again changes nothing more
    await webhook(c.id, refunded(c.id, "pi_order2", minor));
    expect((await db().booking.findUniqueOrThrow({ where: { id: c.id } })).version).toBe(after.version);
  });

  it("a partial refund is its own row: paid = payments - refunds, repeated or reordered it counts once", async () => {
    const b = await book();
    const minor = Math.round(Number(b.total) * 100);
    await webhook(b.id, completed(b.id, "pi_part", minor));
    // Stripe reports what was refunded of the charge so far: 50.00, later 80.00 in all
    const first = await webhook(b.id, refunded(b.id, "pi_part", 5000));
    expect(first.body.paid).toBe((Number(b.total) - 50).toFixed(2));
    await webhook(b.id, refunded(b.id, "pi_part", 5000));
    const more = await webhook(b.id, refunded(b.id, "pi_part", 8000));
    expect(more.body.paid).toBe((Number(b.total) - 80).toFixed(2));
    // a late, older report does not lower it
    const late = await webhook(b.id, refunded(b.id, "pi_part", 5000));
    expect(late.body).toMatchObject({ recorded: 0, paid: (Number(b.total) - 80).toFixed(2), open: "80.00" });
    const rows = await db().payment.findMany({ where: { bookingId: b.id } });
    expect(rows).toHaveLength(2);
    // the payment stays a payment, the booking stays marked paid
    expect(rows.find((p) => p.providerPaymentId === "pi_part")?.status).toBe("paid");
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).paidAt).not.toBeNull();
  });

  it("refuses a bad signature and writes nothing", async () => {
    const b = await book();
    const payload = completed(b.id, "pi_forged", 100);
    const forged = await webhook(b.id, payload, signed(payload, "whsec_someone_else"));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe("The payment notification's signature is not valid.");
    const unsigned = await webhook(b.id, payload, { "stripe-signature": "", "content-type": "application/json" });
    expect(unsigned.status).toBe(400);
    // signed for another body
    const tampered = await webhook(b.id, payload.replace("100", "999"), signed(payload));
    expect(tampered.status).toBe(400);
    expect(await db().payment.count({ where: { bookingId: b.id } })).toBe(0);
  });

  it("ignores a payment of another booking and events it does not need", async () => {
    const b = await book();
    const other = await webhook(b.id, completed(b.id + 1000, "pi_other", 100));
    expect(other.status).toBe(200);
    expect(other.body.recorded).toBe(0);
    const unrelated = await webhook(b.id, event("customer.created", { id: "cus_1", object: "customer" }));
    expect(unrelated.status).toBe(200);
    expect(await db().payment.count({ where: { bookingId: b.id } })).toBe(0);
  });

  it("a signed payment in another currency (JPY) is kept for review and never marks the booking paid", async () => {
    const b = await book();
    // as many yen as the booking has euro cents: more than the total once read as an amount
    const yen = Math.round(Number(b.total) * 100);
    const res = await webhook(b.id, completed(b.id, "pi_yen", yen, "jpy"));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ recorded: 0, review: 1, paid: "0.00", open: b.total });
    const row = await db().booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.paidAt).toBeNull();
    // the intent's own event about it, and the same event again, change nothing
    const intent = event("payment_intent.succeeded", {
      id: "pi_yen",
      object: "payment_intent",
      amount_received: yen,
      currency: "jpy",
      metadata: { bookingId: String(b.id) },
    });
    expect((await webhook(b.id, intent)).body).toMatchObject({ recorded: 0, review: 0, paid: "0.00" });
    expect((await webhook(b.id, completed(b.id, "pi_yen", yen, "jpy"))).body.review).toBe(0);
    // staff see it: the payment row in review with what was paid, a history version, an audit entry
    const rows = await db().payment.findMany({ where: { bookingId: b.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerPaymentId: "pi_yen", status: "review", currency: "JPY", paidAt: null });
    expect(rows[0].amount.toFixed(0)).toBe(String(yen));
    expect((await loadBookingView(b.id)).payments).toEqual([
      expect.objectContaining({ provider: "stripe", status: "review", currency: "JPY" }),
    ]);
    const history = await db().bookingHistory.findMany({ where: { bookingId: b.id, action: "paymentReview" } });
    expect(history).toHaveLength(1);
    const audits = await db().auditEvent.findMany({
      where: { entity: "booking", entityId: String(b.id), action: "booking.paymentReview" },
    });
    expect(audits).toHaveLength(1);
    expect(audits[0].data).toMatchObject({ provider: "stripe", expected: "EUR" });
    expect(await db().auditEvent.count({ where: { entityId: String(b.id), action: "booking.paymentRecorded" } })).toBe(
      0,
    );
    // the booking is still open to pay in its own currency, and that payment marks it paid
    const eur = await webhook(b.id, completed(b.id, "pi_eur", yen));
    expect(eur.body).toMatchObject({ recorded: 1, paid: b.total, open: "0.00" });
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).paidAt).not.toBeNull();
  });

  it("a refund in another currency is kept for review and does not un-pay the booking", async () => {
    const b = await book();
    const minor = Math.round(Number(b.total) * 100);
    await webhook(b.id, completed(b.id, "pi_refund_usd", minor));
    const back = event("charge.refunded", {
      id: "ch_refund_usd",
      object: "charge",
      payment_intent: "pi_refund_usd",
      amount_refunded: minor,
      currency: "usd",
      metadata: { bookingId: String(b.id) },
    });
    const res = await webhook(b.id, back);
    expect(res.body).toMatchObject({ recorded: 0, review: 1, paid: b.total, open: "0.00" });
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).paidAt).not.toBeNull();
    const rows = await db().payment.findMany({ where: { bookingId: b.id }, orderBy: { id: "asc" } });
    expect(rows.map((p) => [p.providerPaymentId, p.status, p.currency])).toEqual([
      ["pi_refund_usd", "paid", "EUR"],
      ["pi_refund_usd:refund", "review", "USD"],
    ]);
  });

  it("the guest's return with a session paid in another currency is kept for review", async () => {
    const b = await book();
    const co = await asGuest(checkout, b, { provider: "stripe" });
    const sessionId = co.body.reference as string;
    Object.assign(standin.sessions.get(sessionId)!, {
      payment_status: "paid",
      payment_intent: "pi_return_yen",
      currency: "jpy",
    });
    const res = await asGuest(success, b, { provider: "stripe", sessionId });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ paid: "0.00", open: b.total, fullyPaid: false });
    expect((await db().payment.findFirstOrThrow({ where: { bookingId: b.id } })).status).toBe("review");
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).paidAt).toBeNull();
  });

  it("the guest's return asks Stripe about the session (a late webhook)", async () => {
    const b = await book();
    const co = await asGuest(checkout, b, { provider: "stripe" });
    const sessionId = co.body.reference as string;
    Object.assign(standin.sessions.get(sessionId)!, { payment_status: "paid", payment_intent: "pi_return" });
    const res = await asGuest(success, b, { provider: "stripe", sessionId });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: b.id, paid: b.total, open: "0.00", fullyPaid: true });
    expect(JSON.stringify(res.body)).not.toContain("anna@example.com");
    // the webhook after it records nothing new
    const late = await webhook(b.id, completed(b.id, "pi_return", Math.round(Number(b.total) * 100)));
    expect(late.body.recorded).toBe(0);
    expect(await db().payment.count({ where: { bookingId: b.id } })).toBe(1);
  });
});

describe("paying marks the booking paid through the state machine", () => {
  const report = (bookingId: number, body: Record<string, unknown>) =>
    call(notify, { method: "POST", token: staff, params: { id: String(bookingId), provider: "offline" }, body });

  it("a partial payment leaves it open; the full payment runs markPaid with a history version; a partial refund neither un-pays nor over-counts", async () => {
    const b = await book();
    const part = await report(b.id, { reference: "bank-part-1", amount: "100.00" });
    expect(part.status, part.text).toBe(200);
    expect(part.body).toMatchObject({ paid: "100.00", open: (Number(b.total) - 100).toFixed(2) });
    let row = await db().booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.paidAt).toBeNull();
    const versionBefore = row.version;

    const rest = await report(b.id, { reference: "bank-part-2", amount: (Number(b.total) - 100).toFixed(2) });
    expect(rest.body).toMatchObject({ paid: b.total, open: "0.00" });
    row = await db().booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.paidAt).not.toBeNull();
    // the online reservation was waiting for its payment: confirmed first, then marked paid
    expect(row.state).toBe("confirmed");
    expect(row.optionUntil).toBeNull();
    expect(row.version).toBe(versionBefore + 2);
    const history = await db().bookingHistory.findFirstOrThrow({
      where: { bookingId: b.id },
      orderBy: { version: "desc" },
    });
    expect(history).toMatchObject({ action: "markPaid", version: row.version });
    expect((history.snapshot as { paidAt?: string | null }).paidAt).toBeTruthy();

    // a partial refund of the first payment, reported twice
    const refund = { reference: "bank-part-1", amount: "30.00", status: "refunded" };
    const r1 = await report(b.id, refund);
    expect(r1.body).toMatchObject({ recorded: 1, paid: (Number(b.total) - 30).toFixed(2), open: "30.00" });
    const r2 = await report(b.id, refund);
    expect(r2.body).toMatchObject({ recorded: 0, paid: (Number(b.total) - 30).toFixed(2) });
    const rows = await db().payment.findMany({ where: { bookingId: b.id }, orderBy: { id: "asc" } });
    expect(rows.map((p) => [p.providerPaymentId, p.status, p.amount.toFixed(2)])).toEqual([
      ["bank-part-1", "paid", "100.00"],
      ["bank-part-2", "paid", (Number(b.total) - 100).toFixed(2)],
      ["bank-part-1:refund", "refunded", "30.00"],
    ]);
    row = await db().booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.paidAt).not.toBeNull();
    // markPaid ran once: no second version for the repeated notifications
    expect(await db().bookingHistory.count({ where: { bookingId: b.id, action: "markPaid" } })).toBe(1);
  });
});

describe("an offline payment in another currency", () => {
  it("staff's report in USD for a EUR booking is kept for review, with the reporting user in the audit", async () => {
    const b = await book();
    const res = await call(notify, {
      method: "POST",
      token: staff,
      params: { id: String(b.id), provider: "offline" },
      body: { reference: "bank-usd-1", amount: b.total, currency: "usd" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ recorded: 0, review: 1, paid: "0.00", open: b.total });
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).paidAt).toBeNull();
    const audit = await db().auditEvent.findFirstOrThrow({
      where: { entityId: String(b.id), action: "booking.paymentReview" },
    });
    expect(audit.userId).not.toBeNull();
    // in the booking's currency (named or left out) it counts
    const eur = await call(notify, {
      method: "POST",
      token: staff,
      params: { id: String(b.id), provider: "offline" },
      body: { reference: "bank-eur-1", amount: b.total, currency: "eur" },
    });
    expect(eur.body).toMatchObject({ recorded: 1, review: 0, paid: b.total, open: "0.00" });
  });
});

describe("the notify endpoint's limits", () => {
  it("refuses a body over 256 KB with 413 and an id beyond int4 with 400, never 500", async () => {
    const b = await book();
    const huge = JSON.stringify({ pad: "x".repeat(300 * 1024) });
    const big = await call(notify, {
      method: "POST",
      params: { id: String(b.id), provider: "stripe" },
      rawBody: huge,
      headers: { "content-type": "application/json", "accept-language": "en" },
    });
    expect(big.status, big.text).toBe(413);
    for (const id of ["99999999999999999999", "2147483648", "-1", "1e3"]) {
      const res = await call(notify, { method: "POST", params: { id, provider: "stripe" }, rawBody: "{}" });
      expect(res.status, `${id}: ${res.text}`).toBe(400);
    }
    const long = await call(notify, {
      method: "POST",
      token: staff,
      params: { id: String(b.id), provider: "offline" },
      body: { reference: "r".repeat(101), amount: "1.00" },
    });
    expect(long.status).toBe(400);
    expect(long.text).toContain("reference");
  });
});

describe("the guest's access token", () => {
  it("the return endpoints and checkout answer 404 without the booking's token, with a wrong one or another booking's", async () => {
    const b = await book();
    const other = await book();
    expect(b.token.length).toBeGreaterThan(50);
    for (const handler of [success, aborted, checkout]) {
      const none = await call(handler, { method: "POST", params: { id: String(b.id) }, body: {} });
      const wrong = await call(handler, {
        method: "POST",
        params: { id: String(b.id) },
        query: { token: other.token },
        body: {},
      });
      const missing = await call(handler, {
        method: "POST",
        params: { id: "999999" },
        query: { token: b.token },
        body: {},
      });
      for (const r of [none, wrong, missing]) expect(r.status, r.text).toBe(404);
      // a wrong token looks exactly like a missing booking
      expect(wrong.body).toEqual(missing.body);
    }
    const own = await asGuest(success, b, {});
    expect(own.status).toBe(200);
    // the token rides along into the provider's return links
    const co = await asGuest(checkout, b, {});
    expect(co.body.url).toContain(`token=${encodeURIComponent(b.token)}`);
    // only the hash is stored
    const row = await db().booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.guestTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(b.token);
  });

  it("staff see any booking's payment status without a token; a user without booking scopes does not", async () => {
    const b = await book();
    const asStaff = await call(success, { method: "POST", token: staff, params: { id: String(b.id) }, body: {} });
    expect(asStaff.status, asStaff.text).toBe(200);
    const asReader = await call(success, { method: "POST", token: reader, params: { id: String(b.id) }, body: {} });
    expect(asReader.status).toBe(404);
  });
});

describe("offline payments and the return endpoints", () => {
  it("only staff report an offline payment, once per reference", async () => {
    const b = await book();
    const body = { reference: "bank-2026-001", amount: "50.00" };
    const report = (token: string | undefined, sent: object = body) =>
      call(notify, {
        method: "POST",
        token,
        params: { id: String(b.id), provider: "offline" },
        body: sent,
        headers: { "accept-language": "en" },
      });
    expect((await report(undefined)).status).toBe(401);
    expect((await report(reader)).status).toBe(403);
    const first = await report(staff);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ recorded: 1, paid: "50.00" });
    const again = await report(staff);
    expect(again.body).toMatchObject({ recorded: 0, paid: "50.00" });
    const bad = await report(staff, { reference: "", amount: "-3" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("amount");
    expect(bad.text).toContain("reference");
  });

  it("bad ids and unknown providers on notify", async () => {
    const b = await book();
    expect(
      (await call(notify, { method: "POST", params: { id: "x", provider: "stripe" }, rawBody: "{}" })).status,
    ).toBe(400);
    expect(
      (await call(notify, { method: "POST", params: { id: String(b.id), provider: "paypal" }, rawBody: "{}" })).status,
    ).toBe(404);
    // a missing booking is 404 only to whoever may report to it (a signed notification, staff)
    const payload = completed(999999, "pi_missing", 100);
    expect((await webhook(999999, payload)).status).toBe(404);
    expect(
      (
        await call(notify, {
          method: "POST",
          token: staff,
          params: { id: "999999", provider: "offline" },
          body: { reference: "bank-missing", amount: "1.00" },
        })
      ).status,
    ).toBe(404);
  });

  it("tells nobody else which booking ids exist: an existing and a missing booking get the same answer", async () => {
    const b = await book();
    const answers = async (id: string) => {
      const body = { reference: "bank-probe", amount: "1.00" };
      const payload = completed(Number(id), "pi_probe", 100);
      return Promise.all([
        // a guest and a user without the scope, reporting an offline payment
        call(notify, { method: "POST", params: { id, provider: "offline" }, body }),
        call(notify, { method: "POST", token: reader, params: { id, provider: "offline" }, body }),
        // an unsigned, a forged and an empty Stripe notification
        call(notify, { method: "POST", params: { id, provider: "stripe" }, rawBody: "{}" }),
        webhook(Number(id), payload, signed(payload, "whsec_someone_else")),
        call(notify, { method: "POST", params: { id, provider: "stripe" } }),
      ]);
    };
    const existing = await answers(String(b.id));
    const missing = await answers("999999");
    expect(existing.map((r) => r.status)).toEqual([401, 403, 400, 400, 400]);
    expect(missing.map((r) => [r.status, r.body])).toEqual(existing.map((r) => [r.status, r.body]));
    expect(await db().payment.count({ where: { bookingId: b.id } })).toBe(0);
  });

  it("aborted keeps the booking open; success without a session answers the status", async () => {
    const b = await book();
    const ab = await asGuest(aborted, b, { provider: "stripe" });
    expect(ab.status, ab.text).toBe(200);
    expect(ab.body).toMatchObject({ id: b.id, state: "planned", paid: "0.00", open: b.total, fullyPaid: false });
    const ok = await asGuest(success, b, { provider: "offline" });
    expect(ok.body).toMatchObject({ open: b.total, fullyPaid: false });
    expect((await call(aborted, { method: "POST", params: { id: "0" }, body: {} })).status).toBe(400);
    expect((await call(success, { method: "POST", params: { id: "999999" }, body: {} })).status).toBe(404);
  });
});
