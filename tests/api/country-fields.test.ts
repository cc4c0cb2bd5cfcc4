// Every field that names a country takes only a code that names one (ISO 3166-1 alpha-2, and XK),
// with the one validator the price's markets use (isoCountryCode): "XX" is a 400 at its field, in
// the caller's language, and nothing is stored; "de" is stored as DE.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/[resource]/route";
import { GET as get, POST as update } from "@/app/api/[resource]/[id]/route";
import { GET as readGroup, POST as writeGroup } from "@/app/api/settings/group/[group]/route";
import { GET as findPrice } from "@/app/api/resort/findPrice/[resort]/route";
import { db } from "@/lib/core/db";
import { seedResort, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let admin: string;
const en = { "accept-language": "en" };
const de = { "accept-language": "de" };
const UNKNOWN_EN = "This entry does not exist";
const UNKNOWN_DE = "Diesen Eintrag gibt es nicht";

beforeAll(async () => {
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
});

const post = (resource: string, body: unknown, headers: Record<string, string> = en) =>
  call(create, { method: "POST", token: admin, params: { resource }, body, headers });
const change = (resource: string, id: unknown, body: unknown, headers: Record<string, string> = en) =>
  call(update, { method: "POST", token: admin, params: { resource, id: String(id) }, body, headers });
const read = async (resource: string, id: unknown) =>
  (await call(get, { token: admin, params: { resource, id: String(id) } })).body;
const fieldsOf = (body: { fields?: { path: string; message: string }[] }) =>
  (body.fields ?? []).map((f) => ({ path: f.path, message: f.message }));

describe("customers", () => {
  it("refuses a code that names no country at each country field, in English and German, storing nothing", async () => {
    const before = await db().customer.count();
    const bad = await post("customers", {
      firstName: "Xavier",
      lastName: "Nowhere",
      nationality: "XX",
      country: "ZZ",
      passportNationality: "DE",
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual([
      { path: "nationality", message: UNKNOWN_EN },
      { path: "country", message: UNKNOWN_EN },
    ]);
    const german = await post("customers", { firstName: "X", lastName: "N", passportNationality: "XX" }, de);
    expect(german.status).toBe(400);
    expect(fieldsOf(german.body)).toEqual([{ path: "passportNationality", message: UNKNOWN_DE }]);
    // the wrong shape keeps its own message
    const named = await post("customers", { firstName: "X", lastName: "N", country: "Germany" });
    expect(fieldsOf(named.body)).toEqual([{ path: "country", message: "Please choose a country" }]);
    expect(await db().customer.count()).toBe(before);
  });

  it("saves codes that name countries (upper-cased, XK too); an update to XX is refused and changes nothing", async () => {
    const made = await post("customers", {
      firstName: "Lena",
      lastName: "Valid",
      nationality: "de",
      country: "AT",
      passportNationality: "XK",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const stored = await db().customer.findUniqueOrThrow({ where: { id: made.body.id } });
    expect([stored.nationality, stored.country, stored.passportNationality]).toEqual(["DE", "AT", "XK"]);

    const bad = await change("customers", made.body.id, { country: "XX" }, de);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual([{ path: "country", message: UNKNOWN_DE }]);
    expect((await read("customers", made.body.id)).country).toBe("AT");
    const ok = await change("customers", made.body.id, { country: "ch", nationality: "" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await db().customer.findUniqueOrThrow({ where: { id: made.body.id } })).toMatchObject({
      country: "CH",
      nationality: null,
    });
  });
});

describe("agencies", () => {
  it("refuses XX at country (400, in the caller's language, nothing stored) and saves a real country", async () => {
    const before = await db().agency.count();
    const bad = await post("agencies", { name: "Nowhere Travel", country: "XX" });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual([{ path: "country", message: UNKNOWN_EN }]);
    const german = await post("agencies", { name: "Nowhere Travel", country: "QQ" }, de);
    expect(fieldsOf(german.body)).toEqual([{ path: "country", message: UNKNOWN_DE }]);
    expect(await db().agency.count()).toBe(before);

    const made = await post("agencies", { name: "Somewhere Travel", country: "nz" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await read("agencies", made.body.id)).country).toBe("NZ");
    const changed = await change("agencies", made.body.id, { country: "XX" });
    expect(changed.status).toBe(400);
    expect(fieldsOf(changed.body)).toEqual([{ path: "country", message: UNKNOWN_EN }]);
    expect((await read("agencies", made.body.id)).country).toBe("NZ");
    expect((await change("agencies", made.body.id, { country: "FJ" })).body.country).toBe("FJ");
  });
});

describe("the other country fields", () => {
  const cases: {
    resource: string;
    body: () => Record<string, unknown>;
    field: string;
    count: () => Promise<number>;
  }[] = [
    {
      resource: "resort",
      body: () => ({ name: "Nowhere Lodge", code: `NW${Date.now() % 100000}`, timezone: "Asia/Makassar" }),
      field: "countryCode",
      count: () => db().resort.count(),
    },
    {
      resource: "supplier",
      body: () => ({ name: "Nowhere Supply" }),
      field: "country",
      count: () => db().supplier.count(),
    },
    {
      resource: "port",
      body: () => ({ name: "Nowhere Harbour" }),
      field: "countryCode",
      count: () => db().port.count(),
    },
    {
      resource: "destination",
      body: () => ({ name: "Nowhere Reef" }),
      field: "countryCode",
      count: () => db().destination.count(),
    },
    {
      resource: "tax",
      body: () => ({ name: "Nowhere VAT", value: "10", status: "active", inclusive: true }),
      field: "countryCode",
      count: () => db().tax.count(),
    },
  ];

  for (const c of cases)
    it(`${c.resource}: ${c.field} XX is a 400 at the field, nothing stored; ID is saved`, async () => {
      const before = await c.count();
      const bad = await post(c.resource, { ...c.body(), [c.field]: "XX" }, de);
      expect(bad.status, JSON.stringify(bad.body)).toBe(400);
      expect(fieldsOf(bad.body)).toEqual([{ path: c.field, message: UNKNOWN_DE }]);
      expect(await c.count()).toBe(before);
      const ok = await post(c.resource, { ...c.body(), [c.field]: "id" });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect(ok.body[c.field]).toBe("ID");
    });

  it("the company's address: XX is a 400 at country and the group keeps its value; DE and empty are saved", async () => {
    const write = (country: string, headers = en) =>
      call(writeGroup, { method: "POST", token: admin, params: { group: "company" }, body: { country }, headers });
    expect((await write("DE")).status).toBe(200);
    const bad = await write("XX", de);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual([{ path: "country", message: UNKNOWN_DE }]);
    expect(fieldsOf((await write("Germany")).body)).toEqual([{ path: "country", message: "Please choose a country" }]);
    expect((await call(readGroup, { token: admin, params: { group: "company" } })).body.country).toBe("DE");
    expect((await write("at")).body.country).toBe("AT");
    expect((await write("")).body.country).toBe("");
  });

  it("the price lookup's market: ?country=XX is a 400 naming country", async () => {
    const { resort } = await seedResort(db(), { name: "Market Resort" });
    const res = await call(findPrice, {
      token: admin,
      params: { resort: String(resort.id) },
      query: { country: "XX" },
      headers: en,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([{ path: "country", message: UNKNOWN_EN }]);
  });
});
