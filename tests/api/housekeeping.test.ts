// Housekeeping over HTTP: POST /api/rooms/{id}/status sets a room's status with its history row
// and refuses what may not follow (409), a bad status (400 naming the field in the caller's
// language) and callers without a scope that may (403); a check-out leaves its rooms dirty in the
// same transaction; GET /api/rooms/housekeeping pages the rooms, dirty first, with today's
// departures and arrivals; the occupancy grid answers each room's status.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as setStatus } from "@/app/api/rooms/[id]/status/route";
import { GET as housekeeping } from "@/app/api/rooms/housekeeping/route";
import { GET as occupancy } from "@/app/api/rooms/occupancy/route";
import { POST as checkin } from "@/app/api/bookings/[id]/checkin/route";
import { POST as checkout } from "@/app/api/bookings/[id]/checkout/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedBooking, seedCustomer } from "@/prisma/seed/factories";
import { seedDoubleRooms, tokenWith } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

let admin: string;
let housekeeper: string;
let desk: string;
let reader: string;
let nobody: string;
let today: string;
let resortId: number;
let rooms: number[];
let otherResortRoom: number;

const set = (id: number, body: unknown, token = housekeeper, lang = "en") =>
  call(setStatus, {
    method: "POST",
    token,
    params: { id: String(id) },
    body,
    headers: { "accept-language": lang },
  });
const list = (query: Record<string, string | number>, token = housekeeper) =>
  call(housekeeping, { token, query, headers: { "accept-language": "en" } });
const statusOf = async (id: number) =>
  (await db().room.findUniqueOrThrow({ where: { id }, select: { housekeepingStatus: true } })).housekeepingStatus;

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  housekeeper = await tokenWith(["housekeeping.update"], { name: "Hanna Housekeeping" });
  desk = await tokenWith(["bookings.read", "bookings.update"]);
  reader = await tokenWith(["bookings.read"]);
  nobody = await tokenWith(["customers.read"]);
  today = await operatorToday();
  const r = await seedDoubleRooms(5, { resortName: "Housekeeping Resort", roomName: (i) => `H${i + 1}` });
  resortId = r.resortId;
  rooms = r.roomIds;
  otherResortRoom = (await seedDoubleRooms(1, { resortName: "Other Resort", roomName: () => "O1" })).roomIds[0];
  const customerId = (await seedCustomer(db(), { firstName: "Hedda", lastName: "Gast" })).id;
  const bed = (i: number) => r.rooms[i].beds.map((b) => b.id);
  // H1: guests leave today; H2: guests arrive today; H3: guests stay over
  await seedBooking(db(), {
    bookingNo: "HK-OUT",
    resortId,
    customerId,
    from: addCalendarDays(today, -3),
    to: today,
    rooms: [{ roomId: rooms[0], bedIds: bed(0) }],
  });
  await seedBooking(db(), {
    bookingNo: "HK-IN",
    resortId,
    customerId,
    from: today,
    to: addCalendarDays(today, 2),
    rooms: [{ roomId: rooms[1], bedIds: bed(1) }],
  });
  await seedBooking(db(), {
    bookingNo: "HK-STAY",
    resortId,
    customerId,
    from: addCalendarDays(today, -1),
    to: addCalendarDays(today, 2),
    rooms: [{ roomId: rooms[2], bedIds: bed(2).slice(0, 1) }],
  });
});

describe("POST /api/rooms/{id}/status", () => {
  it("sets a room dirty, then clean, then inspected, each with its history row naming who, and the note", async () => {
    const user = await db().user.findFirstOrThrow({ where: { name: "Hanna Housekeeping" } });
    const dirty = await set(rooms[3], { status: "dirty" });
    expect(dirty.status, dirty.text).toBe(200);
    expect(dirty.body).toMatchObject({ id: rooms[3], status: "dirty", note: null, changedById: user.id });
    const clean = await set(rooms[3], { status: "clean", note: "  towels missing  " });
    expect(clean.body).toMatchObject({ status: "clean", note: "towels missing" });
    await set(rooms[3], { status: "inspected" });
    const history = await db().roomStatusChange.findMany({ where: { roomId: rooms[3] }, orderBy: { id: "asc" } });
    expect(history.map((h) => [h.from, h.to, h.note, h.userId])).toEqual([
      ["clean", "dirty", null, user.id],
      ["dirty", "clean", "towels missing", user.id],
      ["clean", "inspected", null, user.id],
    ]);
    // the same status with the same note changes nothing and writes no history
    expect((await set(rooms[3], { status: "inspected" })).status).toBe(200);
    expect(await db().roomStatusChange.count({ where: { roomId: rooms[3] } })).toBe(3);
  });

  it("refuses a status that may not follow with 409 in the caller's language, and changes nothing", async () => {
    await set(rooms[4], { status: "dirty" });
    const refused = await set(rooms[4], { status: "inspected" }, housekeeper, "de");
    expect(refused.status).toBe(409);
    expect(refused.body.details).toEqual({ from: "dirty", to: "inspected" });
    expect(refused.body.message).toBe(
      "Ein Zimmer mit dem Status schmutzig kann nicht auf geprüft gesetzt werden: ein schmutziges Zimmer wird gereinigt, bevor es geprüft wird.",
    );
    expect(await statusOf(rooms[4])).toBe("dirty");
  });

  it("answers 400 naming the field for an unknown status or a note too long, 404 for no room", async () => {
    const bad = await set(rooms[4], { status: "sparkling" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { path: string }) => f.path)).toEqual(["status"]);
    const long = await set(rooms[4], { status: "clean", note: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.fields.map((f: { path: string }) => f.path)).toEqual(["note"]);
    expect((await set(999999, { status: "clean" })).status).toBe(404);
    expect(await statusOf(rooms[4])).toBe("dirty");
  });

  it("lets housekeeping, the front desk and admins set a status, not a reader or someone else (403)", async () => {
    expect((await set(rooms[4], { status: "clean" }, reader)).status).toBe(403);
    expect((await set(rooms[4], { status: "clean" }, nobody)).status).toBe(403);
    expect(await statusOf(rooms[4])).toBe("dirty");
    expect((await set(rooms[4], { status: "clean" }, desk)).status).toBe(200);
    expect((await set(rooms[4], { status: "outOfService", note: "leaking tap" }, admin)).status).toBe(200);
    expect(await statusOf(rooms[4])).toBe("outOfService");
  });

  it("keeps a user limited to one resort away from another resort's rooms (404)", async () => {
    const limited = await db().user.create({
      data: {
        email: "hk-limited@example.test",
        name: "Limited",
        scopes: ["housekeeping.update"],
        allowedResortIds: [resortId],
      },
    });
    const token = await tokenFor(limited.id);
    expect((await set(otherResortRoom, { status: "dirty" }, token)).status).toBe(404);
    expect(await statusOf(otherResortRoom)).toBe("clean");
  });
});

