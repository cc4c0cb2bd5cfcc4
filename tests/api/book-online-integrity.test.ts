// An online booking nobody pays does not keep its rooms (issue 36, item 1): an unpaid online
// booking is a reservation until its payment deadline (card minutes or bank-transfer days), the
// expiry sweep frees it and the guest hears before and after; a paid deposit confirms it. One
// request asks for no more than the operator's rooms, guests and nights; one client makes no more
// holds and bookings per hour than allowed (429 with Retry-After, counted on the database, also
// for parallel requests) and holds no more rooms unpaid at once than the operator's cap; a hold is
// renewed only while it runs and never past its total.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/book/booking/create/route";
import { POST as hold } from "@/app/api/book/booking/hold/route";
import { POST as renew } from "@/app/api/book/booking/hold/[id]/renew/route";
import { POST as quote } from "@/app/api/book/booking/price/route";
import { GET as rooms } from "@/app/api/book/rooms/route";
import { POST as notify } from "@/app/api/payments/notify/booking/[id]/[provider]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { deliverOutbox } from "@/lib/core/outbox";
import { sweepExpiredOptions } from "@/lib/domain/booking/expire-options";
import { deliverReminder, REMINDER_TOPIC } from "@/lib/domain/online/expiry-mails";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { seedDoubleRooms, seedPrice, seedOnlineBooking } from "../helpers/factories";
import { call } from "../helpers/http";

let today: string, resortId: number, dblType: number, staff: string;
let address = 0;
let day = 30;
/** a fresh client address per test, so the per-address limits of one test do not reach the next */
let from: string;
const contact = { firstName: "Anna", lastName: "Muster", email: "anna@example.com" };
const two = [
  { firstName: "Anna", lastName: "Muster" },
  { firstName: "Ben", lastName: "Muster" },
];
const post = (
  handler: typeof create,
  body: unknown,
  o: { headers?: Record<string, string>; params?: Record<string, string>; query?: Record<string, string> } = {},
) =>
  call(handler, {
    method: "POST",
    body,
    params: o.params,
    query: o.query,
    headers: { "accept-language": "en", "x-forwarded-for": from, ...o.headers },
  });
const stay = (o: Record<string, unknown> = {}) => ({
  type: "resort",
  resortId,
  dateFrom: addCalendarDays(today, day),
  dateTo: addCalendarDays(today, day + 3),
  rooms: [{ roomTypeId: dblType, guests: two }],
  contact,
  ...o,
});
/** how many rooms are free for the test's stay */
const freeRooms = async () => {
  const r = await call(rooms, {
    query: { resortId, dateFrom: addCalendarDays(today, day), dateTo: addCalendarDays(today, day + 3) },
    headers: { "x-forwarded-for": from },
  });
  expect(r.status, r.text).toBe(200);
  return (r.body.rooms as unknown[]).length;
};

beforeAll(async () => {
  const admin = await seedOnlineBooking();
  today = await operatorToday();
  staff = admin;
  ({ resortId, roomTypeId: dblType } = await seedDoubleRooms(24));
  await seedPrice(admin, { resortId, roomTypeId: dblType, value: "100" });
});

beforeEach(async () => {
  from = `203.0.113.${++address}`;
  // every test starts with the defaults and without the other tests' bookings
  await writeGroup("booking", {
    onlineOfflineConfirm: false,
    onlineOfflineDays: 3,
    onlineCardMinutes: 30,
    createsPerAddressHour: 10,
    createsPerSessionHour: 5,
    holdsPerAddressHour: 40,
    holdsPerSessionHour: 20,
    holdMinutes: 10,
    holdMaxMinutes: 30,
    // the hourly limits are tested apart from the cap on rooms held unpaid at once
    onlineMaxOpenRooms: 0,
  });
  // and its own dates, so the other tests' bookings do not fill its rooms
  day += 5;
});

