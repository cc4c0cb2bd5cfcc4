// Rooms and cabins with their beds (/api/rooms), bed types in use, blockers (addBlocker,
// removeBlocker), room lookups (resort, roomtype/{id}) and the occupancy grid's data: the issue's
// bad input answers 400, 404 or 409 naming the problem and changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/[resource]/route";
import { GET as get, POST as update, DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { POST as copyRoute } from "@/app/api/[resource]/[id]/copy/route";
import { POST as addBlocker } from "@/app/api/rooms/addBlocker/route";
import { POST as removeBlocker } from "@/app/api/rooms/removeBlocker/route";
import { GET as resortRooms } from "@/app/api/rooms/resort/route";
import { GET as ofType } from "@/app/api/rooms/roomtype/[id]/route";
import { GET as occupancy } from "@/app/api/rooms/occupancy/route";
import { GET as available } from "@/app/api/rooms/available/[id]/route";
import { GET as constants } from "@/app/api/resort/constants/route";
import { addCalendarDays, todayIn } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { formatDayRange } from "@/lib/i18n/date-format";
import { toAppError } from "@/lib/http/error-response";
import { readGroup, writeGroup } from "@/lib/domain/settings/group-settings";
import { seedBooking, seedCustomer, seedResort, seedVessel } from "@/prisma/seed/factories";
import { seedCurrencies, seedDoubleRooms, tokenWith, twoBedRooms } from "../helpers/factories";
import { unpackGrid } from "@/lib/domain/booking/grid-wire";
import { call } from "../helpers/http";
import { apiCreate, apiUpdate, apiDelete, apiSave } from "../helpers/resource-calls";

let admin: string;
let staff: string;
let nobody: string;
let today: string;
const ids: Record<string, number> = {};

const post = (handler: typeof addBlocker, body: unknown, token = admin) =>
  call(handler, { method: "POST", token, body, headers: { "accept-language": "en" } });
const rooms = (body: unknown, token = admin) =>
  call(create, { method: "POST", token, params: { resource: "rooms" }, body, headers: { "accept-language": "en" } });
const editRoom = (id: number, body: unknown) => apiUpdate(admin, "rooms", id, body, "en");
const roomOf = async (id: number) =>
  (await call(get, { token: admin, params: { resource: "rooms", id: String(id) } })).body;

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  staff = await tokenWith(["bookings.read", "bookings.update"]);
  nobody = await tokenWith(["customers.read"]);
  today = await operatorToday();
  const grid = await seedDoubleRooms(2, { resortName: "Grid Resort" });
  ids.resort = grid.resortId;
  ids.type = grid.roomTypeId;
  [ids.room, ids.room2] = grid.roomIds;
  const { vessel, cabins, decks } = await seedVessel(db(), { name: "Grid Vessel" });
  ids.vessel = vessel.id;
  ids.cabinType = cabins[0].roomTypeId;
  ids.deck = decks[0].id;
  const other = await seedVessel(db());
  ids.otherDeck = other.decks[0].id;
  ids.customer = (await seedCustomer(db(), { firstName: "Grete", lastName: "Gast" })).id;
  // room 101 is booked from the day after tomorrow for 3 nights, on both its beds
  await seedBooking(db(), {
    bookingNo: "GRID-1",
    resortId: grid.resortId,
    from: addCalendarDays(today, 2),
    to: addCalendarDays(today, 5),
    customerId: ids.customer,
    rooms: [{ roomId: ids.room, bedIds: grid.rooms[0].beds.map((b) => b.id) }],
  });
});