describe("check-out marks the rooms dirty", () => {
  it("in the check-out's transaction, with a history row naming the booking; out of service stays", async () => {
    const r = await seedDoubleRooms(2, { resortName: "Checkout Resort", roomName: (i) => `K${i + 1}` });
    const customerId = (await seedCustomer(db(), { firstName: "Karl", lastName: "Gast" })).id;
    const b = await seedBooking(db(), {
      bookingNo: "HK-CO",
      resortId: r.resortId,
      customerId,
      from: addCalendarDays(today, -2),
      to: today,
      rooms: r.rooms.map((room) => ({ roomId: room.id, bedIds: room.beds.map((x) => x.id) })),
    });
    await set(r.roomIds[0], { status: "inspected" }, admin);
    await set(r.roomIds[1], { status: "outOfService" }, admin);
    const params = { id: String(b.id) };
    expect((await call(checkin, { method: "POST", token: desk, params })).status).toBe(200);
    expect(await statusOf(r.roomIds[0])).toBe("inspected");
    const out = await call(checkout, { method: "POST", token: desk, params });
    expect(out.status, out.text).toBe(200);
    expect(await statusOf(r.roomIds[0])).toBe("dirty");
    expect(await statusOf(r.roomIds[1])).toBe("outOfService");
    const row = await db().roomStatusChange.findFirstOrThrow({
      where: { roomId: r.roomIds[0] },
      orderBy: { id: "desc" },
    });
    expect(row).toMatchObject({ from: "inspected", to: "dirty", bookingId: b.id });
  });
});

describe("GET /api/rooms/housekeeping", () => {
  it("pages the resort's rooms dirty first, with today's departure, arrival and stay-over and the next task", async () => {
    await set(rooms[0], { status: "dirty" }, admin);
    await set(rooms[1], { status: "dirty" }, admin);
    const first = await list({ resortId, size: 2, page: 1 });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.body.data.map((r: { name: string }) => r.name)).toEqual(["H1", "H2"]);
    const [h1, h2] = first.body.data;
    expect(h1).toMatchObject({
      status: "dirty",
      today,
      departure: { number: "HK-OUT", checkedOut: false },
      arrival: null,
      task: "clean",
      asset: { type: "resort", id: resortId, name: "Housekeeping Resort" },
      changedBy: expect.any(String),
    });
    expect(h2).toMatchObject({ status: "dirty", arrival: { number: "HK-IN", pax: 2 }, task: "cleanForArrival" });
    const rest = await list({ resortId, size: 2, page: 2 });
    expect(rest.body.data.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ["H3", "clean"],
      ["H4", "inspected"],
    ]);
    expect(rest.body.data[0]).toMatchObject({ stayover: { number: "HK-STAY", pax: 1 }, task: "inspect" });
    const last = await list({ resortId, size: 2, page: 3 });
    expect(last.body.data.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ["H5", "outOfService"],
    ]);
  });

  it("filters by status (one or a comma list) and answers 400 for an unknown one", async () => {
    const dirty = await list({ resortId, status: "dirty" });
    expect(dirty.body.data.map((r: { name: string }) => r.name)).toEqual(["H1", "H2"]);
    const two = await list({ resortId, status: "inspected,outOfService" });
    expect(two.body.total).toBe(2);
    const bad = await list({ resortId, status: "sparkling" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toMatch(/^status/);
  });

  it("is open to housekeeping and booking readers, not to others (403)", async () => {
    expect((await list({ resortId }, reader)).status).toBe(200);
    expect((await list({ resortId }, nobody)).status).toBe(403);
  });

  it("puts each room's status on the occupancy grid", async () => {
    const grid = await call(occupancy, {
      token: admin,
      query: { resortId, from: today, to: addCalendarDays(today, 7) },
    });
    expect(grid.status, grid.text).toBe(200);
    expect(grid.body.rooms.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ["H1", "dirty"],
      ["H2", "dirty"],
      ["H3", "clean"],
      ["H4", "inspected"],
      ["H5", "outOfService"],
    ]);
  });
});
