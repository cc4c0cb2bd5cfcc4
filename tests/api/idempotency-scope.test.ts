// An Idempotency-Key belongs to the client that sent it: on the public booking endpoint a guest's
// key is scoped by its client (address and User-Agent), a user's by the user, so another client
// repeating a key and body it has seen gets its own processing, never the first answer (which
// holds the booking's access token).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/book/booking/create/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedDoubleRooms, seedPrice, seedOnlineBooking } from "../helpers/factories";
import { call } from "../helpers/http";

let today: string;
let resortId: number, dblType: number;
let admin: string;

const contact = { firstName: "Anna", lastName: "Muster", email: "anna@example.com" };
const stay = (offset: number) => ({
  type: "resort",
  resortId,
  dateFrom: addCalendarDays(today, offset),
  dateTo: addCalendarDays(today, offset + 2),
  rooms: [{ roomTypeId: dblType, guests: [{ firstName: "Anna", lastName: "Muster" }] }],
  contact,
});
const client = (address: string, userAgent: string) => ({
  "x-forwarded-for": address,
  "user-agent": userAgent,
  "accept-language": "en",
});
const post = (body: unknown, headers: Record<string, string>, token?: string) =>
  call(create, { method: "POST", body, headers, token });

beforeAll(async () => {
  admin = await seedOnlineBooking();
  today = await operatorToday();
  ({ resortId, roomTypeId: dblType } = await seedDoubleRooms(3));
  await seedPrice(admin, { resortId, roomTypeId: dblType, value: "100" });
});

describe("Idempotency-Key on POST /api/book/booking/create", () => {
  it("another guest repeating a key and body gets its own booking, never the first one's answer or token", async () => {
    const body = stay(20);
    const key = { "idempotency-key": "seen-in-a-shared-log-1" };
    const mine = client("203.0.113.5", "Firefox/140");
    const first = await post(body, { ...mine, ...key });
    expect(first.status, first.text).toBe(201);
    // the same client's retry answers the first answer again
    const retry = await post(body, { ...mine, ...key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);

    // another address, and the same address with another browser: each its own processing
    for (const other of [client("198.51.100.7", "Firefox/140"), client("203.0.113.5", "Chrome/150")]) {
      const res = await post(body, { ...other, ...key });
      expect(res.status, res.text).toBe(201);
      expect(res.headers.get("idempotent-replayed")).toBeNull();
      expect(res.body.id).not.toBe(first.body.id);
      expect(res.text).not.toContain(first.body.token);
    }
    expect(await db().booking.count({ where: { dateFrom: new Date(`${body.dateFrom}T00:00:00Z`) } })).toBe(3);
  });

  it("a logged-in user's key is the user's: a guest with the same key and body does not get the user's answer", async () => {
    const body = stay(40);
    const key = { "idempotency-key": "user-key-1" };
    const headers = client("203.0.113.9", "Safari/20");
    const asUser = await post(body, { ...headers, ...key }, admin);
    expect(asUser.status, asUser.text).toBe(201);
    const asGuest = await post(body, { ...headers, ...key });
    expect(asGuest.status, asGuest.text).toBe(201);
    expect(asGuest.body.id).not.toBe(asUser.body.id);
    expect(asGuest.text).not.toContain(asUser.body.token ?? "no token");
    // the user's retry is still the user's first answer
    const again = await post(body, { ...headers, ...key }, admin);
    expect(again.body.id).toBe(asUser.body.id);
  });
});
