// The front desk's guards (issue 39): a check-in before the arrival date and a check-out while
// money is open are refused with a 409 that names the facts (the arrival date, the open amount)
// and says whether a confirmation helps; confirmed with a reason they run and the reason stands in
// the booking's history; the operator's setting refuses them outright.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as checkin } from "@/app/api/bookings/[id]/checkin/route";
import { POST as checkout } from "@/app/api/bookings/[id]/checkout/route";
import { GET as history } from "@/app/api/bookings/[id]/history/route";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payment/route";
import { POST as cancell } from "@/app/api/bookings/[id]/cancell/route";
import { POST as rebook } from "@/app/api/bookings/[id]/rebook/route";
import { POST as addLine } from "@/app/api/bookings/[id]/calculation/route";
import type { Principal } from "@/lib/auth/principal";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { loadBookingPage } from "@/lib/page/bookings";
import { seedCustomer, seedUser } from "@/prisma/seed/factories";
import { seedPricedResort, STAFF_SCOPES, staysFrom } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";

let today: string;
let staff: string;
let principal: Principal;
let resortId: number, rooms: number[];
let customerId: number;

beforeAll(async () => {
  today = await operatorToday();
  const user = await seedUser(db(), { scopes: STAFF_SCOPES });
  staff = await tokenFor(user.id);
  principal = await resolvePrincipal(staff);
  customerId = (await seedCustomer(db())).id;
  ({ resortId, roomIds: rooms } = await seedPricedResort(8));
  stay = staysFrom(staff, { resortId, rooms, customerId, today });
}, 120_000);

afterAll(async () => {
  await writeGroup("booking", { earlyCheckin: "reason", checkoutWithBalance: "reason" });
});

/** A confirmed, priced two-night stay (200 EUR) arriving `inDays` from today. */
let stay: ReturnType<typeof staysFrom>;

const post = (h: typeof checkin, id: number, body: Record<string, unknown> = {}, lang = "en") =>
  call(h, { method: "POST", token: staff, params: { id: String(id) }, body, headers: { "accept-language": lang } });

const row = (id: number) =>
  db().booking.findUniqueOrThrow({
    where: { id },
    select: { checkedInAt: true, checkedOutAt: true, resolved: true, version: true },
  });

/** A 409 that asks to confirm `action` (for `reason`), naming what it found. */
function expectAsked(
  res: Awaited<ReturnType<typeof post>>,
  action: string,
  reason: string,
  named: Record<string, unknown>,
) {
  expect(res.status, res.text).toBe(409);
  expect(res.body.details).toMatchObject({ reason, action, confirmable: true, ...named });
}

/** The newest history entry: its action and the reason it keeps. */
async function lastEntry(id: number) {
  const res = await call(history, { token: staff, params: { id: String(id) } });
  expect(res.status, res.text).toBe(200);
  const [newest] = res.body as { action: string; changes: Record<string, { to: unknown }> }[];
  return { action: newest.action, reason: newest.changes.reason?.to ?? null };
}

describe("a check-in before the arrival date asks for a reason", () => {
  it("refuses without confirmation, naming the arrival; accepts with a reason and keeps it in the history", async () => {
    const b = await stay(13);
    const arrival = addCalendarDays(today, 13);
    const asked = await post(checkin, b.id);
    expectAsked(asked, "checkin", "BEFORE_ARRIVAL", { arrival, today });
    expect(asked.body.message).toMatch(/^The guests arrive on .+\. To check them in early, confirm with a reason\.$/);
    const de = await post(checkin, b.id, {}, "de");
    expect(de.body.message).toContain("Für einen früheren Check-in bestätigen Sie bitte mit einem Grund.");
    expect((await row(b.id)).checkedInAt).toBeNull();

    // confirming without a reason is bad input, naming the field
    const noReason = await post(checkin, b.id, { confirm: true });
    expect(noReason.status, noReason.text).toBe(400);
    expect(noReason.body.fields).toEqual([expect.objectContaining({ path: "reason" })]);
    const blank = await post(checkin, b.id, { confirm: true, reason: "   " });
    expect(blank.status, blank.text).toBe(400);
    // a reason without confirming still asks
    expect((await post(checkin, b.id, { reason: "Early flight" })).status).toBe(409);
    expect((await row(b.id)).checkedInAt).toBeNull();

    const done = await post(checkin, b.id, { confirm: true, reason: "Early flight, room is free" });
    expect(done.status, done.text).toBe(200);
    expect(done.body.checkedInAt).toEqual(expect.any(String));
    expect(await lastEntry(b.id)).toEqual({ action: "checkin", reason: "Early flight, room is free" });
  });

  it("a check-in on the arrival date asks nothing and keeps no reason", async () => {
    const b = await stay(0);
    const res = await post(checkin, b.id);
    expect(res.status, res.text).toBe(200);
    expect(await lastEntry(b.id)).toEqual({ action: "checkin", reason: null });
  });
});

