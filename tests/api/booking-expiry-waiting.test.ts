// Options that expire (the sweep runs each expiry exactly once, even when two sweeps race; an
// expired hold never blocks a buyer between sweeps), availability, and the waiting list (staff
// get a notification naming the waiting booking when a room or bed frees up).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { POST as cancell } from "@/app/api/bookings/[id]/cancell/route";
import { DELETE as removeRoom } from "@/app/api/bookings/[id]/removeRoom/[roomId]/route";
import { GET as available } from "@/app/api/rooms/available/[id]/route";
import { GET as notifications } from "@/app/api/events/notifications/route";
import { db } from "@/lib/core/db";
import { sweepExpiredOptions } from "@/lib/domain/booking/expire-options";
import { seedAgency, seedCustomer, seedSchedule, seedTour, seedUser, seedVessel } from "@/prisma/seed/factories";
import { seedDoubleRooms } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

let staff: string, staffUserId: number;
let resortId: number, rooms: { id: number }[];
let vesselId: number, scheduleId: number, cabin: { id: number; beds: { id: number }[] };
let customer: number;

beforeAll(async () => {
  const user = await seedUser(db(), {
    scopes: ["bookings.read", "bookings.create", "bookings.update"],
    settings: { language: "en" },
  });
  staffUserId = user.id;
  staff = await tokenFor(user.id);
  ({ resortId, rooms } = await seedDoubleRooms(8, { roomName: (i) => `E${i}` }));
  const v = await seedVessel(db(), {
    cabinTypes: [{ name: "Quad", key: "Q", maxNoOfPax: 4, cabins: [{ name: "W1", beds: 2, allowSharedRoom: true }] }],
  });
  vesselId = v.vessel.id;
  cabin = v.cabins[0];
  const tour = await seedTour(db(), { vesselId });
  scheduleId = (await seedSchedule(db(), { tourId: tour.id, vesselId, from: "2034-06-01", to: "2034-06-08" })).id;
  customer = (await seedCustomer(db(), { gender: "f", firstName: "Wanda", lastName: "Waiting" })).id;
});

const post = (b: unknown) =>
  call(create, { method: "POST", path: "/api/bookings", token: staff, body: b, headers: { "accept-language": "en" } });
const stay = (room: number, extra: object = {}) => ({
  type: "resort",
  resortId,
  dateFrom: "2034-01-10",
  dateTo: "2034-01-14",
  customerId: customer,
  rooms: [{ roomId: room, guests: [] }],
  ...extra,
});
/** Time travel: the option ended a minute ago (the API refuses ends in the past). */
const endOption = (id: number) =>
  db().booking.update({ where: { id }, data: { optionUntil: new Date(Date.now() - 60_000) } });

describe("options that expire", () => {
  it("accept a last day or an instant, only for planned bookings", async () => {
    const day = await post(stay(rooms[0].id, { state: "planned", optionUntil: "2099-01-31" }));
    expect(day.status, day.text).toBe(201);
    expect(day.body.optionUntil).toMatch(/^2099-01-31T|^2099-02-01T/);
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    const instant = await post(stay(rooms[1].id, { state: "planned", optionUntil: soon }));
    expect(instant.body.optionUntil).toBe(soon);
    expect((await post(stay(rooms[2].id, { state: "draft", optionUntil: "2099-01-31" }))).status).toBe(400);
    expect((await post(stay(rooms[2].id, { state: "planned", optionUntil: "2001-01-31" }))).status).toBe(400);
    expect((await post(stay(rooms[2].id, { state: "planned", optionUntil: "soon" }))).status).toBe(400);
  });

  it("are freed exactly once when two sweeps race", async () => {
    const ids: number[] = [];
    for (const r of rooms.slice(3, 6)) {
      const b = await post(stay(r.id, { state: "planned", optionUntil: "2099-12-31" }));
      ids.push(b.body.id);
      await endOption(b.body.id);
    }
    const [a, b] = await Promise.all([sweepExpiredOptions(), sweepExpiredOptions()]);
    expect([...a, ...b].filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const row = await db().booking.findUniqueOrThrow({ where: { id }, select: { state: true, previousState: true } });
      expect(row).toEqual({ state: "freed", previousState: "planned" });
      expect(await db().bookingHistory.count({ where: { bookingId: id, action: "expire" } })).toBe(1);
      expect(await db().bookingRoom.count({ where: { bookingId: id, active: true } })).toBe(0);
    }
    expect(await sweepExpiredOptions()).toEqual([]);
  });

  it("never block a buyer between sweeps: availability shows the room free, a booking frees the hold", async () => {
    const hold = await post(stay(rooms[6].id, { state: "planned", optionUntil: "2099-12-31" }));
    const before = await call(available, {
      token: staff,
      params: { id: String(resortId) },
      query: { dateFrom: "2034-01-10", dateTo: "2034-01-14" },
    });
    expect(before.body.rooms.find((r: { id: number }) => r.id === rooms[6].id).available).toBe(false);
    await endOption(hold.body.id);
    const after = await call(available, {
      token: staff,
      params: { id: String(resortId) },
      query: { dateFrom: "2034-01-10", dateTo: "2034-01-14" },
    });
    expect(after.status).toBe(200);
    expect(after.body.rooms.find((r: { id: number }) => r.id === rooms[6].id).available).toBe(true);
    const buyer = await post(stay(rooms[6].id, { state: "confirmed" }));
    expect(buyer.status, buyer.text).toBe(201);
    expect((await db().booking.findUniqueOrThrow({ where: { id: hold.body.id } })).state).toBe("freed");
  });
});

