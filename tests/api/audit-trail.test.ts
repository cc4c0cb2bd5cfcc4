// The audit trail of resource records (issue 35, item 3): every create, update, delete and copy
// writes one row in its transaction (who, which record, which fields from what to what), secrets
// never with their value, a refused write none; a room's save and deactivation through their use
// cases; and GET /api/{resource}/{id}/audit, the record page's Changes, for full readers only.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/[resource]/route";
import { POST as update, DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { POST as copy } from "@/app/api/[resource]/[id]/copy/route";
import { GET as trail } from "@/app/api/[resource]/[id]/audit/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedBooking, seedCustomer, seedUser } from "@/prisma/seed/factories";
import { seedDoubleRooms } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

let admin: string;
let adminId: number;
const ids: Record<string, number> = {};

const post = (resource: string, body: unknown, token = admin) =>
  call(create, { method: "POST", token, params: { resource }, body, headers: { "accept-language": "en" } });
const change = (resource: string, id: number, body: unknown, token = admin) =>
  call(update, {
    method: "POST",
    token,
    params: { resource, id: String(id) },
    body,
    headers: { "accept-language": "en" },
  });
const rowsOf = (entity: string, id: number) =>
  db().auditEvent.findMany({ where: { entity, entityId: String(id) }, orderBy: { id: "asc" } });
const changesOf = (row: { data: unknown }) => (row.data as { changes: Record<string, unknown> }).changes;

beforeAll(async () => {
  const user = await seedUser(db(), { scopes: ["admin"], name: "Ada Admin" });
  adminId = user.id;
  admin = await tokenFor(user.id);
  const { resortId, roomTypeId, rooms } = await seedDoubleRooms(2, {
    resortName: "Trail Resort",
    roomName: (i) => String(201 + i),
  });
  ids.resort = resortId;
  ids.type = roomTypeId;
  ids.booked = rooms[1].id;
  ids.customer = (await seedCustomer(db(), { firstName: "Tara", lastName: "Trail" })).id;
  const today = await operatorToday();
  await seedBooking(db(), {
    bookingNo: "TRAIL-1",
    resortId,
    from: addCalendarDays(today, 3),
    to: addCalendarDays(today, 6),
    customerId: ids.customer,
    rooms: [{ roomId: rooms[1].id, bedIds: rooms[1].beds.map((b) => b.id) }],
  });
});

describe("the resource engine writes an audit row for every write", () => {
  it("create, update, copy and delete: who, which record, which fields from what to what", async () => {
    const made = await post("bedtype", { name: "Bunk", key: "bunk-trail", sleeps: 1 });
    expect(made.status, made.text).toBe(201);
    // the row and its audit row are written in one transaction, and Server-Timing says so
    expect(made.headers.get("server-timing")).toMatch(/db;dur=[\d.]+;desc="\d+ statements, 1 transaction"/);
    const id = made.body.id as number;
    const [created] = await rowsOf("bedType", id);
    expect(created).toMatchObject({ action: "bedType.created", userId: adminId, entityId: String(id) });
    expect(changesOf(created)).toMatchObject({ name: { to: "Bunk" }, key: { to: "bunk-trail" }, sleeps: { to: 1 } });
    expect(changesOf(created).name).not.toHaveProperty("from");
    expect(changesOf(created)).not.toHaveProperty("id");
    expect(changesOf(created)).not.toHaveProperty("createdAt");

    expect((await change("bedtype", id, { sleeps: 2, name: "Bunk" })).status).toBe(200);
    const updated = (await rowsOf("bedType", id)).at(-1)!;
    expect(updated.action).toBe("bedType.updated");
    // only what changed: the name was sent as it was
    expect(changesOf(updated)).toEqual({ sleeps: { from: 1, to: 2 } });
    // an update that changes nothing writes nothing
    expect((await change("bedtype", id, { sleeps: 2 })).status).toBe(200);
    expect(await rowsOf("bedType", id)).toHaveLength(2);

    const copied = await call(copy, { method: "POST", token: admin, params: { resource: "bedtype", id: String(id) } });
    expect(copied.status, copied.text).toBe(201);
    const [copyRow] = await rowsOf("bedType", copied.body.id);
    expect(copyRow).toMatchObject({ action: "bedType.copied", data: { copiedFrom: id } });
    expect(changesOf(copyRow)).toMatchObject({ name: { to: "Bunk (2)" } });

    const gone = await call(remove, {
      method: "DELETE",
      token: admin,
      params: { resource: "bedtype", id: String(copied.body.id) },
    });
    expect(gone.status).toBe(204);
    const deleted = (await rowsOf("bedType", copied.body.id)).at(-1)!;
    expect(deleted.action).toBe("bedType.deleted");
    expect(changesOf(deleted)).toMatchObject({ name: { from: "Bunk (2)" }, sleeps: { from: 2 } });
    expect(changesOf(deleted).name).not.toHaveProperty("to");
  });

  it("never writes a password or its hash: the field is named as changed, without a value", async () => {
    const made = await post("users", { name: "Sam Secret", email: "sam.secret@example.test", password: "a-secret-99" });
    expect(made.status, made.text).toBe(201);
    expect((await change("users", made.body.id, { password: "another-secret-7", phone: "+49 1" })).status).toBe(200);
    const rows = await rowsOf("user", made.body.id);
    expect(rows.map((r) => r.action)).toEqual(["user.created", "user.updated"]);
    const { passwordHash } = await db().user.findUniqueOrThrow({ where: { id: made.body.id } });
    for (const r of rows) {
      const text = JSON.stringify(r.data);
      for (const secret of ["a-secret-99", "another-secret-7", passwordHash!, "$2"]) expect(text).not.toContain(secret);
    }
    expect(changesOf(rows[1])).toEqual({ passwordHash: { secret: true }, phone: { from: null, to: "+49 1" } });
  });

  it("a refused write writes no row (the row is part of the write's transaction)", async () => {
    const before = await db().auditEvent.count();
    await seedUser(db(), { email: "taken.trail@example.test" });
    const owner = await seedUser(db(), { email: "owner.trail@example.test" });
    const refused = await change("users", owner.id, { email: "taken.trail@example.test", name: "Other" });
    expect(refused.status).toBe(409);
    const invalid = await post("bedtype", { name: "", key: "Not A Key" });
    expect(invalid.status).toBe(400);
    expect(await db().auditEvent.count()).toBe(before);
  });
});

describe("a room's save and deactivation are use cases with their audit rows", () => {
  it("a room update writes from and to of the fields it changed, its beds among them", async () => {
    const made = await post("rooms", {
      name: "210",
      resortId: ids.resort,
      roomTypeId: ids.type,
      beds: [{ internalId: "210-A" }, { internalId: "210-B" }],
    });
    expect(made.status, made.text).toBe(201);
    const id = made.body.id as number;
    const [created] = await rowsOf("room", id);
    expect(created.action).toBe("room.created");
    expect(changesOf(created)).toMatchObject({ name: { to: "210" }, kind: { to: "Room" }, availableBeds: { to: 2 } });
    expect((changesOf(created).beds as { to: { internalId: string }[] }).to.map((b) => b.internalId)).toEqual([
      "210-A",
      "210-B",
    ]);

    const [a] = made.body.beds;
    // the form sends every field: only those that differ are written
    const form = ["name", "resortId", "roomTypeId", "minNoOfPax", "maxNoOfPax", "isActive", "isVisible", "sort"];
    const saved = await change("rooms", id, {
      ...Object.fromEntries(form.map((k) => [k, made.body[k]])),
      beds: [{ id: a.id, internalId: "210-A", maxAge: 12 }],
      name: "210 Garden",
      seaview: true,
    });
    expect(saved.status, saved.text).toBe(200);
    const updated = (await rowsOf("room", id)).at(-1)!;
    expect(updated).toMatchObject({ action: "room.updated", userId: adminId });
    const changes = changesOf(updated) as Record<string, { from?: unknown; to?: unknown }>;
    expect(Object.keys(changes).sort()).toEqual(["availableBeds", "beds", "name", "seaview"]);
    expect(changes.name).toEqual({ from: "210", to: "210 Garden" });
    expect(changes.seaview).toEqual({ from: false, to: true });
    expect(changes.availableBeds).toEqual({ from: 2, to: 1 });
    expect(changes.beds.to).toEqual([
      { internalId: "210-A", bedTypeId: null, active: true, visible: true, maxAge: 12 },
    ]);

    // out of sale: deactivateRoom's row, and no second row for the same field
    expect((await change("rooms", id, { isActive: false, name: "210 Garden" })).status).toBe(200);
    const last = (await rowsOf("room", id)).slice(2);
    expect(last.map((r) => r.action)).toEqual(["room.deactivated"]);
    expect(changesOf(last[0])).toEqual({ isActive: { from: true, to: false } });

    const copied = await call(copy, { method: "POST", token: admin, params: { resource: "rooms", id: String(id) } });
    expect(copied.status, copied.text).toBe(201);
    const [copyRow] = await rowsOf("room", copied.body.id);
    expect(copyRow).toMatchObject({ action: "room.copied", data: { copiedFrom: id } });
  });

  it("a failed room write writes none: a deactivation undone with the save it belonged to", async () => {
    const made = await post("rooms", { name: "211", resortId: ids.resort, roomTypeId: ids.type, availableBeds: 2 });
    expect(made.status, made.text).toBe(201);
    const id = made.body.id as number;
    const before = await db().auditEvent.count();
    // deactivateRoom runs (and writes its row), then two beds with one ID refuse the save
    const refused = await change("rooms", id, {
      isActive: false,
      beds: [{ internalId: "X" }, { internalId: "X" }],
    });
    expect(refused.status).toBe(409);
    expect((await db().room.findUniqueOrThrow({ where: { id } })).isActive).toBe(true);
    // a room type of no resort of its own, and a room bookings hold from today on
    expect((await change("rooms", id, { roomTypeId: 999999 })).status).toBe(400);
    const held = await change("rooms", ids.booked, { isActive: false });
    expect(held.status).toBe(409);
    expect(held.body.message).toContain("Bookings (1) hold the room from today on");
    expect(await db().auditEvent.count()).toBe(before);
  });
});

describe("GET /api/{resource}/{id}/audit, a record's Changes", () => {
  it("answers the record's rows newest first, one page at a time, with who made them", async () => {
    const made = await post("rooms", { name: "220", resortId: ids.resort, roomTypeId: ids.type, availableBeds: 1 });
    const id = String(made.body.id);
    for (const sort of [1, 2, 3]) expect((await change("rooms", made.body.id, { sort })).status).toBe(200);
    const first = await call(trail, { token: admin, params: { resource: "rooms", id }, query: { size: 2 } });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ total: 4, page: 1, size: 2 });
    expect(first.body.data.map((r: { action: string }) => r.action)).toEqual(["room.updated", "room.updated"]);
    expect(first.body.data[0]).toMatchObject({
      user: { id: adminId, name: "Ada Admin" },
      changes: { sort: { from: 2, to: 3 } },
    });
    const second = await call(trail, { token: admin, params: { resource: "rooms", id }, query: { size: 2, page: 2 } });
    expect(second.body.data.map((r: { action: string }) => r.action)).toEqual(["room.updated", "room.created"]);
    // the room's read scope is enough
    const reader = await tokenFor((await seedUser(db(), { scopes: ["resort.read"] })).id);
    expect((await call(trail, { token: reader, params: { resource: "rooms", id } })).body.total).toBe(4);
    expect((await call(trail, { token: admin, params: { resource: "rooms", id }, query: { size: 0 } })).status).toBe(
      400,
    );
  });

  it("refuses a guest (401), a user without the resource's read scope (403), and a missing record (404)", async () => {
    const id = String(ids.booked);
    const nobody = await tokenFor((await seedUser(db(), { scopes: ["customers.read"] })).id);
    expect((await call(trail, { params: { resource: "rooms", id } })).status).toBe(401);
    expect((await call(trail, { token: nobody, params: { resource: "rooms", id } })).status).toBe(403);
    expect((await call(trail, { token: admin, params: { resource: "rooms", id: "999999" } })).status).toBe(404);
    expect((await call(trail, { token: admin, params: { resource: "nothing", id } })).status).toBe(404);
  });

  it("is not for a caller who sees only its own rows: a customer's own record answers 403", async () => {
    const self = await tokenFor(
      (await seedUser(db(), { userType: "customer", scopes: ["customers.self"], customerId: ids.customer })).id,
    );
    const id = String(ids.customer);
    expect((await call(trail, { token: admin, params: { resource: "customers", id } })).status).toBe(200);
    expect((await call(trail, { token: self, params: { resource: "customers", id } })).status).toBe(403);
  });
});