describe("a check-out with an open balance asks for a reason", () => {
  it("refuses without confirmation, naming what is open; accepts with a reason, leaving the booking unsettled", async () => {
    const b = await stay(0);
    expect((await post(checkin, b.id)).status).toBe(200);
    const asked = await post(checkout, b.id);
    expectAsked(asked, "checkout", "OPEN_BALANCE", { open: "200.00", currency: "EUR" });
    expect(asked.body.message).toBe("200.00 EUR is still open. To check out anyway, confirm with a reason.");
    expect((await row(b.id)).checkedOutAt).toBeNull();

    const done = await post(checkout, b.id, { confirm: true, reason: "Company pays by invoice" });
    expect(done.status, done.text).toBe(200);
    const after = await row(b.id);
    expect(after.checkedOutAt).toBeInstanceOf(Date);
    expect(after.resolved).toBe(false);
    expect(await lastEntry(b.id)).toEqual({ action: "checkout", reason: "Company pays by invoice" });
  });

  it("a paid booking checks out without a question and is settled", async () => {
    const b = await stay(0);
    expect((await post(checkin, b.id)).status).toBe(200);
    const paid = await call(recordPayment, {
      method: "POST",
      token: staff,
      params: { id: String(b.id) },
      body: { amount: "200.00", currency: "EUR", method: "cash" },
    });
    expect(paid.status, paid.text).toBe(201);
    const res = await post(checkout, b.id);
    expect(res.status, res.text).toBe(200);
    expect((await row(b.id)).resolved).toBe(true);
  });
});

describe("the operator's setting refuses them outright", () => {
  it("refuses an early check-in and a check-out with money open even when confirmed, and offers no such button", async () => {
    const early = await stay(20);
    const due = await stay(0);
    expect((await post(checkin, due.id)).status).toBe(200);
    await writeGroup("booking", { earlyCheckin: "refuse", checkoutWithBalance: "refuse" });
    try {
      const a = await post(checkin, early.id, { confirm: true, reason: "VIP" });
      expect(a.status, a.text).toBe(409);
      expect(a.body.details).toMatchObject({ reason: "BEFORE_ARRIVAL", confirmable: false });
      expect(a.body.message).toMatch(/^Check-in opens on the arrival date, /);
      const b = await post(checkout, due.id, { confirm: true, reason: "VIP" });
      expect(b.status, b.text).toBe(409);
      expect(b.body.details).toMatchObject({ reason: "OPEN_BALANCE", confirmable: false, open: "200.00" });
      expect(b.body.message).toBe("Check-out is not possible while 200.00 EUR is still open.");
      expect((await row(early.id)).checkedInAt).toBeNull();
      expect((await row(due.id)).checkedOutAt).toBeNull();
      expect((await loadBookingPage(principal, early.id)).actions).not.toContain("checkin");
      expect((await loadBookingPage(principal, due.id)).actions).not.toContain("checkout");
    } finally {
      await writeGroup("booking", { earlyCheckin: "reason", checkoutWithBalance: "reason" });
    }
    // allowed with a reason again: the booking page offers the buttons, which ask
    expect((await loadBookingPage(principal, early.id)).actions).toContain("checkin");
    expect((await loadBookingPage(principal, due.id)).actions).toContain("checkout");
  });
});

describe("a dry run shows the price before a rebook or a cancellation, and saves nothing", () => {
  it("rebook to other dates: the successor's price by the engine, no successor made, the booking unchanged", async () => {
    const b = await stay(40);
    const before = await row(b.id);
    const from = addCalendarDays(today, 50);
    const trial = await post(rebook, b.id, { dateFrom: from, dateTo: addCalendarDays(from, 3), dryRun: true });
    expect(trial.status, trial.text).toBe(200);
    expect(trial.body).toMatchObject({ total: "300", state: "confirmed", dateFrom: from });
    expect(await row(b.id)).toEqual(before);
    expect(await db().booking.count({ where: { rebookedFromId: b.id } })).toBe(0);
    const done = await post(rebook, b.id, { dateFrom: from, dateTo: addCalendarDays(from, 3) });
    expect(done.status, done.text).toBe(200);
    expect(done.body.total).toBe("300");
  });

  it("cancel: the total left is the cancellation fee, and the booking stays as it was", async () => {
    const b = await stay(60);
    const fee = await post(addLine, b.id, {
      type: "cost",
      text: "Cancellation fee",
      price: "50.00",
      cancellationFee: true,
    });
    expect(fee.status, fee.text).toBe(200);
    const before = await row(b.id);
    const trial = await post(cancell, b.id, { dryRun: true });
    expect(trial.status, trial.text).toBe(200);
    expect(trial.body).toMatchObject({ state: "aborted", total: "50" });
    expect(await row(b.id)).toEqual(before);
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).state).toBe("confirmed");
  });
});
