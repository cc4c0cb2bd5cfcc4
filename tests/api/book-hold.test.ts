// The held choice (POST /api/book/booking/hold): the last room held for one guest is not sold to
// another; releasing or the time passing frees it; create with the holdId books exactly it; the
// confirmation mail is queued in the guest's language; bad input and unknown holds.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/book/booking/create/route";
import { POST as hold } from "@/app/api/book/booking/hold/route";
import { POST as release } from "@/app/api/book/booking/hold/[id]/release/route";
import { POST as price } from "@/app/api/book/booking/price/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { expireBookings } from "@/lib/domain/booking/expire-options";
import { formatDay } from "@/lib/i18n/date-format";
import { seedResort } from "@/prisma/seed/factories";
import { seedPrice, seedOnlineBooking } from "../helpers/factories";
import { call } from "../helpers/http";

let today: string, resortId: number, dblType: number;
const contact = { firstName: "Anna", lastName: "Muster", email: "anna@example.com" };
const guests = [
  { firstName: "Anna", lastName: "Muster" },
  { firstName: "Ben", lastName: "Muster" },
];
const post = (handler: typeof hold, body: unknown, params?: Record<string, string>) =>
  call(handler, { method: "POST", body, params, headers: { "accept-language": "en" } });
const release2 = (id: number, token: string) =>
  call(release, { method: "POST", params: { id: String(id) }, query: { token }, headers: { "accept-language": "en" } });
const stay = (o: Record<string, unknown> = {}) => ({
  type: "resort",
  resortId,
  dateFrom: addCalendarDays(today, 20),
  dateTo: addCalendarDays(today, 23),
  rooms: [{ roomTypeId: dblType, guests }],
  ...o,
});

beforeAll(async () => {
  const admin = await seedOnlineBooking({ holdMinutes: 10 });
  today = await operatorToday();
  const r = await seedResort(db(), { roomTypes: [{ name: "Double", key: "DBL", rooms: [{ name: "101", beds: 2 }] }] });
  resortId = r.resort.id;
  dblType = r.rooms[0].roomTypeId;
  await seedPrice(admin, { resortId, roomTypeId: dblType, value: "100" });
});

