// Specials and their groups, price variants, supplements and products over HTTP: the rule
// editor's contract (a rule naming an unknown dimension, an operator that does not fit it or a
// value of the wrong shape is a 400 naming rules.{i}.dimension/.operator/.value, nothing written,
// also when a change is merged with the stored special), references, and who may call.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { GET as get, POST as update, DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { POST as copy } from "@/app/api/[resource]/[id]/copy/route";
import { GET as productConstants } from "@/app/api/product/constants/route";
import { db } from "@/lib/core/db";
import { seedResort } from "@/prisma/seed/factories";
import { seedCurrencies, seedRate, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string, reader: string, staff: string, products: string;
let roomType: number;

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  reader = await tokenWith(["bookings.read"]);
  staff = await tokenWith(["bookings.update"]);
  products = await tokenWith(["product.read"]);
  await seedCurrencies("EUR", "USD", "GBP");
  await seedRate("EUR", "USD", "1.10", "2025-01-01");
  roomType = (await seedResort(db())).rooms[0].roomTypeId;
});

const params = { resource: "specials" };
const en = { "accept-language": "en" };
const earlyBird = () => ({
  name: "Early bird",
  status: "active",
  discount: "PerCent",
  discountValue: "10",
  target: "ChangeRoomPrice",
  scope: "Booking",
  rules: [{ dimension: "DaysBeforeTravelDate", operator: "GreaterThanEquals", value: 90 }],
  dateRange: { from: "2025-01-01", to: "2025-12-31" },
});
const specialsCount = () => db().special.count();
/** POST /api/specials as the admin (in the default language unless `headers` ask for another). */
const newSpecial = (body: unknown, headers?: Record<string, string>) =>
  call(create, { method: "POST", token: admin, params, headers, body });
const paths = (body: { fields?: { path: string }[] }) => (body.fields ?? []).map((f) => f.path);

