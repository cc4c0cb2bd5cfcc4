// Cancelling by the terms of payment (issue 39, item 5): the terms carry steps (days before arrival
// -> percent of the total); GET cancellationFee says what cancelling today costs, and the
// cancellation books exactly that as a cancellation fee line; staff may waive it with a reason
// kept in the history (an agency may not); a revert takes the fee back.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createResource } from "@/app/api/[resource]/route";
import { GET as cancellationFee } from "@/app/api/bookings/[id]/cancellationFee/route";
import { POST as cancell } from "@/app/api/bookings/[id]/cancell/route";
import { POST as revert } from "@/app/api/bookings/[id]/revert/route";
import { POST as addLine } from "@/app/api/bookings/[id]/calculation/route";
import { GET as history } from "@/app/api/bookings/[id]/history/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { seedAgency, seedCustomer } from "@/prisma/seed/factories";
import { seedPricedResort, seedTerms, STAFF_SCOPES, staysFrom, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { operatorToday } from "@/lib/core/operator";

const STEPS = [
  { daysBefore: 60, percent: "20" },
  { daysBefore: 30, percent: "50" },
  { daysBefore: 0, percent: "100" },
];

let today: string;
let admin: string, staff: string, agency: string, nobody: string;
let agencyId: number;
let resortId: number, rooms: number[];
let customerId: number;
let termsId: number;

beforeAll(async () => {
  today = await operatorToday();
  ({ resortId, roomIds: rooms } = await seedPricedResort(12));
  admin = await tokenWith(["admin"]);
  staff = await tokenWith(STAFF_SCOPES);
  agencyId = (await seedAgency(db())).id;
  agency = await tokenWith(["agencies.self"], { agencyId });
  nobody = await tokenWith(["resort.read"]);
  customerId = (await seedCustomer(db())).id;
  // the default terms from now on, with a cancellation rule
  termsId = (await seedTerms(admin, { name: "Storno-Test", cancellationSteps: STEPS })).id;
  stay = staysFrom(staff, { resortId, rooms, customerId, today });
}, 120_000);

/** A confirmed, priced two-night stay (200 EUR) arriving `inDays` from today. */
let stay: ReturnType<typeof staysFrom>;

const post = (h: typeof cancell, id: number, body: Record<string, unknown> = {}, token = staff) =>
  call(h, { method: "POST", token, params: { id: String(id) }, body, headers: { "accept-language": "en" } });
const feeOf = (id: number, token = staff) => call(cancellationFee, { token, params: { id: String(id) } });

const feeLines = (id: number) =>
  db().bookingManualLine.findMany({
    where: { bookingId: id, cancellationFee: true },
    select: { price: true, text: true },
  });

describe("the terms of payment take a cancellation rule", () => {
  it("stores the steps and names the field of a bad one", async () => {
    const stored = await db().termsOfPayment.findUniqueOrThrow({ where: { id: termsId } });
    expect(stored.cancellationSteps).toEqual(STEPS);
    const bad = await call(createResource, {
      method: "POST",
      token: admin,
      params: { resource: "terms" },
      headers: { "accept-language": "en" },
      body: {
        name: "Bad",
        cancellationSteps: [
          { daysBefore: 10, percent: "50" },
          { daysBefore: 10, percent: "150" },
        ],
      },
    });
    expect(bad.status, bad.text).toBe(400);
    const paths = (bad.body.fields as { path: string }[]).map((f) => f.path).sort();
    expect(paths).toEqual(["cancellationSteps.1.daysBefore", "cancellationSteps.1.percent"]);
  });
});

describe("GET cancellationFee: the terms that apply and today's fee", () => {
  it("names the terms, their steps, the days left and the fee of the step that applies", async () => {
    const b = await stay(40);
    const res = await feeOf(b.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      terms: { id: termsId, name: "Storno-Test", steps: STEPS },
      today,
      arrival: addCalendarDays(today, 40),
      daysBefore: 40,
      step: { daysBefore: 60, percent: "20" },
      percent: "20",
      base: "200.00",
      fee: "40.00",
      currency: "EUR",
      feeOnBooking: false,
    });
  });

  it("on the boundary days: 30 days before is the 30-day step, the arrival day the last", async () => {
    expect((await feeOf((await stay(31)).id)).body).toMatchObject({ daysBefore: 31, percent: "20", fee: "40.00" });
    expect((await feeOf((await stay(30)).id)).body).toMatchObject({ daysBefore: 30, percent: "50", fee: "100.00" });
    expect((await feeOf((await stay(0)).id)).body).toMatchObject({ daysBefore: 0, percent: "100", fee: "200.00" });
    expect((await feeOf((await stay(61)).id)).body).toMatchObject({ step: null, percent: "0", fee: "0.00" });
  });

  it("is for those who may see the booking: 403 without a booking scope, 404 for another agency's or none", async () => {
    const b = await stay(40);
    expect((await feeOf(b.id, nobody)).status).toBe(403);
    expect((await feeOf(b.id, agency)).status).toBe(404);
    expect((await feeOf(99_999_999)).status).toBe(404);
    // an id that is no number names no booking
    expect((await call(cancellationFee, { token: staff, params: { id: "x" } })).status).toBe(404);
  });
});

