// Season prices over HTTP: a price with its periods and entries in one request, the price grid's
// save (ids kept, cells changed, removed, added), the rules a grid must keep (no overlapping
// periods, no negative values, known room types, currencies with an exchange rate: 400 naming
// the field and nothing written), copy, delete, the constants and one entry, and who may call.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/price/route";
import { GET as get, POST as update, DELETE as remove } from "@/app/api/price/[id]/route";
import { POST as copy } from "@/app/api/price/[id]/copy/route";
import { GET as csv } from "@/app/api/price/listCSV/route";
import { GET as types } from "@/app/api/price/types/route";
import { GET as calculationTypes } from "@/app/api/price/calculationTypes/route";
import { GET as entry } from "@/app/api/price/entry/[id]/route";
import { DELETE as removeResource } from "@/app/api/[resource]/[id]/route";
import { db } from "@/lib/core/db";
import { seedResort, seedVessel } from "@/prisma/seed/factories";
import { seedCurrencies, seedRate, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string, reader: string, staff: string;
let resortId: number, double: number, suite: number, otherResortType: number, cabinType: number;
let childVariant: number;

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  reader = await tokenWith(["bookings.read"]);
  staff = await tokenWith(["bookings.update"]);
  await seedCurrencies("EUR", "USD", "GBP");
  await seedRate("EUR", "USD", "1.10", "2025-01-01");
  const { resort, rooms } = await seedResort(db(), {
    roomTypes: [
      { name: "Double", key: "DBL", rooms: [{ name: "101", beds: 2 }] },
      { name: "Suite", key: "STE", rooms: [{ name: "201", beds: 2 }] },
    ],
  });
  resortId = resort.id;
  double = rooms[0].roomTypeId;
  suite = rooms[1].roomTypeId;
  otherResortType = (await seedResort(db())).rooms[0].roomTypeId;
  cabinType = (await seedVessel(db())).cabins[0].roomTypeId;
  childVariant = (await db().priceVariant.create({ data: { key: "child", name: "Child", maxAge: 11 } })).id;
});

const season = () => ({
  name: "Summer 2025",
  type: "resort",
  resortId,
  status: "active",
  currency: "EUR",
  valid: { from: "2025-01-01", to: "2025-12-31" },
  variantIds: [childVariant],
  periods: [
    { name: "Low", from: "2025-01-01", to: "2025-06-30" },
    { name: "High", from: "2025-07-01", to: "2025-12-31" },
  ],
  entries: [
    { periodIndex: 0, roomTypeId: double, per: "room", value: "100" },
    { periodIndex: 1, roomTypeId: double, per: "room", value: "150" },
    { periodIndex: 0, roomTypeId: suite, per: "person", value: "80", variants: { [childVariant]: "40" } },
    { periodIndex: 1, roomTypeId: suite, per: "person", value: "120" },
  ],
});

const count = async () => (await call(list, { token: admin })).body.total as number;
const en = { "accept-language": "en" };

