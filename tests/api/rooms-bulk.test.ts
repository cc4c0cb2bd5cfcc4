// "Add N rooms of this type" (POST /api/rooms/bulk): the rooms named by a pattern, persons and beds
// from their type, each with its history; a name the resort already has refuses them all (409
// naming it); the asset's update scope is needed; and a single new room takes its type's persons.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/api/rooms/bulk/route";
import { POST as create } from "@/app/api/[resource]/route";
import { db } from "@/lib/core/db";
import { seedResort, seedVessel } from "@/prisma/seed/factories";
import { tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string;
let vesselOnly: string;
const ids: Record<string, number> = {};

const post = (body: unknown, token = admin) =>
  call(bulk, { method: "POST", token, body, headers: { "accept-language": "en" } });
const roomsOf = (where: { resortId?: number; vesselId?: number }) =>
  db().room.findMany({
    where,
    orderBy: { sort: "asc" },
    select: {
      name: true,
      maxNoOfPax: true,
      minNoOfPax: true,
      defaultNoOfPax: true,
      availableBeds: true,
      sort: true,
      kind: true,
      _count: { select: { beds: true } },
    },
  });

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  vesselOnly = await tokenWith(["vessel.read", "vessel.update", "resort.read"]);
  const { resort, rooms } = await seedResort(db(), {
    name: "Bulk Resort",
    roomTypes: [{ name: "Family", key: "FAM", maxNoOfPax: 4, defaultNoOfPax: 3, rooms: [{ name: "105", beds: 4 }] }],
  });
  ids.resort = resort.id;
  ids.family = rooms[0].roomTypeId;
  const { vessel, cabins, decks } = await seedVessel(db(), {
    name: "Bulk Vessel",
    cabinTypes: [{ name: "Triple", key: "TRI", maxNoOfPax: 3, defaultNoOfPax: 3, cabins: [{ name: "C1", beds: 3 }] }],
  });
  ids.vessel = vessel.id;
  ids.triple = cabins[0].roomTypeId;
  ids.deck = decks[0].id;
});

describe("POST /api/rooms/bulk", () => {
  it("creates the rooms a range names, with persons and beds from their type and a history each", async () => {
    const res = await post({ roomTypeId: ids.family, pattern: "2{01..03}" });
    expect(res.status).toBe(201);
    expect(res.body.rooms.map((r: { name: string }) => r.name)).toEqual(["201", "202", "203"]);
    const rooms = (await roomsOf({ resortId: ids.resort })).filter((r) => r.name.startsWith("2"));
    expect(rooms).toHaveLength(3);
    for (const r of rooms)
      expect(r).toMatchObject({
        kind: "Room",
        maxNoOfPax: 4,
        defaultNoOfPax: 3,
        availableBeds: 4,
        _count: { beds: 4 },
      });
    // after the resort's rooms, in the pattern's order
    expect(rooms.map((r) => r.sort)).toEqual([1, 2, 3]);
    const history = await db().auditEvent.findMany({
      where: { action: "room.created", entityId: { in: res.body.rooms.map((r: { id: number }) => String(r.id)) } },
    });
    expect(history).toHaveLength(3);
  });

  it("creates cabins on a deck from {n} and a start number", async () => {
    const res = await post({ roomTypeId: ids.triple, pattern: "Cabin {n}", count: 3, start: 5, deckId: ids.deck });
    expect(res.status).toBe(201);
    const cabins = (await roomsOf({ vesselId: ids.vessel })).filter((r) => r.name.startsWith("Cabin"));
    expect(cabins.map((c) => [c.name, c.kind, c.maxNoOfPax, c.availableBeds])).toEqual([
      ["Cabin 5", "Cabin", 3, 3],
      ["Cabin 6", "Cabin", 3, 3],
      ["Cabin 7", "Cabin", 3, 3],
    ]);
  });

  it("refuses them all with 409 naming the names taken, and creates none", async () => {
    const before = (await roomsOf({ resortId: ids.resort })).length;
    const res = await post({ roomTypeId: ids.family, pattern: "1{04..07}" });
    expect(res.status).toBe(409);
    // 105 is the seeded room (case and all compared as names)
    expect(res.body.message).toBe(
      "The resort or vessel already has rooms with these names (1): 105. Nothing was created.",
    );
    expect(res.body.details).toEqual({ names: ["105"] });
    expect((await roomsOf({ resortId: ids.resort })).length).toBe(before);
    // another resort's or vessel's names do not clash: "C1" is the vessel's, not the resort's
    expect((await post({ roomTypeId: ids.family, pattern: "C1" })).status).toBe(201);
  });

  it("answers 400 naming the field for a bad pattern, a deck of no vessel or an unknown type", async () => {
    const none = await post({ roomTypeId: ids.family, pattern: "Suite", count: 3 });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual([
      expect.objectContaining({
        path: "pattern",
        message: "Several rooms need a placeholder in the name: {n} or a range like {01..12}",
      }),
    ]);
    const many = await post({ roomTypeId: ids.family, pattern: "X{n}", count: 500 });
    expect(many.status).toBe(400);
    expect(many.body.fields[0].path).toBe("count");
    const deck = await post({ roomTypeId: ids.family, pattern: "D{n}", count: 2, deckId: ids.deck });
    expect(deck.status).toBe(400);
    expect(deck.body.fields[0].path).toBe("deckId");
    const type = await post({ roomTypeId: 999_999, pattern: "T{n}", count: 2 });
    expect(type.status).toBe(400);
    expect(type.body.fields[0].path).toBe("roomTypeId");
    expect((await roomsOf({ resortId: ids.resort })).some((r) => /^(D|T)\d/.test(r.name))).toBe(false);
  });

  it("needs the update scope of the type's resort or vessel", async () => {
    expect((await post({ roomTypeId: ids.family, pattern: "V{n}", count: 2 }, vesselOnly)).status).toBe(403);
    expect((await post({ roomTypeId: ids.triple, pattern: "V{n}", count: 2 }, vesselOnly)).status).toBe(201);
    const reader = await tokenWith(["resort.read", "vessel.read"]);
    expect((await post({ roomTypeId: ids.family, pattern: "W{n}", count: 2 }, reader)).status).toBe(403);
    expect((await post({ roomTypeId: ids.family, pattern: "W{n}", count: 2 }, "")).status).toBe(401);
  });
});

describe("a single new room", () => {
  it("takes its persons and beds from its room type unless given", async () => {
    const res = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "rooms" },
      body: { name: "Single-1", resortId: ids.resort, roomTypeId: ids.family },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ maxNoOfPax: 4, minNoOfPax: 1, defaultNoOfPax: 3, availableBeds: 4 });
    const given = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "rooms" },
      body: { name: "Single-2", resortId: ids.resort, roomTypeId: ids.family, maxNoOfPax: 2, defaultNoOfPax: 2 },
    });
    expect(given.body).toMatchObject({ maxNoOfPax: 2, defaultNoOfPax: 2, availableBeds: 2 });
  });
});

describe("room type and room controls without magic numbers", () => {
  it("an empty OTA count or size is stored as the spec's -1 ('not offered', 'not given'); hidden sets visible", async () => {
    const made = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "roomtypes" },
      body: { name: "Loft", key: "LOFT", resortId: ids.resort, availableToOTA: "", sizeInSqm: null, hide: true },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ availableToOTA: -1, sizeInSqm: -1, hide: true, isVisible: false });
    const room = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "rooms" },
      body: { name: "Loft-1", resortId: ids.resort, roomTypeId: made.body.id, hide: true },
    });
    expect(room.body).toMatchObject({ hide: true, isVisible: false });
  });
});