describe("an unpaid online booking holds its rooms only until its deadline", () => {
  it("by bank transfer: a reservation for the operator's days, freed by the expiry sweep, the guest told before and after", async () => {
    const before = Date.now();
    const res = await post(create, stay());
    expect(res.status, res.text).toBe(201);
    expect(res.body.state).toBe("planned");
    expect(res.body.bookingNo).toBeNull();
    expect(res.body.reservationNo).toMatch(/\d/);
    const until = Date.parse(res.body.optionUntil);
    // three days (the operator's default), well before the arrival weeks ahead
    expect(until - before).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(until - before).toBeLessThan(3 * 86_400_000 + 60_000);
    const row = await db().booking.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.state).toBe("planned");
    expect(row.optionUntil?.getTime()).toBe(until);

    // the mail says until when; a reminder waits in the outbox for 24 hours before the end
    const mail = await db().outboxMessage.findFirstOrThrow({ where: { topic: "mail" }, orderBy: { id: "desc" } });
    expect((mail.payload as { subject: string }).subject).toContain("please pay by");
    const reminder = await db().outboxMessage.findFirstOrThrow({
      where: { topic: REMINDER_TOPIC },
      orderBy: { id: "desc" },
    });
    expect(reminder.availableAt.getTime()).toBe(until - 24 * 3_600_000);
    expect(reminder.sentAt).toBeNull();
    // sent when its time comes while the booking waits for its payment
    expect(await deliverReminder(reminder.payload as never, new Date(until - 24 * 3_600_000))).toBe(true);
    const sent = await db().outboxMessage.findFirstOrThrow({ where: { topic: "mail" }, orderBy: { id: "desc" } });
    expect((sent.payload as { subject: string }).subject).toMatch(/^Reminder/);
    expect((sent.payload as { text: string }).text).toContain("/payment/success?booking=");

    // while it holds, its room is not offered; past its deadline the sweep frees it
    const held = await freeRooms();
    expect(await sweepExpiredOptions({ now: new Date(until - 1000) })).not.toContain(res.body.id);
    expect(await sweepExpiredOptions({ now: new Date(until + 1000) })).toContain(res.body.id);
    expect((await db().booking.findUniqueOrThrow({ where: { id: res.body.id } })).state).toBe("freed");
    expect(await freeRooms()).toBe(held + 1);

    // and the guest hears that it was released (the announcement becomes a mail to the contact)
    await deliverOutbox();
    const released = await db().outboxMessage.findFirstOrThrow({ where: { topic: "mail" }, orderBy: { id: "desc" } });
    expect(released.payload).toMatchObject({ to: contact.email });
    expect((released.payload as { subject: string }).subject).toContain("was released");
    // a reminder whose booking is gone sends nothing
    expect(await deliverReminder(reminder.payload as never, new Date(until - 1000))).toBe(false);
  });

  it("by bank transfer shortly before arrival: held until the arrival day begins, without a reminder", async () => {
    const res = await post(create, stay({ dateFrom: addCalendarDays(today, 1), dateTo: addCalendarDays(today, 3) }));
    expect(res.status, res.text).toBe(201);
    const until = Date.parse(res.body.optionUntil);
    expect(until - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);
    expect(until - Date.now()).toBeGreaterThan(25 * 60_000);
  });

  it("by card: a reservation for the card's minutes; the payment confirms it", async () => {
    const before = Date.now();
    const res = await post(create, stay({ provider: "stripe" }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.state).toBe("planned");
    const until = Date.parse(res.body.optionUntil);
    expect(until - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(until - before).toBeLessThan(31 * 60_000);
    expect(
      await db().outboxMessage.count({
        where: { topic: REMINDER_TOPIC, payload: { path: ["bookingId"], equals: res.body.id } },
      }),
    ).toBe(0);
  });

  it("a paid deposit (here: staff report a bank transfer) confirms the reservation; it no longer expires", async () => {
    const res = await post(create, stay());
    expect(res.status, res.text).toBe(201);
    const paid = await call(notify, {
      method: "POST",
      token: staff,
      params: { id: String(res.body.id), provider: "offline" },
      body: { reference: "TRANSFER-1", amount: res.body.total },
      headers: { "accept-language": "en" },
    });
    expect(paid.status, paid.text).toBeLessThan(300);
    const row = await db().booking.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.state).toBe("confirmed");
    expect(row.bookingNo).not.toBeNull();
    expect(row.optionUntil).toBeNull();
    expect(await sweepExpiredOptions({ now: new Date(Date.now() + 10 * 86_400_000) })).not.toContain(res.body.id);
  });

  it("the operator may confirm bank-transfer bookings at once", async () => {
    await writeGroup("booking", { onlineOfflineConfirm: true });
    const res = await post(create, stay());
    expect(res.status, res.text).toBe(201);
    expect(res.body.state).toBe("confirmed");
    expect(res.body.bookingNo).not.toBeNull();
    expect(res.body.optionUntil).toBeNull();
  });

  it("a paid option is not freed by the sweep (staff marked it paid)", async () => {
    const res = await post(create, stay({ provider: "stripe" }));
    await db().booking.update({ where: { id: res.body.id }, data: { paidAt: new Date() } });
    expect(await sweepExpiredOptions({ now: new Date(Date.now() + 86_400_000) })).not.toContain(res.body.id);
    expect((await db().booking.findUniqueOrThrow({ where: { id: res.body.id } })).state).toBe("planned");
  });
});

