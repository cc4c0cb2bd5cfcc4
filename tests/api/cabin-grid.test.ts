// A departure on the tape chart (issue 39, item 1, cabin beds): GET /api/schedules/{id}/occupancy
// answers a row per bed of each cabin and each guest on their bed over the trip's nights; the
// chart's drop asks POST /api/bookings/{id}/moveCabin with dryRun first (the new total by the
// pricing engine, nothing saved), then moves the guest to the named bed; a taken bed is a 409 in
// the dry run as in the move. Bad input 400, an unknown departure 404, no bookings.read 403.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as moveCabin } from "@/app/api/bookings/[id]/moveCabin/route";
import { GET as readBooking } from "@/app/api/bookings/[id]/route";
import { POST as create } from "@/app/api/bookings/route";
import { GET as chart } from "@/app/api/schedules/[id]/occupancy/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { unpackGrid, type WireGrid } from "@/lib/domain/booking/grid-wire";
import { seedCustomer, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedCurrencies, seedTripPrice, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

type Row = { id: number; name: string; bedId?: number; bed?: string; held?: boolean; status: string };
type Entry = { kind: string; roomId: number; bedId?: number; customerId?: number; label: string; from: string };
type Chart = { from: string; to: string; days: { date: string }[]; rooms: Row[]; entries: Entry[] };

let staff: string, reader: string, stranger: string;
let scheduleId: number, from: string;
let twin: { id: number; beds: { id: number }[] }, suite: { id: number; beds: { id: number }[] };
let ada: number, beaId: number;

beforeAll(async () => {
  await seedCurrencies("EUR");
  const admin = await tokenWith(["admin"]);
  staff = await tokenWith(STAFF_SCOPES);
  reader = await tokenWith(["bookings.read"]);
  stranger = await tokenWith(["customers.read"]);
  const v = await seedVessel(db(), {
    name: "MV Tape Chart",
    cabinTypes: [
      { name: "Twin", key: "TW", maxNoOfPax: 2, cabins: [{ name: "T1", beds: 2, allowSharedRoom: true }] },
      { name: "Suite", key: "SU", maxNoOfPax: 2, cabins: [{ name: "S1", beds: 2, allowSharedRoom: true }] },
    ],
  });
  [twin, suite] = v.cabins;
  // the suite costs more: a guest moved there pays more
  await seedTripPrice(admin, { vesselId: v.vessel.id, roomTypeId: v.cabins[0].roomTypeId, value: "800" });
  await seedTripPrice(admin, {
    name: "Suites",
    vesselId: v.vessel.id,
    roomTypeId: v.cabins[1].roomTypeId,
    value: "1600",
  });
  const tour = await seedTour(db(), { vesselId: v.vessel.id });
  from = addCalendarDays(await operatorToday(), 60);
  scheduleId = (
    await seedSchedule(db(), { tourId: tour.id, vesselId: v.vessel.id, from, to: addCalendarDays(from, 7) })
  ).id;
  ada = (await seedCustomer(db(), { gender: "f", firstName: "Ada", lastName: "Berth" })).id;
  beaId = (await seedCustomer(db(), { gender: "f", firstName: "Bea", lastName: "Berth" })).id;
}, 120_000);

const read = async (token: string, id: string) => {
  const res = await call(chart, { path: `/api/schedules/${id}/occupancy`, token, params: { id } });
  // the chart as the browser unpacks it (grid-wire.ts)
  return res.status === 200 ? { ...res, body: unpackGrid(res.body as WireGrid) } : res;
};
const berth = (customerId: number, roomId: number, bedId: number) =>
  call(create, {
    method: "POST",
    path: "/api/bookings",
    token: staff,
    body: {
      type: "vessel",
      scheduleId,
      customerId,
      state: "confirmed",
      rooms: [{ roomId, bedIds: [bedId], guests: [customerId] }],
    },
  });
const move = (bookingId: number, body: unknown) =>
  call(moveCabin, { method: "POST", token: staff, params: { id: String(bookingId) }, body });
const booking = async (id: number) =>
  (await call(readBooking, { path: `/api/bookings/${id}`, token: staff, params: { id: String(id) } })).body as {
    version: number;
    total: string;
    rooms: { roomId: number; beds: { bedId: number }[] }[];
  };

describe("a departure on the tape chart", () => {
  it("has a row per bed and each guest on their bed over the trip; a guest moves to another bed after a dry run", async () => {
    const a = await berth(ada, twin.id, twin.beds[0].id);
    const b = await berth(beaId, twin.id, twin.beds[1].id);
    expect([a.status, b.status], a.text + b.text).toEqual([201, 201]);

    const c = await read(reader, String(scheduleId));
    expect(c.status, c.text).toBe(200);
    const grid = c.body as Chart;
    expect([grid.from, grid.to, grid.days.length]).toEqual([from, addCalendarDays(from, 7), 7]);
    // two cabins, two beds each: four rows, the twin's beds taken
    expect(grid.rooms.map((r) => [r.name, r.bedId, r.held])).toEqual([
      ["T1", twin.beds[0].id, true],
      ["T1", twin.beds[1].id, true],
      ["S1", suite.beds[0].id, false],
      ["S1", suite.beds[1].id, false],
    ]);
    const ofAda = grid.entries.find((e) => e.customerId === ada)!;
    expect(ofAda).toMatchObject({ kind: "booking", roomId: twin.id, bedId: twin.beds[0].id, from, label: "Ada Berth" });
    expect(grid.entries.find((e) => e.customerId === beaId)).toMatchObject({ bedId: twin.beds[1].id });

    // the dry run: the suite's price, nothing saved
    const before = await booking(a.body.id);
    const body = { customerId: ada, fromBookingRoomId: a.body.rooms[0].id, roomId: suite.id, bedId: suite.beds[1].id };
    const dry = await move(a.body.id, { ...body, dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(Number(dry.body.total)).toBeGreaterThan(Number(before.total));
    const still = await booking(a.body.id);
    expect([still.version, still.total, still.rooms[0].roomId]).toEqual([before.version, before.total, twin.id]);

    // applied: Ada on the suite's second bed, at the price the dry run said
    const done = await move(a.body.id, body);
    expect(done.status, done.text).toBe(200);
    expect(done.body.total).toBe(dry.body.total);
    const after = (await read(staff, String(scheduleId))).body as Chart;
    expect(after.entries.find((e) => e.customerId === ada)).toMatchObject({
      roomId: suite.id,
      bedId: suite.beds[1].id,
    });
    expect(after.rooms.find((r) => r.bedId === twin.beds[0].id)?.held).toBe(false);
  });

  it("refuses a taken bed with 409 in the dry run as in the move, and moves nobody", async () => {
    const grid = (await read(staff, String(scheduleId))).body as Chart;
    const bea = grid.entries.find((e) => e.customerId === beaId)!;
    const b = await db().bookingRoom.findFirstOrThrow({
      where: { roomId: twin.id, active: true, guests: { some: { customerId: beaId } } },
      select: { id: true, bookingId: true },
    });
    const version = (await booking(b.bookingId)).version;
    // the suite's second bed is Ada's now
    const body = { customerId: beaId, fromBookingRoomId: b.id, roomId: suite.id, bedId: suite.beds[1].id };
    const dry = await move(b.bookingId, { ...body, dryRun: true });
    expect(dry.status, dry.text).toBe(409);
    const real = await move(b.bookingId, body);
    expect(real.status).toBe(409);
    expect(bea.bedId).toBe(twin.beds[1].id);
    const now = await booking(b.bookingId);
    expect([now.version, now.rooms[0].roomId]).toEqual([version, twin.id]);
    // a dry run with bad input is a 400 naming the field
    const bad = await move(b.bookingId, { ...body, dryRun: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject([{ path: "dryRun" }]);
  });

  it("answers 400 for a bad id, 404 for an unknown departure, 403 without bookings.read", async () => {
    expect((await read(staff, "x")).status).toBe(400);
    expect((await read(staff, "999999")).status).toBe(404);
    expect((await read(stranger, String(scheduleId))).status).toBe(403);
  });
});