describe("specials", () => {
  it("are created with their rules, date range, channels and flags", async () => {
    const res = await newSpecial({ ...earlyBird(), channels: ["Booking", "AgentDirectBooking"], unique: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: "Early bird",
      kind: "special",
      discountValue: "10",
      dateRange: { from: "2025-01-01", to: "2025-12-31" },
      rules: earlyBird().rules,
      channels: ["Booking", "AgentDirectBooking"],
      autoAdd: true,
      unique: true,
      reduce: true,
    });
    const one = await call(get, { token: staff, params: { ...params, id: String(res.body.id) } });
    expect(one.body.dateRange).toEqual({ from: "2025-01-01", to: "2025-12-31" });
  });

  it("take the range as the flat dateFrom and dateTo they answer with; a reversed or half one is a 400", async () => {
    const { dateRange: _range, ...plain } = earlyBird();
    const flat = await newSpecial({ ...plain, name: "Flat range", dateFrom: "2030-01-01", dateTo: "2030-05-01" });
    expect(flat.status, JSON.stringify(flat.body)).toBe(201);
    expect(flat.body).toMatchObject({ dateFrom: "2030-01-01", dateTo: "2030-05-01" });
    expect(flat.body.dateRange).toEqual({ from: "2030-01-01", to: "2030-05-01" });
    const id = String(flat.body.id);
    // one day changed: the other stays
    const later = await call(update, {
      method: "POST",
      token: admin,
      params: { ...params, id },
      body: { dateTo: "2030-06-30" },
    });
    expect(later.body.dateRange).toEqual({ from: "2030-01-01", to: "2030-06-30" });
    const before = await db().special.count();
    const reversed = await newSpecial({ ...plain, name: "Reversed", dateFrom: "2030-05-01", dateTo: "2030-01-01" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toMatchObject([{ path: "dateTo" }]);
    const half = await newSpecial({ ...plain, name: "Half", dateFrom: "2030-05-01" });
    expect(half.body.fields).toMatchObject([{ path: "dateTo" }]);
    expect(await db().special.count()).toBe(before);
  });

  it("refuses a rule naming an unknown dimension, an operator that does not fit or a wrong value (400, nothing written)", async () => {
    const before = await specialsCount();
    const cases: [unknown, string, string][] = [
      [{ dimension: "Moon", operator: "Equals", value: 1 }, "rules.0.dimension", "Unknown rule dimension"],
      [{ dimension: "Nights", operator: "About", value: 1 }, "rules.0.operator", "Unknown operator"],
      [
        { dimension: "DepartureDay", operator: "GreaterThan", value: 3 },
        "rules.0.operator",
        "This operator does not fit the dimension",
      ],
      [
        { dimension: "StayRevenue", operator: "IsIn", value: ["100"] },
        "rules.0.operator",
        "This operator does not fit the dimension",
      ],
      [
        { dimension: "Nights", operator: "GreaterThan", value: "seven" },
        "rules.0.value",
        "The value does not fit the dimension and operator",
      ],
      [
        { dimension: "DayInWeek", operator: "IsIn", value: [6, 8] },
        "rules.0.value",
        "The value does not fit the dimension and operator",
      ],
      [
        { dimension: "Date", operator: "IsIn", value: [{ from: "2025-12-31", to: "2025-12-01" }] },
        "rules.0.value",
        "The end must be after the start",
      ],
      ["NoOfPax > 2", "rules.0", "This field is required"],
    ];
    for (const [rule, path, message] of cases) {
      const res = await call(create, {
        method: "POST",
        token: admin,
        params,
        body: { ...earlyBird(), rules: [rule] },
        headers: en,
      });
      expect(res.status, path).toBe(400);
      expect(res.body.fields, JSON.stringify(rule)).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect(await specialsCount()).toBe(before);
  });

  it("names every wrong field of a special at once", async () => {
    const res = await call(create, {
      method: "POST",
      token: admin,
      params,
      body: {
        ...earlyBird(),
        kind: "AgencyCommission",
        discount: "FOC",
        replaceMatchingRoomPrice: true,
        target: "ChangeFullBookingPrice",
        rules: [
          { dimension: "Nights", operator: "GreaterThanEquals", value: 7 },
          { dimension: "Age", operator: "LessThan", value: -1 },
        ],
      },
      headers: en,
    });
    expect(res.status).toBe(400);
    expect(paths(res.body).sort()).toEqual(["discount", "replaceMatchingRoomPrice", "rules.1.value"]);
  });

  it("refuses a negative value, a percent over 100, a reversed date range and a currency without a rate", async () => {
    const before = await specialsCount();
    for (const [body, path] of [
      [{ discountValue: "-5" }, "discountValue"],
      [{ discountValue: "150" }, "discountValue"],
      [{ dateRange: { from: "2025-12-31", to: "2025-01-01" } }, "dateRange.to"],
      [{ discount: "Absolute", currency: "GBP" }, "currency"],
      [{ groupId: 999999 }, "groupId"],
      [{ includeIn: [999999] }, "includeIn.0"],
      [{ target: "ChangeProductCategoryPrice", productCategoryIds: [] }, "productCategoryIds"],
    ] as const) {
      const res = await newSpecial({ ...earlyBird(), ...body });
      expect(res.status, path).toBe(400);
      expect(paths(res.body), path).toContain(path);
    }
    expect(await specialsCount()).toBe(before);
  });

  it("checks a change merged with the stored special, and keeps the special when it is refused", async () => {
    const made = (await newSpecial(earlyBird())).body;
    const id = String(made.id);
    // a new operator alone must fit the stored dimension
    const bad = await call(update, {
      method: "POST",
      token: admin,
      params: { ...params, id },
      body: { kind: "AgencyCommission", discount: "Lowest" },
    });
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual(["discount"]);
    const badRule = await call(update, {
      method: "POST",
      token: admin,
      params: { ...params, id },
      body: { rules: [{ dimension: "Resort", operator: "LessThan", value: 1 }] },
    });
    expect(paths(badRule.body)).toEqual(["rules.0.operator"]);
    expect((await call(get, { token: admin, params: { ...params, id } })).body.rules).toEqual(made.rules);

    const ok = await call(update, {
      method: "POST",
      token: admin,
      params: { ...params, id },
      body: {
        rules: [
          { dimension: "Nights", operator: "GreaterThanEquals", value: 7 },
          { dimension: "RoomType", operator: "IsIn", value: [roomType] },
          { dimension: "Date", operator: "IsNotIn", value: ["2025-12-24", { from: "2025-12-30", to: "2026-01-02" }] },
          { dimension: "CustomerType", operator: "IsNotIn", value: ["ForFree"] },
          { dimension: "AddressCountry", operator: "IsIn", value: ["DE", "at"] },
          { dimension: "StayRevenue", operator: "GreaterThan", value: "1000.50" },
        ],
        dateRange: null,
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ name: "Early bird", dateRange: null, discountValue: "10" });
    expect(ok.body.rules).toHaveLength(6);
  });

  it("copies a special as a draft; 404 for unknown ones", async () => {
    const made = (await newSpecial(earlyBird())).body;
    const res = await call(copy, { method: "POST", token: admin, params: { ...params, id: String(made.id) } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Early bird (2)", status: "draft", rules: made.rules });
    expect((await call(get, { token: admin, params: { ...params, id: "999999" } })).status).toBe(404);
    expect(
      (await call(update, { method: "POST", token: admin, params: { ...params, id: "999999" }, body: {} })).status,
    ).toBe(404);
  });

  it("groups: a group in use by a special is not deleted (409)", async () => {
    const group = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "specialsgroup" },
      body: { name: "Seasonal" },
    });
    expect(group.status).toBe(201);
    const special = await newSpecial({
      ...earlyBird(),
      groupId: group.body.id,
      rules: [{ dimension: "SpecialsGroup", operator: "IsNotIn", value: [group.body.id] }],
    });
    expect(special.status, JSON.stringify(special.body)).toBe(201);
    const del = await call(remove, {
      method: "DELETE",
      token: admin,
      params: { resource: "specialsgroup", id: String(group.body.id) },
    });
    expect(del.status).toBe(409);
  });

  it("a group named only in another special's rule is not deleted either; the 409 says where, in German too", async () => {
    const group = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "specialsgroup" },
      body: { name: "Named in a rule" },
    });
    const other = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "specialsgroup" },
      body: { name: "Not named" },
    });
    const special = await newSpecial({
      ...earlyBird(),
      rules: [{ dimension: "SpecialsGroup", operator: "IsIn", value: [group.body.id] }],
    });
    expect(special.status, JSON.stringify(special.body)).toBe(201);
    const del = (id: number) =>
      call(remove, {
        method: "DELETE",
        token: admin,
        params: { resource: "specialsgroup", id: String(id) },
        headers: { "accept-language": "de" },
      });
    const refused = await del(group.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      description: "STILL_REFERENCED",
      details: { references: [{ resource: "specialRules", count: 1 }] },
    });
    expect(refused.body.message).toContain("Specials (in einer Regel) (1)");
    expect(await db().specialsGroup.count({ where: { id: group.body.id } })).toBe(1);
    // a group no rule names goes
    expect((await del(other.body.id)).status).toBe(204);
  });

  it("a rule naming a group, resort or agency that does not exist is a 400 at its value, nothing written", async () => {
    const before = await specialsCount();
    const res = await newSpecial(
      {
        ...earlyBird(),
        rules: [
          { dimension: "DaysBeforeTravelDate", operator: "GreaterThanEquals", value: 30 },
          { dimension: "Resort", operator: "IsIn", value: [999999] },
          { dimension: "SpecialsGroup", operator: "Equals", value: 999998 },
          { dimension: "RoomType", operator: "IsIn", value: [roomType] },
        ],
      },
      en,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(paths(res.body)).toEqual(["rules.1.value", "rules.2.value"]);
    expect(await specialsCount()).toBe(before);
    // an update naming one is refused the same way, and the special keeps its rules
    const made = await newSpecial(earlyBird());
    const changed = await call(update, {
      method: "POST",
      token: admin,
      params: { ...params, id: String(made.body.id) },
      body: { rules: [{ dimension: "Agencies", operator: "IsIn", value: [999997] }] },
    });
    expect(changed.status).toBe(400);
    expect(paths(changed.body)).toEqual(["rules.0.value"]);
    expect((await db().special.findUniqueOrThrow({ where: { id: made.body.id } })).rules).toEqual(earlyBird().rules);
  });

  it("a country rule naming a code that is no country (XX) is a 400 at its value, in German too; DE is taken", async () => {
    const before = await specialsCount();
    const res = await newSpecial(
      {
        ...earlyBird(),
        rules: [
          { dimension: "PassportCountry", operator: "Equals", value: "XX" },
          { dimension: "AddressCountry", operator: "IsIn", value: ["DE", "XX"] },
          { dimension: "AddressCountry", operator: "IsNotIn", value: ["AT", "ch"] },
        ],
      },
      en,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields).toEqual([
      expect.objectContaining({ path: "rules.0.value", message: "This entry does not exist" }),
      expect.objectContaining({ path: "rules.1.value", message: "This entry does not exist" }),
    ]);
    const german = await call(create, {
      method: "POST",
      token: admin,
      params,
      headers: { "accept-language": "de" },
      body: { ...earlyBird(), rules: [{ dimension: "PassportCountry", operator: "Equals", value: "XX" }] },
    });
    expect(german.status).toBe(400);
    expect(german.body.fields).toEqual([
      expect.objectContaining({ path: "rules.0.value", message: "Diesen Eintrag gibt es nicht" }),
    ]);
    expect(await specialsCount()).toBe(before);

    const germany = [{ dimension: "PassportCountry", operator: "Equals", value: "DE" }];
    const made = await newSpecial({ ...earlyBird(), rules: germany });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // an update naming one is refused the same way, and the special keeps its rules
    const changed = await call(update, {
      method: "POST",
      token: admin,
      params: { ...params, id: String(made.body.id) },
      body: { rules: [{ dimension: "AddressCountry", operator: "IsNotIn", value: ["XX"] }] },
    });
    expect(changed.status).toBe(400);
    expect(paths(changed.body)).toEqual(["rules.0.value"]);
    expect((await db().special.findUniqueOrThrow({ where: { id: made.body.id } })).rules).toEqual(germany);
  });
});