describe("a season price", () => {
  it("is created with its periods and entries in one request", async () => {
    const res = await call(create, { method: "POST", token: admin, body: season() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: "Summer 2025",
      status: "active",
      calculationType: "unit",
      validFrom: "2025-01-01",
      valid: { from: "2025-01-01", to: "2025-12-31" },
      tax: { status: "aborted", inclusive: true },
      surchargeType: "ByEntry",
      variantIds: [childVariant],
    });
    expect(res.body.periods.map((p: { name: string }) => p.name)).toEqual(["Low", "High"]);
    expect(res.body.entries).toHaveLength(4);
    const suiteLow = res.body.entries.find(
      (e: { roomTypeId: number; periodId: number }) => e.roomTypeId === suite && e.periodId === res.body.periods[0].id,
    );
    expect(suiteLow).toMatchObject({ per: "person", value: "80", variants: { [childVariant]: "40" } });
    const one = await call(get, { token: admin, params: { id: String(res.body.id) } });
    expect(one.body.entries).toEqual(res.body.entries);
  });

  it("defaults to a draft, unit price and the operator's currency", async () => {
    const res = await call(create, { method: "POST", token: admin, body: { name: "Standing", resortId } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: "draft", calculationType: "unit", currency: "EUR", type: "resort" });
    expect(res.body.periods).toEqual([]);
    // a resort price names its resort, a vessel price its vessel: 400 naming the field, nothing written
    const before = await count();
    const orphan = await call(create, { method: "POST", token: admin, body: { name: "Nowhere", type: "resort" } });
    expect(orphan.status).toBe(400);
    expect(orphan.body.fields).toMatchObject([{ path: "resortId" }]);
    const adrift = await call(create, { method: "POST", token: admin, body: { name: "Adrift", type: "vessel" } });
    expect(adrift.body.fields).toMatchObject([{ path: "vesselId" }]);
    expect(await count()).toBe(before);
  });

  it("refuses overlapping periods with 400 naming the period, and writes nothing", async () => {
    const before = await count();
    const body = season();
    body.periods[1].from = "2025-06-15";
    const res = await call(create, { method: "POST", token: admin, body, headers: en });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("ValidationError");
    expect(res.body.fields).toContainEqual({
      path: "periods.1.from",
      message: "Overlaps the period Low (Jan 1, 2025 to Jun 30, 2025)",
    });
    expect(await count()).toBe(before);
  });

  it("allows an exception (a holiday) wholly inside a season, but not a plain nested period", async () => {
    const body = season();
    body.periods.push({ name: "Festival", from: "2025-05-12", to: "2025-05-13" });
    const plain = await call(create, { method: "POST", token: admin, body });
    expect(plain.status).toBe(400);
    expect(plain.body.fields[0].path).toBe("periods.2.from");
    (body.periods[2] as { override?: boolean }).override = true;
    const ok = await call(create, { method: "POST", token: admin, body });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.periods.find((p: { name: string }) => p.name === "Festival").override).toBe(true);
  });

  it("refuses negative values, reversed dates, unknown room types and duplicate cells (400, nothing written)", async () => {
    const before = await count();
    const cases: [(b: ReturnType<typeof season>) => void, string][] = [
      [(b) => (b.entries[0].value = "-1"), "entries.0.value"],
      [(b) => Object.assign(b, { basePrice: "-5" }), "basePrice"],
      [(b) => Object.assign(b, { surcharge: "-5" }), "surcharge"],
      [(b) => (b.periods[0].to = "2024-12-31"), "periods.0.to"],
      [(b) => Object.assign(b, { valid: { from: "2025-12-31", to: "2025-01-01" } }), "valid.to"],
      [(b) => (b.entries[1].roomTypeId = otherResortType), "entries.1.roomTypeId"],
      [(b) => (b.entries[1].roomTypeId = cabinType), "entries.1.roomTypeId"],
      [(b) => (b.entries[1].periodIndex = 0), "entries.1.roomTypeId"],
      [(b) => (b.entries[0].periodIndex = 7), "entries.0.periodId"],
      [(b) => Object.assign(b.entries[0], { variants: { 999999: "5" } }), "entries.0.variants"],
      [(b) => Object.assign(b, { variantIds: [999999] }), "variantIds.0"],
      [(b) => Object.assign(b, { resortId: 999999 }), "resortId"],
      [(b) => Object.assign(b, { discount: "120", discountType: "percent" }), "discount"],
      [(b) => Object.assign(b, { status: "maybe" }), "status"],
    ];
    for (const [change, path] of cases) {
      const body = season();
      change(body);
      const res = await call(create, { method: "POST", token: admin, body });
      expect(res.status, path).toBe(400);
      expect(
        res.body.fields.map((f: { path: string }) => f.path),
        path,
      ).toContain(path);
    }
    expect(await count()).toBe(before);
  });

  it("names a validity back to front together with the other bad fields, in one answer", async () => {
    const before = await count();
    const body = { ...season(), validFrom: "2025-12-31", validTo: "2025-01-01", basePrice: "-5", status: "maybe" };
    const res = await call(create, { method: "POST", token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(["basePrice", "status", "validTo"]);
    expect(await count()).toBe(before);
  });

  it("refuses a currency without an exchange rate, and an unknown one", async () => {
    const before = await count();
    const gbp = await call(create, {
      method: "POST",
      token: admin,
      body: { ...season(), currency: "GBP" },
      headers: en,
    });
    expect(gbp.status).toBe(400);
    expect(gbp.body.fields).toContainEqual(
      expect.objectContaining({ path: "currency", message: "There is no exchange rate for this currency" }),
    );
    const sold = await call(create, {
      method: "POST",
      token: admin,
      body: { ...season(), currencies: ["USD", "GBP"] },
    });
    expect(sold.status).toBe(400);
    expect(sold.body.fields.map((f: { path: string }) => f.path)).toEqual(["currencies.1"]);
    const unknown = await call(create, { method: "POST", token: admin, body: { ...season(), currency: "XYZ" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[0].path).toBe("currency");
    // USD has a rate (inverted EUR>USD counts)
    const usd = await call(create, { method: "POST", token: admin, body: { ...season(), currency: "USD" } });
    expect(usd.status, JSON.stringify(usd.body)).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it("sells only to countries that exist: XX is a 400 naming the code, in German too, nothing changed", async () => {
    const before = await count();
    const xx = await call(create, {
      method: "POST",
      token: admin,
      body: { ...season(), countries: ["DE", "XX"] },
      headers: en,
    });
    expect(xx.status).toBe(400);
    expect(xx.body.fields).toEqual([
      expect.objectContaining({ path: "countries.1", message: "This entry does not exist" }),
    ]);
    expect(await count()).toBe(before);

    const made = await call(create, { method: "POST", token: admin, body: { ...season(), countries: ["DE", "at"] } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.countries).toEqual(["DE", "AT"]);
    const id = String(made.body.id);
    const changed = await call(update, {
      method: "POST",
      token: admin,
      params: { id },
      headers: { "accept-language": "de" },
      body: { countries: ["XX"] },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.fields).toEqual([
      expect.objectContaining({ path: "countries.0", message: "Diesen Eintrag gibt es nicht" }),
    ]);
    // a name that is no code keeps its own message
    const germany = await call(update, {
      method: "POST",
      token: admin,
      params: { id },
      headers: en,
      body: { countries: ["Germany"] },
    });
    expect(germany.status).toBe(400);
    expect(germany.body.fields.map((f: { message: string }) => f.message)).toEqual(["Please choose a country"]);
    expect((await call(get, { token: admin, params: { id } })).body.countries).toEqual(["DE", "AT"]);
    const ok = await call(update, { method: "POST", token: admin, params: { id }, body: { countries: ["DE"] } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.countries).toEqual(["DE"]);
  });
});

describe("the price grid's save", () => {
  it("keeps the ids of periods and unchanged cells, changes, adds and removes the rest", async () => {
    const made = (await call(create, { method: "POST", token: admin, body: season() })).body;
    const [low, high] = made.periods;
    const cell = (b: typeof made, rt: number, period: number) =>
      b.entries.find((e: { roomTypeId: number; periodId: number }) => e.roomTypeId === rt && e.periodId === period);
    const body = {
      periods: [
        { id: low.id, name: "Low", from: "2025-01-01", to: "2025-06-30" },
        { id: high.id, name: "High season", from: "2025-07-01", to: "2025-11-30" },
        { name: "Christmas", from: "2025-12-01", to: "2025-12-31" },
      ],
      entries: [
        { periodId: low.id, roomTypeId: double, per: "room", value: "100" },
        { periodId: high.id, roomTypeId: double, per: "room", value: "155.50" },
        { periodIndex: 2, roomTypeId: double, per: "room", value: "220" },
        { periodIndex: 2, roomTypeId: null, per: "room", value: "180" },
      ],
    };
    const res = await call(update, { method: "POST", token: admin, params: { id: String(made.id) }, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.periods.map((p: { name: string }) => p.name)).toEqual(["Low", "High season", "Christmas"]);
    expect(res.body.periods[0].id).toBe(low.id);
    expect(cell(res.body, double, low.id).id).toBe(cell(made, double, low.id).id);
    expect(cell(res.body, double, high.id)).toMatchObject({ id: cell(made, double, high.id).id, value: "155.5" });
    expect(cell(res.body, suite, low.id)).toBeUndefined();
    const christmas = res.body.periods[2].id;
    expect(res.body.entries.filter((e: { periodId: number }) => e.periodId === christmas)).toHaveLength(2);
    expect(res.body.name).toBe("Summer 2025");
  });

  it("refuses an overlap in a grid save and keeps the stored grid", async () => {
    const made = (await call(create, { method: "POST", token: admin, body: season() })).body;
    const res = await call(update, {
      method: "POST",
      token: admin,
      params: { id: String(made.id) },
      body: {
        periods: [
          { id: made.periods[0].id, name: "Low", from: "2025-01-01", to: "2025-07-15" },
          { id: made.periods[1].id, name: "High", from: "2025-07-01", to: "2025-12-31" },
        ],
        entries: [],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[0].path).toBe("periods.1.from");
    const after = (await call(get, { token: admin, params: { id: String(made.id) } })).body;
    expect(after.periods).toEqual(made.periods);
    expect(after.entries).toEqual(made.entries);
  });

  it("changes only the header fields named (schema defaults change nothing)", async () => {
    const made = (await call(create, { method: "POST", token: admin, body: { ...season(), surcharge: "5" } })).body;
    const res = await call(update, {
      method: "POST",
      token: admin,
      params: { id: String(made.id) },
      body: { name: "Summer 2025 (final)", tax: { status: "active", value: "10", name: "VAT", inclusive: false } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      name: "Summer 2025 (final)",
      surcharge: "5",
      status: "active",
      tax: { status: "active", value: "10", name: "VAT", inclusive: false },
    });
    expect(res.body.entries).toEqual(made.entries);
  });

  it("answers 404 for an unknown price and 400 for a malformed id", async () => {
    expect(
      (await call(update, { method: "POST", token: admin, params: { id: "999999" }, body: { name: "X" } })).status,
    ).toBe(404);
    expect((await call(update, { method: "POST", token: admin, params: { id: "abc" }, body: {} })).status).toBe(400);
    expect((await call(get, { token: admin, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("copy, delete, constants and entries", () => {
  it("copies a price with its grid as a draft, and deletes one with its grid", async () => {
    const made = (await call(create, { method: "POST", token: admin, body: season() })).body;
    const res = await call(copy, { method: "POST", token: admin, params: { id: String(made.id) } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: "Summer 2025 (2)", status: "draft", variantIds: [childVariant] });
    expect(res.body.periods.map((p: { from: string }) => p.from)).toEqual(["2025-01-01", "2025-07-01"]);
    expect(res.body.entries.map((e: { value: string }) => e.value).sort()).toEqual(["100", "120", "150", "80"]);
    expect(res.body.entries.some((e: { variants: object }) => Object.keys(e.variants).length === 1)).toBe(true);

    expect((await call(remove, { method: "DELETE", token: admin, params: { id: String(res.body.id) } })).status).toBe(
      204,
    );
    expect(await db().priceEntry.count({ where: { priceId: res.body.id } })).toBe(0);
    expect((await call(copy, { method: "POST", token: admin, params: { id: "999999" } })).status).toBe(404);
  });

  it("a variant, supplement or terms a price uses cannot be deleted (409 naming the prices); once the price is gone they can", async () => {
    const supplement = await db().supplement.create({ data: { name: "Dive fee", value: "5" } });
    const terms = await db().termsOfPayment.create({ data: { name: "Price terms" } });
    const variant = await db().priceVariant.create({ data: { key: `teen${Date.now()}`, name: "Teen", maxAge: 17 } });
    const made = await call(create, {
      method: "POST",
      token: admin,
      body: {
        ...season(),
        variantIds: [variant.id],
        entries: [],
        supplementIds: [supplement.id],
        defaultTermsOfPaymentId: terms.id,
      },
    });
    expect(made.status, made.text).toBe(201);
    const del = (resource: string, id: number) =>
      call(removeResource, { method: "DELETE", token: admin, params: { resource, id: String(id) }, headers: en });
    for (const [resource, id] of [
      ["pricevariant", variant.id],
      ["supplements", supplement.id],
      ["terms", terms.id],
    ] as const) {
      const res = await del(resource, id);
      expect(res.status, `${resource}: ${res.text}`).toBe(409);
      expect(res.body.description).toBe("STILL_REFERENCED");
      expect(res.body.message).toMatch(/prices/);
    }
    const price = (await call(get, { token: admin, params: { id: String(made.body.id) } })).body;
    expect(price).toMatchObject({
      variantIds: [variant.id],
      supplementIds: [supplement.id],
      defaultTermsOfPaymentId: terms.id,
    });
    expect((await call(remove, { method: "DELETE", token: admin, params: { id: String(made.body.id) } })).status).toBe(
      204,
    );
    for (const [resource, id] of [
      ["pricevariant", variant.id],
      ["supplements", supplement.id],
      ["terms", terms.id],
    ] as const)
      expect((await del(resource, id)).status, resource).toBe(204);
  });

  it("lists and exports prices, with filters", async () => {
    const res = await call(list, { token: staff, query: { "filter[type]": "resort", sort: "name" } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    // the list carries each price's tax as the price itself does
    const one = res.body.data[0];
    expect(one.tax).toEqual((await call(get, { token: staff, params: { id: String(one.id) } })).body.tax);
    expect(Object.keys(one.tax)).toEqual(["status", "value", "name", "inclusive"]);
    expect((await call(list, { token: admin, query: { "filter[nope]": "1" } })).status).toBe(400);
    const file = await call(csv, { token: admin });
    expect(file.status).toBe(200);
    expect(file.text.split("\r\n")[0]).toContain("Name");
  });

  it("answers the price types, calculation types and one entry", async () => {
    expect((await call(types, { token: staff })).body).toEqual(["resort", "vessel"]);
    expect((await call(calculationTypes, { token: staff })).body).toEqual(["complete", "unit"]);
    const made = (await call(create, { method: "POST", token: admin, body: season() })).body;
    const e = made.entries[0];
    const res = await call(entry, { token: staff, params: { id: String(e.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: e.id,
      value: e.value,
      per: e.per,
      period: { id: e.periodId },
      price: { id: made.id, name: "Summer 2025", currency: "EUR" },
      roomType: { id: e.roomTypeId },
    });
    expect((await call(entry, { token: staff, params: { id: "999999" } })).status).toBe(404);
    expect((await call(entry, { token: staff, params: { id: "x" } })).status).toBe(400);
  });
});

describe("access", () => {
  it("needs price.update to write and price.update or bookings.update to read", async () => {
    const denied = await call(create, { method: "POST", token: staff, body: { name: "" } });
    expect(denied.status).toBe(403);
    expect(denied.body.fields).toBeUndefined();
    expect((await call(list, { token: reader })).status).toBe(403);
    expect((await call(types, { token: reader })).status).toBe(403);
    expect((await call(entry, { token: reader, params: { id: "1" } })).status).toBe(403);
    expect((await call(update, { method: "POST", token: staff, params: { id: "1" }, body: {} })).status).toBe(403);
    expect((await call(copy, { method: "POST", token: staff, params: { id: "1" } })).status).toBe(403);
    expect((await call(remove, { method: "DELETE", token: staff, params: { id: "1" } })).status).toBe(403);
    for (const h of [list, types, calculationTypes]) expect((await call(h)).status).toBe(401);
    expect((await call(create, { method: "POST", body: season() })).status).toBe(401);
  });
});