describe("what one request may ask for", () => {
  it("refuses 20 rooms, too many guests and too many nights (400 naming the field, nothing booked)", async () => {
    const count = await db().booking.count();
    const many = await post(
      create,
      stay({ rooms: Array.from({ length: 20 }, () => ({ roomTypeId: dblType, guests: [two[0]] })) }),
    );
    expect(many.status, many.text).toBe(400);
    expect(JSON.stringify(many.body)).toContain("At most 4 rooms");
    await writeGroup("booking", { onlineMaxGuests: 3 });
    const guests = await post(
      create,
      stay({
        rooms: [
          { roomTypeId: dblType, guests: two },
          { roomTypeId: dblType, guests: two },
        ],
      }),
    );
    expect(guests.status, guests.text).toBe(400);
    expect(JSON.stringify(guests.body)).toContain("At most 3 guests");
    await writeGroup("booking", { onlineMaxGuests: 12 });
    const long = await post(create, stay({ dateTo: addCalendarDays(today, day + 29) }));
    expect(long.status, long.text).toBe(400);
    expect(JSON.stringify(long.body)).toContain("dateTo");
    // the hold and the quote refuse them as well (a quote costs the engine what a booking does)
    expect((await post(hold, stay({ dateTo: addCalendarDays(today, day + 29) }))).status).toBe(400);
    const manyQuoted = await post(
      quote,
      stay({ rooms: Array.from({ length: 20 }, () => ({ roomTypeId: dblType, guests: [two[0]] })) }),
    );
    expect(manyQuoted.status, manyQuoted.text).toBe(400);
    expect(JSON.stringify(manyQuoted.body)).toContain("At most 4 rooms");
    expect(await db().booking.count()).toBe(count);
  });
});