describe("variants, supplements and products", () => {
  it("a variant's adjustment needs type and value together", async () => {
    const p = { resource: "pricevariant" };
    const bad = await call(create, {
      method: "POST",
      token: admin,
      params: p,
      body: { key: "k", name: "K", adjustType: "percent" },
    });
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual(["adjustValue"]);
    const ok = await call(create, {
      method: "POST",
      token: admin,
      params: p,
      body: { key: "single", name: "Single use", singleUse: true, adjustType: "percent", adjustValue: "50" },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.adjust).toEqual({ type: "percent", value: "50" });
  });

  it("an update keeps the create's rules: no percentage below -100 (a negative price), type and value together", async () => {
    const p = { resource: "pricevariant" };
    const made = await call(create, {
      method: "POST",
      token: admin,
      params: p,
      body: { key: "child", name: "Child", maxAge: 11, adjustType: "percent", adjustValue: "-50" },
    });
    expect(made.status).toBe(201);
    const at = { ...p, id: String(made.body.id) };
    const post = (body: object) => call(update, { method: "POST", token: admin, params: at, body });

    // both given, and only the value (the stored type is percent)
    for (const body of [{ adjustType: "percent", adjustValue: "-150" }, { adjustValue: "-150" }]) {
      const bad = await post(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(paths(bad.body)).toEqual(["adjustValue"]);
    }
    // the type taken away, the value left
    const half = await post({ adjustType: null });
    expect(half.status).toBe(400);
    expect(paths(half.body)).toEqual(["adjustValue"]);
    const stored = await db().priceVariant.findUniqueOrThrow({ where: { id: made.body.id } });
    expect([stored.adjustType, String(stored.adjustValue)]).toEqual(["percent", "-50"]);

    // what the rules allow still saves: -100 percent, an amount below zero, both cleared, a name alone
    expect((await post({ adjustValue: "-100" })).status).toBe(200);
    expect((await post({ adjustType: "absolute", adjustValue: "-150" })).status).toBe(200);
    expect((await post({ adjustType: null, adjustValue: null })).status).toBe(200);
    const renamed = await post({ name: "Kind" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Kind", adjust: null });
  });

  it("a supplement names existing room types and a date range in order", async () => {
    const p = { resource: "supplements" };
    const bad = await call(create, {
      method: "POST",
      token: admin,
      params: p,
      body: { name: "Eco fee", value: "2", roomTypeIds: [999999], validFrom: "2025-05-01", validTo: "2025-01-01" },
    });
    expect(bad.status).toBe(400);
    expect(paths(bad.body).sort()).toEqual(["roomTypeIds.0", "validTo"]);
    const negative = await call(create, {
      method: "POST",
      token: admin,
      params: p,
      body: { name: "Eco", value: "-2" },
    });
    expect(paths(negative.body)).toEqual(["value"]);
    const ok = await call(create, {
      method: "POST",
      token: admin,
      params: p,
      body: { name: "Eco fee", value: "2", addRule: "PerNight", roomTypeIds: [roomType] },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ value: "2", addRule: "PerNight", roomTypeIds: [roomType] });
  });

  it("products: constants, a currency with a rate, no negative price", async () => {
    const c = await call(productConstants, { token: products });
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({
      kinds: ["ConsumptionGood", "ReusableGood"],
      units: ["Piece", "Can", "Bottle", "Bucket", "KiloGram", "Gramm", "Unit"],
      addRules: expect.arrayContaining(["PerDive", "PerWeekCeil"]),
    });
    expect((await call(productConstants, { token: reader })).status).toBe(403);
    expect((await call(productConstants)).status).toBe(401);
    const p = { resource: "product" };
    const gbp = await call(create, {
      method: "POST",
      token: admin,
      params: p,
      body: { name: "Nitrox", price: "8", currency: "GBP" },
    });
    expect(paths(gbp.body)).toEqual(["currency"]);
    const neg = await call(create, { method: "POST", token: admin, params: p, body: { name: "Nitrox", price: "-8" } });
    expect(paths(neg.body)).toEqual(["price"]);
    const ok = await call(create, {
      method: "POST",
      token: admin,
      params: p,
      body: { name: "Nitrox", price: "8", addRule: "PerDive", lineKind: "addon", unit: "Unit" },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ currency: "EUR", kind: "ConsumptionGood", addRule: "PerDive" });
  });
});

describe("access", () => {
  it("refuses readers without pricing scopes and guests", async () => {
    for (const resource of ["specials", "specialsgroup", "pricevariant", "supplements"]) {
      expect((await call(list, { token: reader, params: { resource } })).status, resource).toBe(403);
      expect((await call(list, { token: staff, params: { resource } })).status, resource).toBe(200);
      const denied = await call(create, { method: "POST", token: staff, params: { resource }, body: {} });
      expect(denied.status, resource).toBe(403);
      expect(denied.body.fields).toBeUndefined();
      expect((await call(list, { params: { resource } })).status, resource).toBe(401);
    }
    expect((await call(list, { token: staff, params: { resource: "product" } })).status).toBe(403);
    expect((await call(list, { token: products, params: { resource: "product" } })).status).toBe(200);
  });
});
