// POST /api/bookings/moveSchedule/{from}/{to}: a whole departure moves in one step; who cannot be
// placed is reported and stays where they were (nothing half-moved); dryRun writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { GET as getOne } from "@/app/api/bookings/[id]/route";
import { POST as moveSchedule } from "@/app/api/bookings/moveSchedule/[from]/[to]/route";
import { db } from "@/lib/core/db";
import { seedCustomer, seedSchedule, seedTour, seedUser, seedVessel } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let staff: string, reader: string;
let fromId: number, toId: number;
let d1: number, d2: number;
let x: number, y: number;

beforeAll(async () => {
  staff = await tokenFor(
    (await seedUser(db(), { scopes: ["bookings.read", "bookings.create", "bookings.update"] })).id,
  );
  reader = await tokenFor((await seedUser(db(), { scopes: ["bookings.read"] })).id);
  const v = await seedVessel(db(), {
    cabinTypes: [
      {
        name: "Double",
        key: "DBL",
        cabins: [
          { name: "D1", beds: 2 },
          { name: "D2", beds: 2 },
        ],
      },
    ],
  });
  [d1, d2] = v.cabins.map((c) => c.id);
  const tour = await seedTour(db(), { vesselId: v.vessel.id });
  fromId = (await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2032-04-01", to: "2032-04-08" }))
    .id;
  toId = (await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from: "2032-05-01", to: "2032-05-08" }))
    .id;
  const [c1, c2, c3] = [await seedCustomer(db()), await seedCustomer(db()), await seedCustomer(db())].map((c) => c.id);
  const book = async (scheduleId: number, roomId: number, customerId: number, state = "confirmed") => {
    const r = await call(create, {
      method: "POST",
      path: "/api/bookings",
      token: staff,
      body: { type: "vessel", scheduleId, customerId, state, rooms: [{ roomId, guests: [customerId] }] },
    });
    expect(r.status, r.text).toBe(201);
    return r.body.id as number;
  };
  x = await book(fromId, d1, c1);
  y = await book(fromId, d2, c2, "planned");
  await book(toId, d1, c3); // the new departure has one double cabin left
});

const move = (from: number, to: number, body: unknown = {}, token = staff) =>
  call(moveSchedule, {
    method: "POST",
    path: `/api/bookings/moveSchedule/${from}/${to}`,
    token,
    params: { from: String(from), to: String(to) },
    body,
  });

describe("POST /api/bookings/moveSchedule/{from}/{to}", () => {
  it("reports in a dry run and writes nothing", async () => {
    const r = await move(fromId, toId, { dryRun: true });
    expect(r.status, r.text).toBe(200);
    expect(r.body.moved.map((m: { id: number }) => m.id)).toEqual([x]);
    expect(r.body.notPlaced.map((m: { id: number }) => m.id)).toEqual([y]);
    const still = await call(getOne, { path: `/api/bookings/${x}`, token: staff, params: { id: String(x) } });
    expect(still.body.scheduleId).toBe(fromId);
  });

  it("moves the firm booking into the free cabin and leaves the one that does not fit untouched", async () => {
    const r = await move(fromId, toId);
    expect(r.status, r.text).toBe(200);
    expect(r.body.moved).toEqual([expect.objectContaining({ id: x, rooms: [{ from: "D1", to: "D2" }] })]);
    expect(r.body.notPlaced).toEqual([expect.objectContaining({ id: y, rooms: ["D2"] })]);
    const moved = await call(getOne, { path: `/api/bookings/${x}`, token: staff, params: { id: String(x) } });
    expect(moved.body).toMatchObject({ scheduleId: toId, dateFrom: "2032-05-01", state: "confirmed" });
    expect(moved.body.rooms.map((room: { roomId: number }) => room.roomId)).toEqual([d2]);
    const stayed = await call(getOne, { path: `/api/bookings/${y}`, token: staff, params: { id: String(y) } });
    expect(stayed.body).toMatchObject({ scheduleId: fromId, dateFrom: "2032-04-01", state: "planned" });
    expect(stayed.body.rooms.map((room: { roomId: number; active: boolean }) => [room.roomId, room.active])).toEqual([
      [d2, true],
    ]);
  });

  it("answers 400 for the same departure, 404 for an unknown one, 403 without bookings.update", async () => {
    expect((await move(fromId, fromId)).status).toBe(400);
    expect((await move(999999, toId)).status).toBe(404);
    expect((await move(fromId, toId, {}, reader)).status).toBe(403);
  });
});
