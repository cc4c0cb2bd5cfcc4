// The resource engine, once and thoroughly, on customers and agencies: paging, sort, search,
// filters, CSV, copy, delete conflicts, scopes and ownership.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { GET as get, POST as update, DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { POST as copy } from "@/app/api/[resource]/[id]/copy/route";
import { GET as csv } from "@/app/api/[resource]/listCSV/route";
import { db } from "@/lib/core/db";
import { seedAgency, seedBooking, seedCustomer, seedResort, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";
import { apiCreate, apiUpdate, apiDelete } from "../helpers/resource-calls";

let admin: string, staff: string, agencyUser: string, otherAgencyUser: string, customerUser: string, noScope: string;
let agencyId: number, otherAgencyId: number, ownCustomerId: number;

beforeAll(async () => {
  const a = await seedAgency(db(), { name: "Own Travel", type: "travel", commissionPercent: "10" });
  const b = await seedAgency(db(), { name: "Other Travel", type: "resell" });
  agencyId = a.id;
  otherAgencyId = b.id;
  const names: [string, string, string, string][] = [
    ["Anna", "Zeller", "anna@zeller.example", "DE"],
    ["Bernd", "Yilmaz", "bernd@yilmaz.example", "AT"],
    ["Carla", "Xu", "carla@xu.example", "DE"],
    ["Dieter", "Weiss", "dieter@weiss.example", "CH"],
    ["Eva", "Vogel", "eva.vogel@example.test", "DE"],
  ];
  for (const [firstName, lastName, email, country] of names)
    await seedCustomer(db(), { firstName, lastName, email, country, gender: "f" });
  const own = await seedCustomer(db(), { firstName: "Olga", lastName: "Owned", agencyId, email: "olga@own.example" });
  ownCustomerId = own.id;
  await seedCustomer(db(), { firstName: "Paul", lastName: "Foreign", agencyId: otherAgencyId });
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
  staff = await tokenFor(
    (await seedUser(db(), { scopes: ["customers.read", "customers.create", "customers.update"] })).id,
  );
  agencyUser = await tokenFor((await seedUser(db(), { userType: "agency", scopes: ["agencies.self"], agencyId })).id);
  otherAgencyUser = await tokenFor(
    (await seedUser(db(), { userType: "agency", scopes: ["agencies.self"], agencyId: otherAgencyId })).id,
  );
  customerUser = await tokenFor(
    (await seedUser(db(), { userType: "customer", scopes: ["customers.self"], customerId: ownCustomerId })).id,
  );
  noScope = await tokenFor((await seedUser(db(), { scopes: ["bookings.read"] })).id);
});

const customers = (token: string | undefined, query: Record<string, string | number | undefined> = {}) =>
  call(list, { token, params: { resource: "customers" }, query, headers: { "accept-language": "en" } });

describe("list", () => {
  it("answers {data, total, page, size} with page 1 and size 25 by default", async () => {
    const res = await customers(admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 7, page: 1, size: 25 });
    expect(res.body.data).toHaveLength(7);
  });

  it("pages within bounds and refuses bad bounds with 400", async () => {
    const p2 = await customers(admin, { page: 2, size: 3, sort: "lastName" });
    // Foreign, Owned, Vogel | Weiss, Xu, Yilmaz | Zeller
    expect(p2.body.data.map((c: { lastName: string }) => c.lastName)).toEqual(["Weiss", "Xu", "Yilmaz"]);
    expect((await customers(admin, { page: 99, size: 3 })).body).toMatchObject({ data: [], total: 7, page: 99 });
    for (const bad of [{ page: 0 }, { page: -1 }, { size: 0 }, { size: 501 }, { page: "x" }, { order: "up" }]) {
      const res = await customers(admin, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toBe("ValidationError");
    }
  });

  it("sorts by allowed keys in both orders; an unknown key is a 400", async () => {
    const desc = await customers(admin, { sort: "lastName", order: "desc", size: 2 });
    expect(desc.body.data.map((c: { lastName: string }) => c.lastName)).toEqual(["Zeller", "Yilmaz"]);
    const bad = await customers(admin, { sort: "passwordHash" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ path: "sort", message: "Unknown sort key" })]);
  });

  it("names a wrong order or a search too long in the caller's language", async () => {
    const res = await call(list, {
      token: admin,
      params: { resource: "customers" },
      query: { order: "sideways", search: "x".repeat(300) },
      headers: { "accept-language": "de" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      expect.objectContaining({ path: "order", message: "Ungültiger Wert" }),
      expect.objectContaining({ path: "search", message: "Höchstens 200 Zeichen" }),
    ]);
  });

  it("searches case-insensitively over name and e-mail, and by number", async () => {
    expect((await customers(admin, { search: "zELL" })).body.data.map((c: { lastName: string }) => c.lastName)).toEqual(
      ["Zeller"],
    );
    expect((await customers(admin, { search: "@xu.example" })).body.total).toBe(1);
    expect((await customers(admin, { search: String(ownCustomerId) })).body.data[0].id).toBe(ownCustomerId);
    expect((await customers(admin, { search: "nobody-matches" })).body).toMatchObject({ data: [], total: 0 });
    // wildcards are taken literally
    expect((await customers(admin, { search: "%" })).body.total).toBe(0);
    expect((await customers(admin, { search: "_" })).body.total).toBe(0);
    // phone numbers and umlauts are found too
    await seedCustomer(db(), { firstName: "Ötzi", lastName: "Ice", phone: "+43 512 000" });
    expect((await customers(admin, { search: "ötzi" })).body.total).toBe(1);
    expect((await customers(admin, { search: "512 000" })).body.total).toBe(1);
  });

  it("filters by field (filter[name]=value or filter={json}); unknown filters and bad values are a 400", async () => {
    expect((await customers(admin, { "filter[country]": "DE" })).body.total).toBe(3);
    expect((await customers(admin, { "filter[country]": "DE,AT" })).body.total).toBe(4);
    expect((await customers(admin, { filter: JSON.stringify({ agencyId }) })).body.total).toBe(1);
    expect((await customers(admin, { "filter[gender]": "f", "filter[country]": "CH" })).body.total).toBe(1);
    const unknown = await customers(admin, { "filter[password]": "x" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[0]).toMatchObject({ path: "filter.password", message: "Unknown filter" });
    expect((await customers(admin, { "filter[gender]": "x" })).status).toBe(400);
    expect((await customers(admin, { "filter[agencyId]": "abc" })).status).toBe(400);
    expect((await customers(admin, { "filter[createdFrom]": "2026-13-45" })).status).toBe(400);
    expect((await customers(admin, { filter: "{not json" })).status).toBe(400);
  });

  it("an unknown resource is a 404", async () => {
    expect((await call(list, { token: admin, params: { resource: "passwords" } })).status).toBe(404);
  });
});

describe("CSV", () => {
  it("streams every filtered row as UTF-8 CSV with a header row, escaping commas, quotes and line breaks", async () => {
    await seedCustomer(db(), {
      firstName: 'Jo "The Fin"',
      lastName: "Comma, Tricky",
      city: "Line\nBreak",
      country: "NZ",
      email: "ümlaut@example.test",
    });
    const res = await call(csv, {
      token: admin,
      params: { resource: "customers" },
      query: { "filter[country]": "NZ" },
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = res.text.split("\r\n");
    expect(lines[0]).toBe(
      "No.,First name,Last name,Company / display name,Gender,Birthday,E-mail,Phone,City,Country,Nationality,Customer type",
    );
    expect(res.text).toContain(
      `,"Jo ""The Fin""","Comma, Tricky",,u,,ümlaut@example.test,,"Line\nBreak",NZ,,Direct\r\n`,
    );
  });

  it("reads in batches and returns all rows, beyond one batch", async () => {
    await db().customer.createMany({
      data: Array.from({ length: 1205 }, (_, i) => ({
        firstName: "Bulk",
        lastName: `Row${i}`,
        fullName: `Bulk Row${i}`,
        country: "FJ",
      })),
    });
    const res = await call(csv, {
      token: admin,
      params: { resource: "customers" },
      query: { "filter[country]": "FJ" },
    });
    const rows = res.text.trim().split("\r\n");
    expect(rows).toHaveLength(1 + 1205);
    expect(new Set(rows.slice(1).map((r) => r.split(",")[0])).size).toBe(1205);
    const sorted = await call(csv, {
      token: admin,
      params: { resource: "customers" },
      query: { "filter[country]": "FJ", sort: "lastName", order: "desc" },
    });
    expect(sorted.text.trim().split("\r\n")).toHaveLength(1206);
  });
});

describe("get, create, update", () => {
  it("creates a valid record (201) and refuses an invalid one with the failing fields, changing nothing", async () => {
    const ok = await apiCreate(staff, "customers", {
      firstName: "Neo",
      lastName: "Newman",
      email: "neo@example.test",
      birthday: "1990-02-28",
      gender: "m",
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ fullName: "Neo Newman", birthday: "1990-02-28", gender: "m" });
    const before = await db().customer.count();
    const bad = await apiCreate(staff, "customers", { email: "nope", birthday: "1990-02-30", gender: "x" }, "en");
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(["birthday", "email", "gender"]);
    const nameless = await apiCreate(staff, "customers", { firstName: "Only" }, "en");
    expect(nameless.body.fields).toEqual([
      expect.objectContaining({ path: "lastName", message: "This field is required" }),
    ]);
    expect(await db().customer.count()).toBe(before);
  });

  it("gets by id, 404 for a missing or malformed id", async () => {
    expect(
      (await call(get, { token: admin, params: { resource: "customers", id: String(ownCustomerId) } })).body.fullName,
    ).toBe("Olga Owned");
    expect((await call(get, { token: admin, params: { resource: "customers", id: "999999" } })).status).toBe(404);
    expect((await call(get, { token: admin, params: { resource: "customers", id: "abc" } })).status).toBe(404);
  });

  it("updates only the given fields and keeps fullName in step", async () => {
    const c = await seedCustomer(db(), { firstName: "Up", lastName: "Date", email: "up@example.test" });
    const res = await apiUpdate(staff, "customers", c.id, { lastName: "Dated" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: "Up Dated", email: "up@example.test" });
  });
});

describe("Idempotency-Key on the generic writes", () => {
  const post = (body: unknown, key: string) =>
    call(create, {
      method: "POST",
      token: staff,
      params: { resource: "customers" },
      body,
      headers: { "accept-language": "en", "idempotency-key": key },
    });

  it("a create repeated with its key answers the first record again and creates nothing more", async () => {
    const before = await db().customer.count();
    const first = await post({ firstName: "Ida", lastName: "Empotent" }, "cust-key-1");
    expect(first.status).toBe(201);
    // the same fields in another order are the same request
    const again = await post({ lastName: "Empotent", firstName: "Ida" }, "cust-key-1");
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await db().customer.count()).toBe(before + 1);
  });

  it("the same key with another body answers 409 and changes nothing", async () => {
    await post({ firstName: "Kai", lastName: "Key" }, "cust-key-2");
    const before = await db().customer.count();
    const other = await post({ firstName: "Kai", lastName: "Other" }, "cust-key-2");
    expect(other.status).toBe(409);
    expect(await db().customer.count()).toBe(before);
  });

  it("an update and a delete take a key too", async () => {
    const id = String((await post({ firstName: "Uta", lastName: "Update" }, "cust-key-3")).body.id);
    const change = () =>
      call(update, {
        method: "POST",
        token: admin,
        params: { resource: "customers", id },
        body: { city: "Kiel" },
        headers: { "idempotency-key": "cust-key-4" },
      });
    expect((await change()).status).toBe(200);
    expect((await change()).headers.get("idempotent-replayed")).toBe("true");
    const del = () =>
      call(remove, {
        method: "DELETE",
        token: admin,
        params: { resource: "customers", id },
        headers: { "idempotency-key": "cust-key-5" },
      });
    expect((await del()).status).toBe(204);
    // the repeat answers the first answer, not a 404 for the record that is gone
    expect((await del()).status).toBe(204);
  });
});

describe("copy and delete", () => {
  it("copies into a new record", async () => {
    const res = await call(copy, {
      method: "POST",
      token: admin,
      params: { resource: "agencies", id: String(agencyId) },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(agencyId);
    expect(res.body).toMatchObject({ name: "Own Travel (2)", type: "travel", commissionPercent: "10" });
  });

  it("refuses to delete what is still referenced (409, with what refers to it), then deletes", async () => {
    const c = await seedCustomer(db(), { lastName: "Booked" });
    const { rooms } = await seedResort(db());
    const booking = await seedBooking(db(), {
      resortId: rooms[0].resortId!,
      from: "2027-01-01",
      to: "2027-01-05",
      customerId: c.id,
      rooms: [{ roomId: rooms[0].id, bedIds: [rooms[0].beds[0].id] }],
      guestIds: [c.id],
    });
    const conflict = await apiDelete(admin, "customers", c.id, "en");
    expect(conflict.status).toBe(409);
    expect(conflict.body.details.references).toEqual([
      { resource: "bookings", count: 1 },
      { resource: "bookingGuests", count: 1 },
    ]);
    expect(conflict.body.message).toBe("This is still in use and cannot be deleted: bookings (1), booking guests (1).");
    // named in the caller's language
    const inGerman = await apiDelete(admin, "customers", c.id, "de");
    expect(inGerman.body.message).toBe(
      "Das wird noch verwendet und kann nicht gelöscht werden: Buchungen (1), Buchungsgäste (1).",
    );
    await db().booking.delete({ where: { id: booking.id } });
    expect(
      (await call(remove, { method: "DELETE", token: admin, params: { resource: "customers", id: String(c.id) } }))
        .status,
    ).toBe(204);
    expect(await db().customer.findUnique({ where: { id: c.id } })).toBeNull();
  });
});

describe("scopes and ownership", () => {
  it("a guest gets 401, a user without the scope 403 and learns nothing about validation", async () => {
    expect((await customers(undefined)).status).toBe(401);
    expect((await customers(noScope)).status).toBe(403);
    const res = await apiCreate(noScope, "customers", { email: "invalid" });
    expect(res.status).toBe(403);
    expect(res.body.fields).toBeUndefined();
  });

  it("an agency user sees and edits only the agency's own customers", async () => {
    const mine = await customers(agencyUser);
    expect(mine.body.data.map((c: { id: number }) => c.id)).toEqual([ownCustomerId]);
    const foreign = await db().customer.findFirstOrThrow({ where: { agencyId: otherAgencyId } });
    expect(
      (await call(get, { token: agencyUser, params: { resource: "customers", id: String(foreign.id) } })).status,
    ).toBe(404);
    expect((await apiUpdate(agencyUser, "customers", foreign.id, { lastName: "Hijack" })).status).toBe(404);
    // an update cannot move the customer to another agency
    const moved = await apiUpdate(agencyUser, "customers", ownCustomerId, {
      agencyId: otherAgencyId,
      phone: "+49 1",
    });
    expect(moved.body).toMatchObject({ agencyId, phone: "+49 1" });
    // a new customer belongs to the agency, whatever the body says
    const made = await apiCreate(agencyUser, "customers", { lastName: "Fresh", agencyId: otherAgencyId });
    expect(made.status).toBe(201);
    expect(made.body.agencyId).toBe(agencyId);
    expect((await customers(otherAgencyUser)).body.data.map((c: { lastName: string }) => c.lastName)).toEqual([
      "Foreign",
    ]);
  });

  it("an agency user reads and edits its own agency, but not its commission, type or status", async () => {
    const all = await call(list, { token: agencyUser, params: { resource: "agencies" } });
    expect(all.body.data.map((a: { id: number }) => a.id)).toEqual([agencyId]);
    const res = await apiUpdate(agencyUser, "agencies", agencyId, {
      phone: "+43 555",
      commissionPercent: "50",
      isActive: false,
    });
    expect(res.body).toMatchObject({ phone: "+43 555", commissionPercent: "10", isActive: true });
    expect(
      (await call(get, { token: agencyUser, params: { resource: "agencies", id: String(otherAgencyId) } })).status,
    ).toBe(404);
    expect((await apiDelete(agencyUser, "agencies", agencyId)).status).toBe(403);
  });

  it("a customer sees only the own record and cannot create customers", async () => {
    expect((await customers(customerUser)).body.data.map((c: { id: number }) => c.id)).toEqual([ownCustomerId]);
    expect((await apiCreate(customerUser, "customers", { lastName: "X" })).status).toBe(403);
  });
});

describe("operator-only fields", () => {
  it("a customer cannot change their own type, groups or the operator's note, and does not see the note", async () => {
    await db().customer.update({ where: { id: ownCustomerId }, data: { note: "VIP, secret discount" } });
    const res = await apiUpdate(customerUser, "customers", ownCustomerId, {
      customerType: "ForFree",
      note: "mine",
      phone: "+1 999",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: "+1 999", customerType: "Direct" });
    expect(res.body).not.toHaveProperty("note");
    expect(
      (await call(get, { token: customerUser, params: { resource: "customers", id: String(ownCustomerId) } })).body,
    ).not.toHaveProperty("note");
    expect((await db().customer.findUniqueOrThrow({ where: { id: ownCustomerId } })).note).toBe("VIP, secret discount");
    expect(
      (await call(get, { token: admin, params: { resource: "customers", id: String(ownCustomerId) } })).body.note,
    ).toBe("VIP, secret discount");
  });
});

describe("references", () => {
  it("a write pointing at a record that does not exist is a 400 naming the field", async () => {
    const res = await apiCreate(admin, "customers", { lastName: "Orphan", agencyId: 999999 }, "en");
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      expect.objectContaining({ path: "agencyId", message: "This entry does not exist" }),
    ]);
  });
});