describe("availability", () => {
  it("answers rooms with beds free or taken, blockers count, bad input is 400/404", async () => {
    await db().roomBlocker.create({
      data: { roomId: rooms[7].id, type: "OutOfOrder", from: new Date("2034-01-12"), to: new Date("2034-01-20") },
    });
    const res = await call(available, {
      token: staff,
      params: { id: String(resortId) },
      query: { type: "resort", dateFrom: "2034-01-10", dateTo: "2034-01-14", onlyFree: "true" },
    });
    expect(res.status).toBe(200);
    expect(res.body.rooms.map((r: { id: number }) => r.id)).not.toContain(rooms[7].id);
    expect(res.body.summary.rooms).toBe(8);
    const cabinView = await call(available, {
      token: staff,
      params: { id: String(scheduleId) },
      query: { type: "schedule" },
    });
    expect(cabinView.body.rooms[0]).toMatchObject({
      id: cabin.id,
      available: true,
      freeBedIds: cabin.beds.map((b) => b.id),
    });
    for (const query of [
      {},
      { dateFrom: "2034-01-10" },
      { dateFrom: "2034-01-10", dateTo: "2034-01-09" },
      { dateFrom: "x", dateTo: "y" },
      { type: "ship" },
    ])
      expect((await call(available, { token: staff, params: { id: String(resortId) }, query })).status).toBe(400);
    expect(
      (
        await call(available, {
          token: staff,
          params: { id: "999999" },
          query: { dateFrom: "2034-01-10", dateTo: "2034-01-11" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(available, {
          params: { id: String(resortId) },
          query: { dateFrom: "2034-01-10", dateTo: "2034-01-11" },
        })
      ).status,
    ).toBe(401);
  });
});

describe("the waiting list", () => {
  it("notifies staff naming the waiting booking when a bed of its departure frees up", async () => {
    const full = await post({
      type: "vessel",
      scheduleId,
      customerId: customer,
      state: "confirmed",
      rooms: [{ roomId: cabin.id, guests: [] }],
    });
    expect(full.status, full.text).toBe(201);
    const waiting = await post({
      type: "vessel",
      scheduleId,
      customerId: customer,
      state: "waiting",
      rooms: [{ roomId: cabin.id, bedIds: [cabin.beds[0].id], guests: [customer] }],
    });
    expect(waiting.status, waiting.text).toBe(201);
    expect(waiting.body.rooms[0].active).toBe(false);
    // agencies see no bell, so they get no notifications, even holding bookings.update
    const agencyId = (await seedAgency(db())).id;
    const agencyUsers = [
      await seedUser(db(), { userType: "agency", agencyId, scopes: ["bookings.update"] }),
      await seedUser(db(), { userType: "employee", agencyId, scopes: ["bookings.update"] }),
    ];
    const before = await db().notification.count({ where: { userId: staffUserId } });
    await call(cancell, { method: "POST", token: staff, params: { id: String(full.body.id) } });
    expect(await db().notification.count({ where: { userId: { in: agencyUsers.map((u) => u.id) } } })).toBe(0);
    const notes = await db().notification.findMany({ where: { userId: staffUserId }, orderBy: { id: "desc" } });
    expect(notes.length).toBe(before + 1);
    expect(notes[0].link).toBe(`/booking/${waiting.body.id}`);
    expect(notes[0].text).toContain("Wanda Waiting");
    const bell = await call(notifications, { token: staff });
    expect(bell.body.items[0].title).toContain(`#${waiting.body.id}`);
  });

  it("notifies staff of every waiting booking when a resort room is removed from a booking", async () => {
    const nights = { dateFrom: "2034-03-01", dateTo: "2034-03-04" };
    const held = await post({
      ...stay(rooms[0].id, { state: "confirmed", ...nights }),
      rooms: [rooms[0], rooms[1], rooms[7]].map((r) => ({ roomId: r.id, guests: [] })),
    });
    expect(held.status, held.text).toBe(201);
    const waiting = [
      await post(stay(rooms[0].id, { state: "waiting", ...nights })),
      await post(stay(rooms[0].id, { state: "waiting", ...nights })),
    ];
    expect(waiting.map((w) => w.status)).toEqual([201, 201]);
    const before = await db().notification.count({ where: { userId: staffUserId } });
    const res = await call(removeRoom, {
      method: "DELETE",
      token: staff,
      params: { id: String(held.body.id), roomId: String(rooms[0].id) },
    });
    expect(res.status, res.text).toBe(200);
    // the removed room is no longer the booking's: its resort comes from the room itself
    const notes = await db().notification.findMany({
      where: { userId: staffUserId },
      orderBy: { id: "desc" },
      take: 2,
    });
    expect(await db().notification.count({ where: { userId: staffUserId } })).toBe(before + 2);
    expect(notes.map((n) => n.link).sort()).toEqual(waiting.map((w) => `/booking/${w.body.id}`).sort());
    // its other room freed too: the same waiting bookings are not announced again while unread
    const again = await call(removeRoom, {
      method: "DELETE",
      token: staff,
      params: { id: String(held.body.id), roomId: String(rooms[1].id) },
    });
    expect(again.status, again.text).toBe(200);
    expect(await db().notification.count({ where: { userId: staffUserId } })).toBe(before + 2);
  });
});
