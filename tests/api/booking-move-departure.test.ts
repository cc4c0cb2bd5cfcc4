// POST /api/bookings/moveSchedule/{from}/{to}: a whole departure moves in one step; who cannot be
// placed is reported and stays where they were (nothing half-moved); dryRun writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { GET as getOne } from "@/app/api/bookings/[id]/route";
import { POST as moveSchedule } from "@/app/api/bookings/moveSchedule/[from]/[to]/route";
import { db } from "@/lib/core/db";
import { seedCustomer, seedResort, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { STAFF_SCOPES, tokenWith, twoBedRooms } from "../helpers/factories";
import { call } from "../helpers/http";

let staff: string, reader: string;
let fromId: number, toId: number;
let d1: number, d2: number;
let x: number, y: number;

beforeAll(async () => {
  staff = await tokenWith(STAFF_SCOPES);
  reader = await tokenWith(["bookings.read"]);
  const v = await seedVessel(db(), {
    cabinTypes: [
      {
        name: "Double",
        key: "DBL",
        cabins: twoBedRooms(2, "D"),
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

describe("a departure's move with a resort stay beside a trip", () => {
  it("moves the stay with the trip; a booking whose stay is taken there stays whole and leaves its cabin to the next", async () => {
    const v = await seedVessel(db(), {
      cabinTypes: [
        {
          name: "Double",
          key: "DBL",
          cabins: twoBedRooms(2, "E"),
        },
      ],
    });
    const [e1, e2] = v.cabins.map((c) => c.id);
    const { rooms } = await seedResort(db(), {
      roomTypes: [
        {
          name: "Room",
          key: "RM",
          rooms: [
            { name: "Beach 1", beds: 2 },
            { name: "Beach 2", beds: 2 },
          ],
        },
      ],
    });
    const [r1, r2] = rooms.map((r) => r.id);
    const tour = await seedTour(db(), { vesselId: v.vessel.id });
    const dep = async (from: string, to: string) =>
      (await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from, to })).id;
    const [a, b] = [await dep("2032-08-01", "2032-08-08"), await dep("2032-09-05", "2032-09-12")];
    const [c1, c2, c3, c4] = [
      await seedCustomer(db()),
      await seedCustomer(db()),
      await seedCustomer(db()),
      await seedCustomer(db()),
    ].map((c) => c.id);
    const book = async (body: object) => {
      const r = await call(create, { method: "POST", path: "/api/bookings", token: staff, body });
      expect(r.status, r.text).toBe(201);
      return r.body.id as number;
    };
    const trip = (scheduleId: number, customerId: number, rooms: object[], state = "confirmed") =>
      book({ type: "vessel", scheduleId, customerId, state, rooms });
    // on the new departure one cabin is left; Beach 1 is taken the night after it
    await trip(b, c3, [{ roomId: e1, guests: [c3] }]);
    await book({
      type: "resort",
      resortId: (await db().room.findUniqueOrThrow({ where: { id: r1 } })).resortId,
      dateFrom: "2032-09-12",
      dateTo: "2032-09-13",
      customerId: c4,
      rooms: [{ roomId: r1, guests: [c4] }],
    });
    // firm, so placed first: its cabin fits, its stay after the trip (Beach 1) does not
    const firm = await trip(a, c1, [
      { roomId: e1, guests: [c1] },
      { roomId: r1, dateFrom: "2032-08-08", dateTo: "2032-08-10", guests: [c1] },
    ]);
    // an option with a stay before the trip (Beach 2, free on the new nights)
    const option = await trip(
      a,
      c2,
      [
        { roomId: e2, guests: [c2] },
        { roomId: r2, dateFrom: "2032-07-30", dateTo: "2032-08-01", guests: [c2] },
      ],
      "planned",
    );
    const r = await move(a, b);
    expect(r.status, r.text).toBe(200);
    expect(r.body.notPlaced).toEqual([expect.objectContaining({ id: firm, rooms: ["Beach 1"] })]);
    expect(r.body.moved).toEqual([expect.objectContaining({ id: option })]);
    const read = async (id: number) =>
      (await call(getOne, { path: `/api/bookings/${id}`, token: staff, params: { id: String(id) } })).body;
    const moved = await read(option);
    expect(moved.scheduleId).toBe(b);
    expect(
      Object.fromEntries(
        moved.rooms.map((x: { roomId: number; dateFrom: string; dateTo: string }) => [
          x.roomId,
          `${x.dateFrom}..${x.dateTo}`,
        ]),
      ),
    ).toEqual({ [e2]: "2032-09-05..2032-09-12", [r2]: "2032-09-03..2032-09-05" });
    const stayed = await read(firm);
    expect(stayed.scheduleId).toBe(a);
    expect(stayed.rooms.map((x: { roomId: number; dateFrom: string }) => [x.roomId, x.dateFrom])).toEqual([
      [e1, "2032-08-01"],
      [r1, "2032-08-08"],
    ]);
  });
});