describe("cancelling books the fee", () => {
  it("the dry run and the cancellation agree: the fee line is the total, in the booking's language", async () => {
    const b = await stay(20);
    const trial = await post(cancell, b.id, { dryRun: true });
    expect(trial.status, trial.text).toBe(200);
    expect(trial.body).toMatchObject({ state: "aborted", total: "100" });
    expect(await feeLines(b.id)).toEqual([]);

    const done = await post(cancell, b.id, { version: b.version });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ state: "aborted", total: "100" });
    const lines = done.body.calculation as { cancellationFee: boolean; total: string; text: string }[];
    const fee = lines.filter((l) => l.cancellationFee);
    expect(fee).toEqual([expect.objectContaining({ total: "100" })]);
    // the booking's language is German (the default): the line is written so
    const [stored] = await feeLines(b.id);
    expect(stored.text).toBe("Stornogebühr 50 % (30 Tage oder weniger vor Anreise, Storno-Test)");
  });

  it("a revert takes the fee back with the cancellation", async () => {
    const b = await stay(20);
    const done = await post(cancell, b.id);
    expect(done.body.total).toBe("100");
    const back = await post(revert, b.id);
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ state: "confirmed", total: "200" });
    expect(await feeLines(b.id)).toEqual([]);
  });

  it("a fee line put on the booking by hand stands; the terms add none", async () => {
    const b = await stay(20);
    expect((await post(addLine, b.id, { text: "Agreed fee", price: "25.00", cancellationFee: true })).status).toBe(200);
    expect((await feeOf(b.id)).body).toMatchObject({ feeOnBooking: true, fee: "112.50" });
    const done = await post(cancell, b.id);
    expect(done.body.total).toBe("25");
    expect(await feeLines(b.id)).toHaveLength(1);
  });

  it("without steps or early enough, nothing is booked", async () => {
    const b = await stay(90);
    const done = await post(cancell, b.id);
    expect(done.status, done.text).toBe(200);
    expect(done.body.total).toBe("0");
    expect(await feeLines(b.id)).toEqual([]);
  });
});

describe("staff cancel without the fee", () => {
  it("needs a reason (400 naming it), keeps it in the history and books no fee", async () => {
    const b = await stay(5);
    const noReason = await post(cancell, b.id, { waiveFee: true });
    expect(noReason.status, noReason.text).toBe(400);
    expect(noReason.body.fields).toEqual([expect.objectContaining({ path: "reason" })]);
    const blank = await post(cancell, b.id, { waiveFee: true, reason: "  " });
    expect(blank.status, blank.text).toBe(400);

    const done = await post(cancell, b.id, { waiveFee: true, reason: "Hospital stay, certificate sent" });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ state: "aborted", total: "0" });
    expect(await feeLines(b.id)).toEqual([]);
    const h = await call(history, { token: staff, params: { id: String(b.id) } });
    const [newest] = h.body as { action: string; changes: Record<string, { to: unknown }> }[];
    expect(newest.action).toBe("cancell");
    expect(newest.changes.reason?.to).toBe("Hospital stay, certificate sent");
  });

  it("an agency cancels its own booking with the fee, but may not waive it (403)", async () => {
    const b = await stay(5, { agencyId });
    const waive = await post(cancell, b.id, { waiveFee: true, reason: "Goodwill" }, agency);
    expect(waive.status, waive.text).toBe(403);
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.id } })).state).toBe("confirmed");
    const fee = await feeOf(b.id, agency);
    expect(fee.status, fee.text).toBe(200);
    const done = await post(cancell, b.id, {}, agency);
    expect(done.status, done.text).toBe(200);
    expect(done.body.total).toBe(fee.body.fee.replace(/\.00$/, ""));
  });
});