describe("what one client may take per hour", () => {
  it("the eleventh booking from one address is a 429 with Retry-After; another address still books", async () => {
    await writeGroup("booking", { createsPerSessionHour: 0 });
    for (let i = 0; i < 10; i++) {
      const r = await post(create, stay({ rooms: [{ roomTypeId: dblType, guests: [two[0]] }] }));
      expect(r.status, r.text).toBe(201);
    }
    const refused = await post(create, stay({ rooms: [{ roomTypeId: dblType, guests: [two[0]] }] }));
    expect(refused.status, refused.text).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(refused.body.message).toContain("Too many requests");
    from = "198.51.100.77";
    expect((await post(create, stay())).status).toBe(201);
  });

  it("refused and failed requests count for nothing: only what a client got does", async () => {
    await writeGroup("booking", { createsPerAddressHour: 2 });
    for (let i = 0; i < 5; i++) expect((await post(create, stay({ dateFrom: "2000-01-01" }))).status).toBe(400);
    expect((await post(create, stay())).status).toBe(201);
    expect((await post(create, stay())).status).toBe(201);
    expect((await post(create, stay())).status).toBe(429);
  });

  it("a browser session is counted apart from its address: its cookie comes with the first answer", async () => {
    const first = await post(create, stay());
    expect(first.status, first.text).toBe(201);
    const cookie = /hb_client=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBeTruthy();
    // the same browser from ever new addresses: five bookings an hour, then 429
    for (let i = 0; i < 4; i++) {
      from = `192.0.2.${100 + i}`;
      expect((await post(create, stay(), { headers: { cookie: cookie! } })).status).toBe(201);
    }
    from = "192.0.2.200";
    expect((await post(create, stay(), { headers: { cookie: cookie! } })).status).toBe(429);
    // a staff user is not limited
    await writeGroup("booking", { createsPerAddressHour: 1 });
    for (let i = 0; i < 3; i++)
      expect(
        (await call(create, { method: "POST", token: staff, body: stay(), headers: { "x-forwarded-for": from } }))
          .status,
      ).toBe(201);
  });

  it("twenty parallel bookings from one client: the limit holds exactly (ten), the rest get 429", async () => {
    await writeGroup("booking", { createsPerSessionHour: 0 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(create, stay({ rooms: [{ roomTypeId: dblType, guests: [two[0]] }] }))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("holds are limited per browser session too, whatever the address", async () => {
    await writeGroup("booking", { holdsPerAddressHour: 0, holdsPerSessionHour: 2 });
    const first = await post(hold, stay());
    expect(first.status, first.text).toBe(201);
    const cookie = /hb_client=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBeTruthy();
    from = "192.0.2.150";
    expect((await post(hold, stay(), { headers: { cookie: cookie! } })).status).toBe(201);
    from = "192.0.2.151";
    const refused = await post(hold, stay(), { headers: { cookie: cookie! } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // a new browser at that address still holds
    expect((await post(hold, stay())).status).toBe(201);
  });

  it("holds are limited as well (per address)", async () => {
    await writeGroup("booking", { holdsPerAddressHour: 3, holdsPerSessionHour: 0 });
    for (let i = 0; i < 3; i++) expect((await post(hold, stay())).status).toBe(201);
    const refused = await post(hold, stay());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });
});

describe("what one client may hold unpaid at once", () => {
  it("four rooms: a fifth from the same address is a 429 with Retry-After and the rooms stay free; others still book", async () => {
    await writeGroup("booking", { onlineMaxOpenRooms: 4 });
    const free = await freeRooms();
    const four = stay({ rooms: Array.from({ length: 4 }, () => ({ roomTypeId: dblType, guests: [two[0]] })) });
    const first = await post(create, four);
    expect(first.status, first.text).toBe(201);
    expect(first.body.state).toBe("planned");
    // a hold counts as well, and so does a new browser from the same address
    const more = await post(hold, stay());
    expect(more.status, more.text).toBe(429);
    expect(Number(more.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(more.body.message).toContain("4 rooms");
    expect((await post(create, stay())).status).toBe(429);
    expect(await freeRooms()).toBe(free - 4);
    // another client books; staff are not limited
    from = "198.51.100.91";
    expect((await post(create, stay())).status).toBe(201);
    const desk = await call(create, {
      method: "POST",
      token: staff,
      body: stay(),
      headers: { "x-forwarded-for": from },
    });
    expect(desk.status, desk.text).toBe(201);
    expect(await freeRooms()).toBe(free - 6);
  });

  it("the same browser from new addresses is capped too; once paid, its rooms no longer count", async () => {
    await writeGroup("booking", { onlineMaxOpenRooms: 2 });
    const first = await post(
      create,
      stay({
        rooms: [
          { roomTypeId: dblType, guests: [two[0]] },
          { roomTypeId: dblType, guests: [two[1]] },
        ],
      }),
    );
    expect(first.status, first.text).toBe(201);
    const cookie = /hb_client=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBeTruthy();
    from = "192.0.2.77";
    expect((await post(create, stay(), { headers: { cookie: cookie! } })).status).toBe(429);
    // staff report the bank transfer: the reservation is firm, and the browser may book again
    const paid = await call(notify, {
      method: "POST",
      token: staff,
      params: { id: String(first.body.id), provider: "offline" },
      body: { reference: "TRANSFER-CAP", amount: first.body.total },
    });
    expect(paid.status, paid.text).toBeLessThan(300);
    expect((await post(create, stay(), { headers: { cookie: cookie! } })).status).toBe(201);
  });

  it("twenty parallel holds of one client: exactly the cap succeeds", async () => {
    await writeGroup("booking", { onlineMaxOpenRooms: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(hold, stay())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
  });
});

describe("a hold is renewed only while it runs, and never past its total", () => {
  it("renews a running hold up to holdMaxMinutes from the first hold; then 409; an ended or foreign hold is 404", async () => {
    await writeGroup("booking", { holdMinutes: 10, holdMaxMinutes: 15 });
    const h = await post(hold, stay());
    expect(h.status, h.text).toBe(201);
    const renewed = await post(renew, undefined, {
      params: { id: String(h.body.holdId) },
      query: { token: h.body.holdToken },
    });
    expect(renewed.status, renewed.text).toBe(200);
    expect(Date.parse(renewed.body.until)).toBeGreaterThanOrEqual(Date.parse(h.body.until));
    // someone else's token: as if there were no hold
    expect(
      (await post(renew, undefined, { params: { id: String(h.body.holdId) }, query: { token: "guess" } })).status,
    ).toBe(404);

    // the guest has held it for 14 minutes and 50 seconds: no renewal is left
    const started = new Date(Date.now() - 14 * 60_000 - 50_000);
    await db().booking.update({ where: { id: h.body.holdId }, data: { reservationDate: started } });
    const limit = await post(renew, undefined, {
      params: { id: String(h.body.holdId) },
      query: { token: h.body.holdToken },
    });
    expect(limit.status, limit.text).toBe(409);
    expect(limit.body.message).toContain("cannot be held any longer");
    // changing the choice keeps the chain's start: no way around the total
    const changed = await post(
      hold,
      stay({ dateTo: addCalendarDays(today, day + 4), holdId: h.body.holdId, holdToken: h.body.holdToken }),
    );
    expect(changed.status, changed.text).toBe(409);

    // 11 minutes in, a renewal ends the chain at its 15 minutes
    await db().booking.update({
      where: { id: h.body.holdId },
      data: { reservationDate: new Date(Date.now() - 11 * 60_000) },
    });
    const last = await post(renew, undefined, {
      params: { id: String(h.body.holdId) },
      query: { token: h.body.holdToken },
    });
    expect(last.status, last.text).toBe(200);
    expect(Date.parse(last.body.until) - Date.now()).toBeLessThanOrEqual(4 * 60_000 + 1000);

    // once it has ended, it cannot be renewed
    await sweepExpiredOptions({ now: new Date(Date.now() + 16 * 60_000) });
    expect(
      (await post(renew, undefined, { params: { id: String(h.body.holdId) }, query: { token: h.body.holdToken } }))
        .status,
    ).toBe(404);
  });
});