describe("rooms with their beds", () => {
  it("GET /api/rooms/{id} includes beds: [{id, ...}]", async () => {
    const room = await roomOf(ids.room);
    expect(room.beds).toHaveLength(2);
    expect(room.beds[0]).toMatchObject({ id: expect.any(Number), active: true, visible: true, internalId: "101-1" });
    expect(room).toMatchObject({ kind: "Room", type: "Room", availableBeds: 2 });
  });

  it("creates a cabin with its beds in one request and edits, adds and removes beds with the room", async () => {
    const made = await rooms({
      name: "C7",
      vesselId: ids.vessel,
      deckId: ids.deck,
      roomTypeId: ids.cabinType,
      allowSharedRoom: true,
      beds: [{ internalId: "C7-A" }, { internalId: "C7-B", maxAge: 12 }, { internalId: "C7-C", active: false }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ kind: "Cabin", availableBeds: 2 });
    expect(made.body.beds.map((b: { internalId: string }) => b.internalId)).toEqual(["C7-A", "C7-B", "C7-C"]);
    const [a, b] = made.body.beds;
    const edited = await editRoom(made.body.id, {
      beds: [{ id: b.id, internalId: "C7-B", maxAge: 14 }, { id: a.id, internalId: "C7-A" }, { internalId: "C7-D" }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(
      edited.body.beds.map((x: { internalId: string; maxAge: number | null }) => [x.internalId, x.maxAge]),
    ).toEqual([
      ["C7-B", 14],
      ["C7-A", null],
      ["C7-D", null],
    ]);
    expect(edited.body.availableBeds).toBe(3);
    // without a bed list, a new count adds beds
    const more = await editRoom(made.body.id, { availableBeds: 4 });
    expect(more.body.beds.filter((x: { active: boolean }) => x.active)).toHaveLength(4);
  });

  it("makes a resort room's default beds when none are given", async () => {
    const made = await rooms({ name: "103", resortId: ids.resort, roomTypeId: ids.type, availableBeds: 3 });
    expect(made.status).toBe(201);
    expect(made.body.beds).toHaveLength(3);
  });

  it("refuses a room type of another asset, a deck of another vessel, both or no asset (400, nothing written)", async () => {
    const before = await db().room.count();
    const foreignType = await rooms({ name: "X1", resortId: ids.resort, roomTypeId: ids.cabinType });
    expect(foreignType.status).toBe(400);
    expect(foreignType.body.fields).toEqual([
      expect.objectContaining({ path: "roomTypeId", message: "This room type belongs to another resort or vessel" }),
    ]);
    const foreignDeck = await rooms({
      name: "X2",
      vesselId: ids.vessel,
      roomTypeId: ids.cabinType,
      deckId: ids.otherDeck,
    });
    expect(foreignDeck.body.fields[0].path).toBe("deckId");
    const both = await rooms({ name: "X3", resortId: ids.resort, vesselId: ids.vessel, roomTypeId: ids.type });
    expect(both.status).toBe(400);
    const pax = await rooms({ name: "X4", resortId: ids.resort, roomTypeId: ids.type, minNoOfPax: 3, maxNoOfPax: 2 });
    expect(pax.status).toBe(400);
    const moved = await editRoom(ids.room2, { roomTypeId: ids.cabinType });
    expect(moved.status).toBe(400);
    expect(await db().room.count()).toBe(before);
    expect((await roomOf(ids.room2)).roomTypeId).toBe(ids.type);
  });

  it("refuses a bed count below the beds already sold, naming the booking (409, nothing changed)", async () => {
    const fewer = await editRoom(ids.room, { availableBeds: 1 });
    expect(fewer.status).toBe(409);
    expect(fewer.body.message).toContain("GRID-1");
    const room = await roomOf(ids.room);
    const dropped = await editRoom(ids.room, { beds: [{ id: room.beds[0].id }] });
    expect(dropped.status).toBe(409);
    expect(dropped.body.details.bookings).toEqual(["GRID-1"]);
    const off = await editRoom(ids.room, { beds: [{ id: room.beds[0].id }, { id: room.beds[1].id, active: false }] });
    expect(off.status).toBe(409);
    const after = await roomOf(ids.room);
    expect(after.beds.map((b: { active: boolean }) => b.active)).toEqual([true, true]);
    expect(after.availableBeds).toBe(2);
  });

  it("refuses unknown or repeated additional bed types, unknown images and a bed's unknown type (400 naming the field, nothing changed)", async () => {
    const before = await roomOf(ids.room2);
    expect(Array.isArray(before.additionalBedTypeIds) && Array.isArray(before.images)).toBe(true);
    const edit = (body: unknown) =>
      call(update, { method: "POST", token: admin, params: { resource: "rooms", id: String(ids.room2) }, body });
    const unknownType = await edit({ additionalBedTypeIds: [999999] });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.fields).toMatchObject([{ path: "additionalBedTypeIds" }]);
    const bedType = await db().bedType.create({ data: { name: "Sofa bed", key: `sofa${Date.now()}`, sleeps: 1 } });
    const twice = await edit({ additionalBedTypeIds: [bedType.id, bedType.id] });
    expect(twice.body.fields).toMatchObject([{ path: "additionalBedTypeIds" }]);
    const image = await edit({ images: [999999] });
    expect(image.status).toBe(400);
    expect(image.body.fields).toMatchObject([{ path: "images.0" }]);
    const after = await roomOf(ids.room2);
    expect([after.additionalBedTypeIds, after.images]).toEqual([before.additionalBedTypeIds, before.images]);
    const resort = await apiUpdate(admin, "resort", ids.resort, { images: [999999] });
    expect(resort.body.fields).toMatchObject([{ path: "images.0" }]);
    expect((await edit({ additionalBedTypeIds: [bedType.id] })).status).toBe(200);
    // a bed's own type that does not exist is named at the bed it is on
    const bed = await edit({
      beds: [...before.beds.map((b: { id: number }) => ({ id: b.id })), { bedTypeId: 999999 }],
    });
    expect(bed.status, bed.text).toBe(400);
    expect(bed.body.fields).toMatchObject([{ path: `beds.${before.beds.length}.bedTypeId` }]);
    expect((await roomOf(ids.room2)).beds).toHaveLength(before.beds.length);
  });

  it("refuses to take a room out of sale while bookings hold it from today on (409, still active)", async () => {
    const off = await apiUpdate(admin, "rooms", ids.room, { isActive: false }, "en");
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(
      "Bookings (1) hold the room from today on: move or cancel them before it goes out of sale.",
    );
    expect((await roomOf(ids.room)).isActive).toBe(true);
    // a room nobody holds goes out of sale and back
    for (const isActive of [false, true]) {
      const res = await apiUpdate(admin, "rooms", ids.room2, { isActive });
      expect(res.status, res.text).toBe(200);
    }
  });

  it("'from today on' is today where the room is: a stay that left today in the resort's zone does not hold it", async () => {
    const { resort: east, rooms: made } = await seedResort(db(), {
      name: "Dateline Resort",
      roomTypes: [{ name: "Double", key: "DBL", rooms: [{ name: "E1", beds: 2 }] }],
    });
    await db().resort.update({ where: { id: east.id }, data: { timezone: "Pacific/Kiritimati" } });
    // the guests left this morning on Kiritimati, where it is already tomorrow (or later) for Pago Pago
    const resortToday = todayIn("Pacific/Kiritimati");
    await seedBooking(db(), {
      resortId: east.id,
      from: addCalendarDays(resortToday, -3),
      to: resortToday,
      customerId: ids.customer,
      rooms: [{ roomId: made[0].id, bedIds: made[0].beds.map((b) => b.id) }],
    });
    const before = (await readGroup("general")).timezone;
    try {
      await writeGroup("general", { timezone: "Pacific/Pago_Pago" });
      const off = await apiUpdate(admin, "rooms", made[0].id, { isActive: false });
      expect(off.status, off.text).toBe(200);
    } finally {
      await writeGroup("general", { timezone: before });
    }
  });

  it("refuses to delete a room that bookings hold (409 naming them)", async () => {
    const res = await apiDelete(admin, "rooms", ids.room, "en");
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/bookings \(1\)/);
    expect(await db().room.findUnique({ where: { id: ids.room } })).not.toBeNull();
  });

  it("refuses to delete a bed type that rooms or beds use (409 STILL_REFERENCED, nothing nulled); an unused one goes", async () => {
    const bedType = async (key: string) =>
      (await apiCreate(admin, "bedtype", { name: key, key, sleeps: 2 })).body.id as number;
    const deleteType = (id: number) => apiDelete(admin, "bedtype", id, "en");
    const [ofRoom, ofBed, extra, unused] = [
      await bedType("queen"),
      await bedType("bunk"),
      await bedType("sofa"),
      await bedType("hammock"),
    ];
    const bed = await db().bed.findFirstOrThrow({ where: { roomId: ids.room2 }, orderBy: { id: "asc" } });
    await db().room.update({ where: { id: ids.room2 }, data: { bedTypeId: ofRoom, additionalBedTypeIds: [extra] } });
    await db().bed.update({ where: { id: bed.id }, data: { bedTypeId: ofBed } });

    const byRoom = await deleteType(ofRoom);
    expect(byRoom.status).toBe(409);
    expect(byRoom.body.description).toBe("STILL_REFERENCED");
    expect(byRoom.body.message).toBe("This is still in use and cannot be deleted: rooms (1).");
    expect((await deleteType(ofBed)).body.details.references).toEqual([{ resource: "beds", count: 1 }]);
    expect((await deleteType(extra)).status).toBe(409);
    expect(await db().room.findUniqueOrThrow({ where: { id: ids.room2 } })).toMatchObject({
      bedTypeId: ofRoom,
      additionalBedTypeIds: [extra],
    });
    expect((await db().bed.findUniqueOrThrow({ where: { id: bed.id } })).bedTypeId).toBe(ofBed);
    expect(await db().bedType.count({ where: { id: { in: [ofRoom, ofBed, extra] } } })).toBe(3);

    expect((await deleteType(unused)).status).toBe(204);
    // a key already taken: 409 naming the field, nothing written
    const twice = await apiCreate(admin, "bedtype", { name: "Queen again", key: "queen", sleeps: 2 }, "en");
    expect(twice.status).toBe(409);
    expect(twice.body.fields).toEqual([{ path: "key", message: "This value is already taken" }]);
    expect(await db().bedType.count({ where: { key: "queen" } })).toBe(1);
    // no longer used: it goes
    await db().room.update({ where: { id: ids.room2 }, data: { bedTypeId: null, additionalBedTypeIds: [] } });
    expect((await deleteType(ofRoom)).status).toBe(204);
  });

  it("refuses to delete a deck its cabins are on (409 STILL_REFERENCED); an empty one goes", async () => {
    const { vessel, cabins } = await seedVessel(db(), { name: "MV Decks" });
    const deck = await db().deck.create({ data: { vesselId: vessel.id, name: "Main" } });
    const empty = await db().deck.create({ data: { vesselId: vessel.id, name: "Sun" } });
    await db().room.update({ where: { id: cabins[0].id }, data: { deckId: deck.id } });
    const drop = (id: number) =>
      call(remove, { method: "DELETE", token: admin, params: { resource: "vesseldeck", id: String(id) } });
    const used = await drop(deck.id);
    expect(used.status).toBe(409);
    expect(used.body.details.references).toEqual([{ resource: "rooms", count: 1 }]);
    expect((await db().room.findUniqueOrThrow({ where: { id: cabins[0].id } })).deckId).toBe(deck.id);
    expect((await drop(empty.id)).status).toBe(204);
  });

  it("refuses to move a deck with cabins to another vessel (409 naming them, nothing changed); an empty one moves", async () => {
    const { vessel, cabins } = await seedVessel(db(), {
      name: "MV Deck Move",
      cabinTypes: [
        {
          name: "Double Cabin",
          key: "DBL",
          cabins: twoBedRooms(2, "M"),
        },
      ],
    });
    const deckId = cabins[0].deckId!;
    const elsewhere = await seedVessel(db(), { name: "MV Elsewhere" });
    const moveDeck = (id: number, lang = "en") =>
      apiUpdate(admin, "vesseldeck", id, { vesselId: elsewhere.vessel.id }, lang);
    const used = await moveDeck(deckId);
    expect(used.status, used.text).toBe(409);
    expect(used.body.message).toBe("Cabins (2) are on this deck, so it stays on its vessel: M1, M2.");
    expect(used.body.details.rooms.map((r: { name: string }) => r.name)).toEqual(["M1", "M2"]);
    expect((await moveDeck(deckId, "de")).body.message).toBe(
      "Auf diesem Deck liegen Kabinen (2), daher bleibt es auf seinem Schiff: M1, M2.",
    );
    expect((await db().deck.findUniqueOrThrow({ where: { id: deckId } })).vesselId).toBe(vessel.id);
    // the cabins on it still save
    expect((await editRoom(cabins[0].id, { seaview: true })).status).toBe(200);
    const empty = await db().deck.create({ data: { vesselId: vessel.id, name: "Empty" } });
    const moved = await moveDeck(empty.id);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.vesselId).toBe(elsewhere.vessel.id);
  });

  it("refuses to move a room type with rooms to another resort or vessel (409 naming them, nothing changed)", async () => {
    const { resort, rooms: made } = await seedResort(db(), {
      name: "Type Move Resort",
      roomTypes: [{ name: "Villa", key: "VIL", rooms: [{ name: "V1", beds: 2 }] }],
    });
    const typeId = made[0].roomTypeId;
    const moveType = (body: unknown) => apiUpdate(admin, "roomtypes", typeId, body, "en");
    for (const body of [{ resortId: ids.resort }, { resortId: null, vesselId: ids.vessel }]) {
      const res = await moveType(body);
      expect(res.status, res.text).toBe(409);
      expect(res.body.message).toBe("The room type has rooms (1) and cannot move to another resort or vessel: V1.");
      expect(res.body.details.rooms).toEqual([{ id: made[0].id, name: "V1" }]);
    }
    expect(await db().roomType.findUniqueOrThrow({ where: { id: typeId } })).toMatchObject({
      resortId: resort.id,
      vesselId: null,
    });
  });

  it("refuses a second room type with a key its resort or vessel has (409 naming key); another asset may use it", async () => {
    const roomType = (body: Record<string, unknown>, id?: number) => apiSave(admin, "roomtypes", id, body, "en");
    const before = await db().roomType.count();
    for (const body of [
      { name: "Double again", key: "DBL", resortId: ids.resort },
      { name: "Double again", key: "dbl", resortId: ids.resort },
      { name: "Cabin again", key: "DBL", vesselId: ids.vessel },
    ]) {
      const twice = await roomType(body);
      expect(twice.status, twice.text).toBe(409);
      expect(twice.body.fields).toEqual([{ path: "key", message: "This value is already taken" }]);
    }
    expect(await db().roomType.count()).toBe(before);
    // the database refuses it too (a write racing past the check), naming the fields of its index
    const raced = await db()
      .roomType.create({ data: { name: "Raced", key: "DBL", resortId: ids.resort } })
      .catch((e: unknown) => toAppError(e, "POST"));
    expect(raced).toMatchObject({
      code: "CONFLICT",
      fields: [
        { path: "resortId", message: "validation.unique" },
        { path: "key", message: "validation.unique" },
      ],
    });
    // another resort's or a vessel's key is no clash
    const { resort: other } = await seedResort(db(), { name: "Key Resort", roomTypes: [] });
    const own = await roomType({ name: "Double", key: "DBL", resortId: other.id });
    expect(own.status, own.text).toBe(201);
    // renamed to a key its resort has, or moved to where the key is taken
    const suite = await roomType({ name: "Suite", key: "STE", resortId: other.id });
    expect((await roomType({ key: "DBL" }, suite.body.id)).status).toBe(409);
    expect((await roomType({ resortId: ids.resort, key: "DBL" }, own.body.id)).body.fields).toEqual([
      { path: "key", message: "This value is already taken" },
    ]);
    expect((await db().roomType.findUniqueOrThrow({ where: { id: suite.body.id } })).key).toBe("STE");
    // a copy takes a key of its own
    const copied = await call(copyRoute, {
      method: "POST",
      token: admin,
      params: { resource: "roomtypes", id: String(own.body.id) },
    });
    expect(copied.status, copied.text).toBe(201);
    expect(copied.body.key).toBe("DBL-2");
  });

  it("refuses two beds of a room with one internal ID (409 naming the bed's field, nothing changed)", async () => {
    const before = await db().room.count();
    const made = await rooms({
      name: "C9",
      vesselId: ids.vessel,
      roomTypeId: ids.cabinType,
      beds: [{ internalId: "C9-A" }, { internalId: "C9-A" }],
    });
    expect(made.status, made.text).toBe(409);
    expect(made.body.fields).toEqual([{ path: "beds.1.internalId", message: "This value is already taken" }]);
    expect(await db().room.count()).toBe(before);
    // a bed without an ID is named after the room, around the IDs the others have
    const ok = await rooms({
      name: "C9",
      vesselId: ids.vessel,
      roomTypeId: ids.cabinType,
      beds: [{}, { internalId: "C9-1" }],
    });
    expect(ok.status, ok.text).toBe(201);
    const [a, b] = ok.body.beds as { id: number; internalId: string }[];
    expect([a.internalId, b.internalId]).toEqual(["C9-2", "C9-1"]);
    const dup = await editRoom(ok.body.id, {
      beds: [
        { id: a.id, internalId: "C9-2" },
        { id: b.id, internalId: "C9-2" },
      ],
    });
    expect(dup.status, dup.text).toBe(409);
    expect(dup.body.fields).toEqual([{ path: "beds.1.internalId", message: "This value is already taken" }]);
    expect((await roomOf(ok.body.id)).beds.map((x: { internalId: string }) => x.internalId)).toEqual(["C9-2", "C9-1"]);
    await expect(db().bed.create({ data: { roomId: ok.body.id, internalId: "C9-1" } })).rejects.toThrow();
    // two beds swap their IDs in one save
    const swapped = await editRoom(ok.body.id, {
      beds: [
        { id: a.id, internalId: "C9-1" },
        { id: b.id, internalId: "C9-2" },
      ],
    });
    expect(swapped.status, swapped.text).toBe(200);
    expect(swapped.body.beds.map((x: { internalId: string }) => x.internalId)).toEqual(["C9-1", "C9-2"]);
    // more beds by count get IDs no bed of the room has
    await editRoom(ok.body.id, { beds: [{ id: b.id, internalId: "C9-2" }] });
    const more = await editRoom(ok.body.id, { availableBeds: 3 });
    expect(more.status, more.text).toBe(200);
    expect(more.body.beds.map((x: { internalId: string }) => x.internalId)).toEqual(["C9-2", "C9-3", "C9-4"]);
  });

  it("a whole-number field given a German decimal (28,5) asks for a whole number, not for a number", async () => {
    const res = await apiUpdate(admin, "rooms", ids.room2, { maxNoOfPax: "28,5" }, "de");
    expect(res.status, res.text).toBe(400);
    expect(res.body.fields).toMatchObject([{ path: "maxNoOfPax", message: "Bitte eine ganze Zahl eingeben" }]);
    expect((await roomOf(ids.room2)).maxNoOfPax).toBe(2);
  });

  it("needs the resort or vessel scopes", async () => {
    expect((await rooms({ name: "Z", resortId: ids.resort, roomTypeId: ids.type }, nobody)).status).toBe(403);
    expect((await rooms({ name: "Z", resortId: ids.resort, roomTypeId: ids.type }, "")).status).toBe(401);
    // a vessel manager cannot add rooms to a resort
    const vesselOnly = await tokenWith(["vessel.read", "vessel.update"]);
    expect((await rooms({ name: "Z", resortId: ids.resort, roomTypeId: ids.type }, vesselOnly)).status).toBe(403);
  });
});

describe("blockers", () => {
  /** A blocker of `roomId` from `fromDay` to `toDay` days after today (POST /api/rooms/addBlocker). */
  const block = (roomId: number, fromDay: number, toDay: number, o: { type?: string; reason?: string } = {}) =>
    post(addBlocker, { roomId, from: addCalendarDays(today, fromDay), to: addCalendarDays(today, toDay), ...o });
  it("adds and removes a blocker; it counts as taken inventory", async () => {
    const from = addCalendarDays(today, 10);
    const to = addCalendarDays(today, 13);
    const made = await post(
      addBlocker,
      { roomId: ids.room2, type: "OutOfOrder", from, to, reason: "Leaking roof" },
      staff,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ roomId: ids.room2, type: "OutOfOrder", from, to, reason: "Leaking roof" });
    const grid = () => call(occupancy, { token: staff, query: { from, to, resortId: String(ids.resort) } });
    const blockersOfRoom2 = async () =>
      unpackGrid((await grid()).body).entries.filter(
        (e: { kind: string; roomId: number }) => e.kind === "blocker" && e.roomId === ids.room2,
      );
    expect(await blockersOfRoom2()).toMatchObject([
      { blockerId: made.body.id, type: "OutOfOrder", entryType: "outOfOrder" },
    ]);
    // a second blocker over those nights is refused while the first stands
    expect((await post(addBlocker, { roomId: ids.room2, type: "Event", from, to, reason: "Party" })).status).toBe(409);
    const gone = await post(removeBlocker, { id: made.body.id }, staff);
    expect(gone.status).toBe(200);
    expect(await blockersOfRoom2()).toEqual([]);
    expect((await post(removeBlocker, { id: made.body.id })).status).toBe(404);
  });

  it("availability with compact=true says the same as the object form, each room type named once", async () => {
    expect((await block(ids.room2, 40, 43, { type: "OutOfOrder" })).status).toBe(201);
    const query = { type: "resort", dateFrom: addCalendarDays(today, 41), dateTo: addCalendarDays(today, 44) };
    const ask = (extra: object) =>
      call(available, { token: staff, params: { id: String(ids.resort) }, query: { ...query, ...extra } });
    const [full, compact] = [await ask({}), await ask({ compact: "true" })];
    expect([full.status, compact.status]).toEqual([200, 200]);
    const { rooms: packed, roomTypes, decks, ...head } = compact.body;
    const { rooms, ...fullHead } = full.body;
    expect(head).toEqual(fullHead);
    expect(new Set(roomTypes.map((t: { id: number }) => t.id)).size).toBe(roomTypes.length);
    const typeName = new Map(roomTypes.map((t: { id: number; name: string }) => [t.id, t.name]));
    const deckName = new Map(decks.map((d: { id: number; name: string }) => [d.id, d.name]));
    const unpacked = packed.map(
      ([
        id,
        name,
        kind,
        roomTypeId,
        deckId,
        allowSharedRoom,
        allowMixedGender,
        maxNoOfPax,
        available,
        blocked,
        freeBedIds,
        genders,
        beds,
      ]: unknown[][]) => ({
        id,
        name,
        kind,
        roomTypeId,
        roomType: typeName.get(roomTypeId as unknown as number),
        deckId,
        deck: deckId == null ? null : deckName.get(deckId as unknown as number),
        allowSharedRoom,
        allowMixedGender,
        maxNoOfPax,
        available,
        blocked: blocked && { type: blocked[0], from: blocked[1], to: blocked[2] },
        freeBedIds,
        genders,
        beds: (beds as unknown as [number, string | null, boolean][]).map(([bedId, internalId, free]) => ({
          id: bedId,
          internalId,
          free,
        })),
      }),
    );
    expect(unpacked).toEqual(rooms);
    // the blocked room says so in both forms
    expect(rooms.find((r: { id: number }) => r.id === ids.room2)).toMatchObject({
      available: false,
      blocked: { type: "OutOfOrder" },
    });
    expect(compact.text.length).toBeLessThan(full.text.length);
  });

  it("refuses overlapping blockers on the same room (409) but not back to back or on another room", async () => {
    expect((await block(ids.room2, 20, 25, { type: "Maintanance" })).status).toBe(201);
    const clash = await block(ids.room2, 24, 27, { type: "Event", reason: "Wedding" });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain("already blocked");
    // the blocked nights as the language writes them, not as YYYY-MM-DD
    expect(clash.body.message).toContain(formatDayRange(addCalendarDays(today, 20), addCalendarDays(today, 25), "en"));
    // back to back, and the same nights on another room
    expect((await block(ids.room2, 25, 27, { type: "Event" })).status).toBe(201);
    expect((await block(ids.room, 20, 22, { type: "Event" })).status).toBe(201);
  });

  it("refuses a blocker over booked nights, naming the booking (409)", async () => {
    const before = await db().roomBlocker.count();
    const res = await block(ids.room, 4, 6);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Room 101 is booked on these nights: GRID-1.`);
    expect(await db().roomBlocker.count()).toBe(before);
    // the departure day is free: a blocker may start on it
    expect((await block(ids.room, 5, 6)).status).toBe(201);
  });

  it("names the blocked nights of an overlap in German (header or cookie) and English, never as YYYY-MM-DD", async () => {
    const first = await post(addBlocker, { roomId: ids.room2, type: "Event", from: "2029-03-12", to: "2029-03-17" });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const before = await db().roomBlocker.count();
    const clash = { roomId: ids.room2, type: "Maintanance", from: "2029-03-16", to: "2029-03-20" };
    const asked = (headers: Record<string, string>) =>
      call(addBlocker, { method: "POST", token: admin, body: clash, headers });
    const germanAsks: Record<string, string>[] = [
      { "accept-language": "de" },
      { cookie: "NEXT_LOCALE=de", "accept-language": "en" },
    ];
    for (const headers of germanAsks) {
      const german = await asked(headers);
      expect(german.status).toBe(409);
      expect(german.body.message).toBe("Zimmer 102 ist in diesen Nächten bereits blockiert: 12.–17.03.2029.");
      // details keep the dates as data
      expect(german.body.details.blockers).toEqual([expect.objectContaining({ from: "2029-03-12", to: "2029-03-17" })]);
    }
    const english = await asked({ "accept-language": "en" });
    expect(english.status).toBe(409);
    expect(english.body.message).toBe("Room 102 is already blocked on these nights: Mar 12 – 17, 2029.");
    expect(await db().roomBlocker.count()).toBe(before);
  });

  it("refuses bad input: reversed or bad dates, unknown type, unknown room; and missing scopes", async () => {
    const reversed = await post(addBlocker, { roomId: ids.room2, from: "2027-05-05", to: "2027-05-01" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields[0].path).toBe("to");
    expect(
      (await post(addBlocker, { roomId: ids.room2, from: "05.05.2027", to: "2027-05-09" })).body.fields[0].path,
    ).toBe("from");
    expect(
      (await post(addBlocker, { roomId: ids.room2, type: "Holiday", from: "2027-05-05", to: "2027-05-09" })).status,
    ).toBe(400);
    expect((await post(addBlocker, { roomId: 999999, from: "2027-05-05", to: "2027-05-09" })).status).toBe(404);
    expect((await post(removeBlocker, { id: "x" })).status).toBe(400);
    expect((await post(addBlocker, { roomId: ids.room2, from: "2027-05-05", to: "2027-05-09" }, nobody)).status).toBe(
      403,
    );
    expect((await post(removeBlocker, { id: 1 }, nobody)).status).toBe(403);
    expect((await call(addBlocker, { method: "POST", body: {} })).status).toBe(401);
  });
});

describe("room lookups", () => {
  it("resort and roomtype/{id} list rooms; unknown type 404", async () => {
    const list = await call(resortRooms, { token: admin, query: { resortId: String(ids.resort) } });
    expect(list.body.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(["101", "102"]));
    expect(list.body[0]).toMatchObject({ roomType: "Double", resortId: ids.resort });
    expect((await call(resortRooms, { token: admin, query: { resortId: "abc" } })).status).toBe(400);
    const typed = await call(ofType, { token: admin, params: { id: String(ids.type) } });
    expect(typed.body.length).toBeGreaterThanOrEqual(2);
    expect((await call(ofType, { token: admin, params: { id: "999999" } })).status).toBe(404);
    expect((await call(ofType, { token: nobody, params: { id: String(ids.type) } })).status).toBe(403);
  });

  it("a missing resort is RESORT_NOT_FOUND (spec part 2, section 8), read alone or asked for its free rooms", async () => {
    const read = await call(get, { token: admin, params: { resource: "resort", id: "999999" } });
    expect(read.status).toBe(404);
    expect(read.body.description).toBe("RESORT_NOT_FOUND");
    const freeOfMissing = (type: "resort" | "vessel") =>
      call(available, {
        token: admin,
        params: { id: "999999" },
        query: { type, dateFrom: "2030-03-01", dateTo: "2030-03-04" },
      });
    const free = await freeOfMissing("resort");
    expect(free.status).toBe(404);
    expect(free.body.description).toBe("RESORT_NOT_FOUND");
    // a vessel is not a resort
    expect((await freeOfMissing("vessel")).body.description).toBe("NOT_FOUND");
  });

  it("a resort's currency is one of the currency list, active unless the resort has it already", async () => {
    await seedCurrencies("EUR", "THB", "GBP");
    const resort = (id: number | null, body: unknown) => apiSave(admin, "resort", id, body, "en");
    const before = await db().resort.count();
    const unknown = await resort(null, { name: "Currency Bay", code: "CUB", currency: "QQQ" });
    expect(unknown.status, unknown.text).toBe(400);
    expect(unknown.body.fields).toEqual([{ path: "currency", message: "Unknown currency" }]);
    expect(await db().resort.count()).toBe(before);

    const made = await resort(null, { name: "Currency Bay", code: "CUB", currency: "thb" });
    expect(made.status, made.text).toBe(201);
    expect(made.body.currency).toBe("THB");
    // deactivated later: the resort keeps it and stays editable, but none may choose it anew
    await db().currency.updateMany({ where: { code: { in: ["THB", "GBP"] } }, data: { isActive: false } });
    const kept = await resort(made.body.id, { name: "Currency Bay 2", currency: "THB" });
    expect(kept.status, kept.text).toBe(200);
    const inactive = await resort(made.body.id, { currency: "GBP" });
    expect(inactive.status, inactive.text).toBe(400);
    expect(inactive.body.fields).toEqual([{ path: "currency", message: "Please choose one of the active currencies" }]);
    expect((await db().resort.findUniqueOrThrow({ where: { id: made.body.id } })).currency).toBe("THB");
    await db().currency.updateMany({ where: { code: { in: ["THB", "GBP"] } }, data: { isActive: true } });
  });

  it("resort constants name the blocker types and the calendar defaults", async () => {
    const res = await call(constants, { token: admin });
    expect(res.body.blockerTypes).toEqual(["Maintanance", "OutOfOrder", "Event"]);
    expect(res.body.calendarSizes).toEqual({ rowHeight: 47, columnWidth: 78, roomWidth: 200, fontSize: 12 });
    expect(res.body.roomTypeDefaults).toMatchObject({ defaultNoOfPax: 2, minNoOfPax: 1, maxNoOfPax: 2 });
    expect((await call(constants, { token: nobody })).status).toBe(403);
  });
});

describe("GET /api/rooms/occupancy", () => {
  it("answers the resort's rooms, the nights and every booking and blocker with its colour", async () => {
    const from = today;
    const to = addCalendarDays(today, 31);
    const res = await call(occupancy, { token: staff, query: { from, to, resortId: String(ids.resort) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const grid = unpackGrid(res.body);
    expect(grid.days).toHaveLength(31);
    expect(grid.days[0]).toMatchObject({ date: today, today: true });
    expect(grid.rooms.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([ids.room, ids.room2]));
    const booking = grid.entries.find((e: { kind: string }) => e.kind === "booking");
    expect(booking).toMatchObject({
      roomId: ids.room,
      bookingNo: "GRID-1",
      label: "Grete Gast",
      from: addCalendarDays(today, 2),
      background: "#16a34a",
      // black on the booking green: the higher contrast (docs/calendar-colours.md)
      text: "#000000",
      entryType: "booking",
    });
    const blockers = grid.entries.filter((e: { kind: string }) => e.kind === "blocker");
    expect(blockers.length).toBeGreaterThan(0);
    expect(blockers.find((b) => b.kind === "blocker" && b.type === "Maintanance")).toMatchObject({
      background: "#1f2937",
      entryType: "blocked",
    });
  });

  it("RESORT_NOT_FOUND (404) for an unknown resort, also in a list with a known one", async () => {
    for (const resortId of ["999999", `${ids.resort},999999`]) {
      const res = await call(occupancy, {
        token: staff,
        query: { from: "2027-01-01", to: "2027-02-01", resortId },
        headers: { "accept-language": "en" },
      });
      expect(res.status, resortId).toBe(404);
      expect(res.body).toMatchObject({ description: "RESORT_NOT_FOUND", message: "The resort was not found." });
    }
    // the same resort twice is still that resort
    const twice = await call(occupancy, {
      token: staff,
      query: { from: "2027-01-01", to: "2027-02-01", resortId: `${ids.resort},${ids.resort}` },
    });
    expect(twice.status).toBe(200);
  });

  it("with several resorts in view, today is the operator's, as its time zone setting says", async () => {
    const { resort: other } = await seedResort(db(), { name: "Grid Resort East", roomTypes: [] });
    const before = (await readGroup("general")).timezone;
    try {
      // 25 hours apart: their calendar days always differ
      for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
        await writeGroup("general", { timezone: zone });
        const res = await call(occupancy, {
          token: staff,
          query: { from: "2027-01-01", to: "2027-02-01", resortId: `${ids.resort},${other.id}` },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.today, zone).toBe(todayIn(zone));
      }
    } finally {
      await writeGroup("general", { timezone: before });
    }
  });

  it("400 naming roomTypeId for a room type of another resort, a vessel's or one that does not exist", async () => {
    const { resort: other, rooms: theirs } = await seedResort(db(), { name: "Grid Resort West" });
    for (const [resortId, roomTypeId] of [
      [String(ids.resort), theirs[0].roomTypeId],
      [String(ids.resort), ids.cabinType],
      [undefined, ids.cabinType],
      [String(ids.resort), 999999],
    ] as const) {
      const res = await call(occupancy, {
        token: staff,
        query: { from: "2027-01-01", to: "2027-02-01", resortId, roomTypeId: String(roomTypeId) },
        headers: { "accept-language": "en" },
      });
      expect(res.status, `${resortId} ${roomTypeId}`).toBe(400);
      expect(res.body.fields).toEqual([
        expect.objectContaining({ path: "roomTypeId", message: "This room type belongs to another resort or vessel" }),
      ]);
    }
    // its own resort, one of several, or no resort named
    for (const resortId of [String(other.id), `${ids.resort},${other.id}`, undefined]) {
      const res = await call(occupancy, {
        token: staff,
        query: { from: "2027-01-01", to: "2027-02-01", resortId, roomTypeId: String(theirs[0].roomTypeId) },
      });
      expect(res.status, `${resortId}`).toBe(200);
      expect(res.body.rooms.map((r: { id: number }) => r.id)).toEqual([theirs[0].id]);
    }
  });

  it("refuses bad ranges (400), and callers without bookings.read (403)", async () => {
    expect((await call(occupancy, { token: staff, query: { from: "2027-01-10", to: "2027-01-10" } })).status).toBe(400);
    expect((await call(occupancy, { token: staff, query: { from: "2027-01-01", to: "2027-06-01" } })).status).toBe(400);
    expect(
      (await call(occupancy, { token: staff, query: { from: "2027-01-01", to: "2027-02-01", resortId: "a,b" } }))
        .status,
    ).toBe(400);
    expect((await call(occupancy, { token: nobody, query: { from: "2027-01-01", to: "2027-02-01" } })).status).toBe(
      403,
    );
  });
});
