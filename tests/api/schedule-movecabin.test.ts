// /api/schedules/movecabin/{id}: a departure's cabins with their guests, and moving one guest of a
// shared cabin to another cabin; the gender rule and taken cabins answer 409, other departures 404.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { GET as cabins, POST as move } from "@/app/api/schedules/movecabin/[id]/route";
import { db } from "@/lib/core/db";
import { seedCustomer, seedSchedule, seedTour, seedUser, seedVessel } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let staff: string, reader: string;
let scheduleId: number, otherScheduleId: number;
let cabinA: number, cabinB: number, cabinC: number;
let anna: number, bea: number, carl: number;

beforeAll(async () => {
  staff = await tokenFor(
    (await seedUser(db(), { scopes: ["bookings.read", "bookings.create", "bookings.update"] })).id,
  );
  reader = await tokenFor((await seedUser(db(), { scopes: ["bookings.read"] })).id);
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
});
