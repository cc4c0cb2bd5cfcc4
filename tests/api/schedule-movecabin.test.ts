// /api/schedules/movecabin/{id}: a departure's cabins with their guests, and moving one guest of a
// shared cabin to another cabin; the gender rule and taken cabins answer 409, other departures 404.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as moveCabinOf } from "@/app/api/bookings/[id]/moveCabin/route";
import { POST as splitByCustomer } from "@/app/api/bookings/[id]/splitByCustomer/route";
import { POST as create } from "@/app/api/bookings/route";
import { GET as cabins, POST as move } from "@/app/api/schedules/movecabin/[id]/route";
import { db } from "@/lib/core/db";
import { loadBookingPage } from "@/lib/page/bookings";
import { seedCustomer, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";

let staff: string, reader: string;
let scheduleId: number, otherScheduleId: number;
let cabinA: number, cabinB: number, cabinC: number;
let anna: number, bea: number, carl: number;

beforeAll(async () => {
  staff = await tokenWith(STAFF_SCOPES);
  reader = await tokenWith(["bookings.read"]);
  const v = await seedVessel(db(), {
    cabinTypes: [
      {
        name: "Shared",
        key: "S",
        maxNoOfPax: 4,
        cabins: [
          { name: "S1", beds: 2, allowSharedRoom: true },
          { name: "S2", beds: 2, allowSharedRoom: true },
          { name: "S3", beds: 2, allowSharedRoom: true },
        ],
      },
    ],
  });
  [cabinA, cabinB, cabinC] = v.cabins.map((c) => c.id);
  const tour = await seedTour(db(), { vesselId: v.vessel.id });
  scheduleId = (
    await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2031-05-01", to: "2031-05-08" })
  ).id;
  otherScheduleId = (
    await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2031-06-01", to: "2031-06-08" })
  ).id;
  anna = (await seedCustomer(db(), { gender: "f", firstName: "Anna", lastName: "Mover" })).id;
  bea = (await seedCustomer(db(), { gender: "f", firstName: "Bea", lastName: "Mover" })).id;
  carl = (await seedCustomer(db(), { gender: "m", firstName: "Carl", lastName: "Stayer" })).id;
});

const book = (body: unknown) => call(create, { method: "POST", path: "/api/bookings", token: staff, body });
const path = (id: number) => `/api/schedules/movecabin/${id}`;

describe("/api/schedules/movecabin/{id}", () => {
  it("lists the cabins with their guests and moves one guest of a shared cabin to another cabin", async () => {
    const two = await book({
      type: "vessel",
      scheduleId,
      customerId: anna,
      rooms: [{ roomId: cabinA, guests: [anna, bea] }],
    });
    expect(two.status).toBe(201);

    const before = await call(cabins, { path: path(scheduleId), token: staff, params: { id: String(scheduleId) } });
    expect(before.status).toBe(200);
    const a = before.body.cabins.find((c: { id: number }) => c.id === cabinA);
    expect(a.guests.map((g: { customerId: number }) => g.customerId).sort()).toEqual([anna, bea].sort());
    const fromBookingRoomId = a.guests[0].bookingRoomId;

    const moved = await call(move, {
      method: "POST",
      path: path(scheduleId),
      token: staff,
      params: { id: String(scheduleId) },
      body: { bookingId: two.body.id, customerId: bea, fromBookingRoomId, roomId: cabinB },
    });
    expect(moved.status).toBe(200);
    const after = await call(cabins, { path: path(scheduleId), token: staff, params: { id: String(scheduleId) } });
    const guestsOf = (id: number) =>
      after.body.cabins
        .find((c: { id: number }) => c.id === id)
        .guests.map((g: { customerId: number }) => g.customerId);
    expect(guestsOf(cabinA)).toEqual([anna]);
    expect(guestsOf(cabinB)).toEqual([bea]);
  });

  it("answers 404 for a booking of another departure, 400 for bad input, 403 without bookings.update", async () => {
    const b = await book({ type: "vessel", scheduleId, customerId: carl, rooms: [{ roomId: cabinC, guests: [carl] }] });
    expect(b.status).toBe(201);
    const body = { bookingId: b.body.id, customerId: carl, fromBookingRoomId: b.body.rooms[0].id, roomId: cabinB };
    const other = await call(move, {
      method: "POST",
      path: path(otherScheduleId),
      token: staff,
      params: { id: String(otherScheduleId) },
      body,
    });
    expect(other.status).toBe(404);
    const bad = await call(move, {
      method: "POST",
      path: path(scheduleId),
      token: staff,
      params: { id: String(scheduleId) },
      body: { bookingId: "x" },
    });
    expect(bad.status).toBe(400);
    const denied = await call(cabins, { path: path(scheduleId), token: reader, params: { id: String(scheduleId) } });
    expect(denied.status).toBe(403);
    const missing = await call(cabins, { path: path(999999), token: staff, params: { id: "999999" } });
    expect(missing.status).toBe(404);
  });

  it("refuses a move into a cabin where the other gender already sleeps (409)", async () => {
    const s = await call(cabins, { path: path(scheduleId), token: staff, params: { id: String(scheduleId) } });
    const bInB = s.body.cabins.find((c: { id: number }) => c.id === cabinB).guests[0];
    const carlIn = s.body.cabins
      .find((c: { id: number }) => c.id === cabinC)
      .guests.find((g: { customerId: number }) => g.customerId === carl);
    // Carl (m) into cabin B where Bea (f) sleeps: refused when the cabin does not allow mixed gender
    const r = await call(move, {
      method: "POST",
      path: path(scheduleId),
      token: staff,
      params: { id: String(scheduleId) },
      body: { bookingId: carlIn.bookingId, customerId: carl, fromBookingRoomId: carlIn.bookingRoomId, roomId: cabinB },
    });
    expect(bInB.customerId).toBe(bea);
    expect(r.status).toBe(409);
  });

  it("moves a guest holding one bed into an empty shared cabin as one bed, not the whole cabin", async () => {
    const bedsOf = async (roomId: number) =>
      (await db().bed.findMany({ where: { roomId }, orderBy: { id: "asc" } })).map((b) => b.id);
    const [bedA] = await bedsOf(cabinA);
    const single = await book({
      type: "vessel",
      scheduleId: otherScheduleId,
      customerId: anna,
      rooms: [{ roomId: cabinA, bedIds: [bedA], guests: [anna] }],
    });
    expect(single.status).toBe(201);
    const moved = await call(move, {
      method: "POST",
      path: path(otherScheduleId),
      token: staff,
      params: { id: String(otherScheduleId) },
      body: { bookingId: single.body.id, customerId: anna, fromBookingRoomId: single.body.rooms[0].id, roomId: cabinB },
    });
    expect(moved.status).toBe(200);
    const [room] = moved.body.rooms;
    expect(room).toMatchObject({ roomId: cabinB, exclusive: false });
    expect(room.beds).toHaveLength(1);
    // the cabin's other bed is still for sale
    const taken = room.beds[0].bedId;
    const rest = (await bedsOf(cabinB)).filter((id) => id !== taken);
    const other = await book({
      type: "vessel",
      scheduleId: otherScheduleId,
      customerId: bea,
      rooms: [{ roomId: cabinB, bedIds: rest, guests: [bea] }],
    });
    expect(other.status).toBe(201);
  });
});

describe("POST /api/bookings/{id}/moveCabin", () => {
  it("moves a guest of the booking; into a cabin others share it takes a free bed when none is named", async () => {
    const v = await seedVessel(db(), {
      name: "MV Shared Beds",
      cabinTypes: [
        {
          name: "Quad",
          key: "Q",
          maxNoOfPax: 4,
          cabins: [
            { name: "X1", beds: 2, allowSharedRoom: true },
            { name: "Y1", beds: 2, allowSharedRoom: true },
            { name: "Z1", beds: 2, allowSharedRoom: true },
            { name: "W1", beds: 2, allowSharedRoom: true },
          ],
        },
      ],
    });
    const [x, y, z, w] = v.cabins;
    const tour = await seedTour(db(), { vesselId: v.vessel.id });
    const departure = (
      await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2031-09-01", to: "2031-09-08" })
    ).id;
    const man = async (firstName: string) => (await seedCustomer(db(), { gender: "m", firstName })).id;
    const [dave, erik, frank, hans, ivan] = [
      await man("Dave"),
      await man("Erik"),
      await man("Frank"),
      await man("Hans"),
      await man("Ivan"),
    ];
    const on = (customerId: number, rooms: unknown[]) =>
      book({ type: "vessel", scheduleId: departure, customerId, state: "confirmed", rooms });
    // one bed of X1 and one of W1 are sold to other bookings
    expect((await on(dave, [{ roomId: x.id, bedIds: [x.beds[0].id], guests: [dave] }])).status).toBe(201);
    expect((await on(ivan, [{ roomId: w.id, bedIds: [w.beds[0].id], guests: [ivan] }])).status).toBe(201);
    const pair = await on(erik, [{ roomId: y.id, guests: [erik, frank] }]);
    expect(pair.status, pair.text).toBe(201);
    const alone = await on(hans, [{ roomId: z.id, guests: [hans] }]);
    expect(alone.status, alone.text).toBe(201);

    const moveCabin = (bookingId: number, body: unknown) =>
      call(moveCabinOf, { method: "POST", token: staff, params: { id: String(bookingId) }, body });
    // a guest leaves the first room of their booking for `roomId`
    const moveGuestOf = (
      booking: { body: { id: number; rooms: { id: number }[] } },
      customerId: unknown,
      roomId: number,
    ) => moveCabin(booking.body.id, { customerId, fromBookingRoomId: booking.body.rooms[0].id, roomId });
    const bedsOf = async (bookingId: number, roomId: number) =>
      (
        await db().bookingBed.findMany({
          where: { active: true, bookingRoom: { bookingId, roomId, active: true } },
          select: { bedId: true },
        })
      ).map((b) => b.bedId);

    // Erik leaves Frank in Y1 for the free bed of X1
    const moved = await moveGuestOf(pair, erik, x.id);
    expect(moved.status, moved.text).toBe(200);
    expect(await bedsOf(pair.body.id, x.id)).toEqual([x.beds[1].id]);
    // Hans, alone in Z1, takes the free bed of W1 with his booking room
    const whole = await moveGuestOf(alone, hans, w.id);
    expect(whole.status, whole.text).toBe(200);
    expect(await bedsOf(alone.body.id, w.id)).toEqual([w.beds[1].id]);
    // X1 is full now: a third guest is refused with what is taken
    const full = await moveGuestOf(pair, frank, x.id);
    expect(full.status).toBe(409);
    // bad input is a 400 naming the field, and moves nobody
    const bad = await moveGuestOf(pair, "x", x.id);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject([{ path: "customerId" }]);
    const missing = await moveCabin(pair.body.id, { customerId: frank });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(["fromBookingRoomId", "roomId"]);
    // a guest of another booking is not this booking's to move
    expect(
      (await moveCabin(pair.body.id, { customerId: hans, fromBookingRoomId: alone.body.rooms[0].id, roomId: y.id }))
        .status,
    ).toBe(404);
  });

  it("splits a shared cabin's guests into a booking each; with one customer there is nothing to split, nor a button for it", async () => {
    // a three-bed shared cabin, two of its beds booked for two guests
    const v = await seedVessel(db(), {
      cabinTypes: [
        {
          name: "Triple",
          key: "T",
          maxNoOfPax: 3,
          cabins: [
            { name: "T1", beds: 3, allowSharedRoom: true },
            { name: "T2", beds: 1 },
          ],
        },
      ],
    });
    const tour = await seedTour(db(), { vesselId: v.vessel.id });
    const sid = (
      await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2031-09-01", to: "2031-09-08" })
    ).id;
    const cabin = v.cabins[0].id;
    const beds = (await db().bed.findMany({ where: { roomId: cabin }, orderBy: { id: "asc" } })).map((b) => b.id);
    const shared = await book({
      type: "vessel",
      scheduleId: sid,
      customerId: anna,
      rooms: [{ roomId: cabin, bedIds: beds.slice(0, 2), guests: [anna, bea] }],
    });
    const alone = await book({
      type: "vessel",
      scheduleId: sid,
      customerId: carl,
      rooms: [{ roomId: v.cabins[1].id, guests: [carl] }],
    });
    expect([shared.status, alone.status], alone.text).toEqual([201, 201]);
    const principal = await resolvePrincipal(staff);
    const offered = async (id: number) => (await loadBookingPage(principal, id)).actions.includes("splitByCustomer");
    expect(await offered(shared.body.id)).toBe(true);
    expect(await offered(alone.body.id)).toBe(false);

    const split = (id: number) =>
      call(splitByCustomer, {
        method: "POST",
        path: `/api/bookings/${id}/splitByCustomer`,
        token: staff,
        params: { id: String(id) },
      });
    const nothing = await split(alone.body.id);
    expect(nothing.status).toBe(409);
    expect(nothing.body.details).toMatchObject({ reason: "NOTHING_TO_SPLIT" });

    const done = await split(shared.body.id);
    expect(done.status, done.text).toBe(200);
    expect(done.body.state).toBe("splitted");
    const parts = await db().booking.findMany({
      where: { id: { in: done.body.parts.map((p: { id: number }) => p.id) } },
      select: { customerId: true, rooms: { where: { active: true }, select: { beds: { select: { bedId: true } } } } },
      orderBy: { id: "asc" },
    });
    // each guest keeps one bed of the cabin, in a booking of their own
    expect(parts.map((p) => [p.customerId, p.rooms.flatMap((r) => r.beds.map((b) => b.bedId))])).toEqual([
      [anna, [beds[0]]],
      [bea, [beds[1]]],
    ]);
  });
});