describe("the held choice", () => {
  it("holds the last room for its guest only, and create takes it over", async () => {
    const h = await post(hold, stay());
    expect(h.status, h.text).toBe(201);
    expect(h.body.seconds).toBe(600);
    expect(Date.parse(h.body.until) - Date.now()).toBeGreaterThan(590_000);
    const held = await db().booking.findUniqueOrThrow({ where: { id: h.body.holdId } });
    expect(held.state).toBe("planned");
    expect(held.systemReference).toMatch(/^online-hold:/);
    // a hold is the guest's own: without its token another guest can neither release nor take it
    expect((await post(release, undefined, { id: String(h.body.holdId) })).status).toBe(404);
    expect((await post(create, stay({ contact, holdId: h.body.holdId, holdToken: "guess" }))).status).toBe(404);

    // another guest: sold out while held
    const other = await post(create, stay({ contact }));
    expect(other.status, other.text).toBe(409);
    expect((await post(hold, stay())).status).toBe(409);

    const mine = await post(create, stay({ contact, holdId: h.body.holdId, holdToken: h.body.holdToken }));
    expect(mine.status, mine.text).toBe(201);
    expect((await db().booking.findUniqueOrThrow({ where: { id: h.body.holdId } })).state).toBe("freed");
    const mail = await db().outboxMessage.findFirst({ where: { topic: "mail" }, orderBy: { id: "desc" } });
    const payload = mail?.payload as { to: string; subject: string; text: string };
    expect(payload.to).toBe("anna@example.com");
    // unpaid: a reservation, and the mail says until when it is held
    expect(payload.subject).toContain(`Your reservation ${mine.body.reservationNo}: please pay by`);
    // the arrival as the guest reads it, in the mail's language (English here)
    expect(payload.text).toContain(`Dates: ${formatDay(addCalendarDays(today, 20), "en")} to `);
    expect(payload.text).toContain(`token=${encodeURIComponent(mine.body.token)}`);
  });

  it("takes no reservation number and makes no customer per hold; its token comes from lib/auth/tokens", async () => {
    const customers = await db().customer.count();
    const a = await post(hold, stay({ dateFrom: addCalendarDays(today, 90), dateTo: addCalendarDays(today, 92) }));
    const b = await post(hold, stay({ dateFrom: addCalendarDays(today, 94), dateTo: addCalendarDays(today, 96) }));
    expect(a.status, a.text).toBe(201);
    expect(b.status, b.text).toBe(201);
    expect(a.body.holdToken.length).toBeGreaterThan(50);
    const rows = await db().booking.findMany({ where: { id: { in: [a.body.holdId, b.body.holdId] } } });
    expect(rows.map((r) => r.reservationNo)).toEqual([null, null]);
    // both holds share one placeholder customer (made once, if at all)
    expect(rows[0].customerId).toBe(rows[1].customerId);
    expect(await db().customer.count()).toBeLessThanOrEqual(customers + 1);
    await release2(a.body.holdId, a.body.holdToken);
    await release2(b.body.holdId, b.body.holdToken);
  });

  it("price leaves out a held choice only for the hold's own token", async () => {
    const dates = { dateFrom: addCalendarDays(today, 100), dateTo: addCalendarDays(today, 102) };
    const h = await post(hold, stay(dates));
    expect(h.status, h.text).toBe(201);
    const mine = await post(price, stay({ ...dates, holdId: h.body.holdId, holdToken: h.body.holdToken }));
    expect(mine.status, mine.text).toBe(200);
    // someone naming another guest's hold does not get its room priced as free
    const theirs = await post(price, stay({ ...dates, holdId: h.body.holdId, holdToken: "x".repeat(64) }));
    expect(theirs.status, theirs.text).toBe(409);
    const none = await post(price, stay({ ...dates, holdId: h.body.holdId }));
    expect(none.status).toBe(409);
    await release2(h.body.holdId, h.body.holdToken);
  });

  it("releasing or the time passing frees it", async () => {
    const dates = { dateFrom: addCalendarDays(today, 40), dateTo: addCalendarDays(today, 42) };
    const h = await post(hold, stay(dates));
    expect(h.status, h.text).toBe(201);
    const r = await release2(h.body.holdId, h.body.holdToken);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ released: true });
    expect((await release2(h.body.holdId, h.body.holdToken)).body).toEqual({ released: false });

    const h2 = await post(hold, stay(dates));
    expect(h2.status, h2.text).toBe(201);
    await db().booking.update({ where: { id: h2.body.holdId }, data: { optionUntil: new Date(Date.now() - 1000) } });
    expect(await expireBookings(db(), [h2.body.holdId])).toEqual([h2.body.holdId]);
    const booked = await post(create, stay({ ...dates, contact }));
    expect(booked.status, booked.text).toBe(201);
  });

  it("refuses bad input and what is no hold", async () => {
    const past = await post(hold, stay({ dateFrom: addCalendarDays(today, -3), dateTo: addCalendarDays(today, -1) }));
    expect(past.status).toBe(400);
    expect(past.text).toContain("dateFrom");
    expect((await post(hold, { type: "boat" })).status).toBe(400);
    expect((await post(release, undefined, { id: "abc" })).status).toBe(400);
    expect((await post(release, undefined, { id: "999999" })).status).toBe(404);
    const dates = { dateFrom: addCalendarDays(today, 60), dateTo: addCalendarDays(today, 62) };
    const notAHold = await post(create, stay({ ...dates, contact, holdId: 999999, holdToken: "x" }));
    expect(notAHold.status).toBe(404);
  });
});
