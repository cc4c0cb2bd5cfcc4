// The resort and schedule price endpoints: which price the engine takes on a day (and why not the
// others), the entry each room or cabin type gets, the entries over a range, a departure's price
// per cabin type, the full charter price in a currency; bad input, unknown ids and scopes.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createPrice } from "@/app/api/price/route";
import { GET as findPrice } from "@/app/api/resort/findPrice/[resort]/route";
import { GET as findPriceEntry } from "@/app/api/resort/findPriceEntry/[resort]/route";
import { GET as resortPrices } from "@/app/api/resort/[resort]/prices/route";
import { GET as resortEntries } from "@/app/api/resort/[resort]/entries/route";
import { GET as schedulePrice } from "@/app/api/schedules/[id]/price/route";
import { GET as priceEntry } from "@/app/api/schedules/priceEntry/route";
import { GET as fullCharter } from "@/app/api/schedules/fullCharterPrice/route";
import { db } from "@/lib/core/db";
import { seedResort, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedCurrencies, seedRate, summer2025, tokenWith, twoBedRooms } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string, staff: string, outsider: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  staff = await tokenWith(["bookings.create"]);
  outsider = await tokenWith(["customers.read"]);
  await seedCurrencies("EUR", "USD", "GBP");
  await seedRate("EUR", "USD", "1.10");
  const { resort, rooms } = await seedResort(db(), {
    roomTypes: [
      { name: "Double", key: "DBL", rooms: [{ name: "101", beds: 2 }] },
      { name: "Suite", key: "STE", rooms: [{ name: "201", beds: 2 }] },
      { name: "Family", key: "FAM", rooms: [{ name: "301", beds: 4 }] },
    ],
  });
  ids.resort = resort.id;
  [ids.double, ids.suite, ids.family] = rooms.map((r) => r.roomTypeId);
  const { vessel, cabins } = await seedVessel(db(), {
    cabinTypes: [
      {
        name: "Double Cabin",
        key: "DBL",
        cabins: twoBedRooms(2, "D"),
      },
      { name: "Single Cabin", key: "SGL", cabins: [{ name: "S1", beds: 1 }] },
    ],
  });
  ids.doubleCabin = cabins[0].roomTypeId;
  ids.singleCabin = cabins[2].roomTypeId;
  const tour = await seedTour(db(), { vesselId: vessel.id, nights: 7 });
  ids.schedule = (
    await seedSchedule(db(), { tourId: tour.id, vesselId: vessel.id, from: "2025-03-01", to: "2025-03-08" })
  ).id;

  const price = async (body: object) => {
    const res = await call(createPrice, { method: "POST", token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  ids.standing = await price({ name: "Standing", resortId: ids.resort, status: "active", basePrice: "90" });
  ids.summer = await price(
    summer2025(ids.resort, [
      { periodIndex: 0, roomTypeId: ids.double, per: "room", value: "100" },
      { periodIndex: 1, roomTypeId: ids.double, per: "room", value: "150" },
      { periodIndex: 0, roomTypeId: null, per: "person", value: "70" },
    ]),
  );
  ids.draft = await price({
    name: "Draft 2025",
    resortId: ids.resort,
    valid: { from: "2025-01-01", to: "2025-12-31" },
  });
  await price({
    name: "Komodo",
    type: "vessel",
    vesselId: vessel.id,
    status: "active",
    periods: [{ name: "Season", from: "2025-01-01", to: "2025-12-31" }],
    entries: [
      { periodIndex: 0, roomTypeId: ids.doubleCabin, per: "person", value: "200" },
      { periodIndex: 0, roomTypeId: ids.singleCabin, per: "room", value: "300" },
    ],
  });
});

const resort = () => ({ resort: String(ids.resort) });

describe("resort prices", () => {
  it("findPrice: the newest valid active price wins; the others say why not", async () => {
    const res = await call(findPrice, { token: staff, params: resort(), query: { date: "2025-05-10" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.price).toMatchObject({ id: ids.summer, name: "Summer 2025", valid: { from: "2025-01-01" } });
    const reason = (id: number) => res.body.candidates.find((c: { priceId: number }) => c.priceId === id);
    expect(reason(ids.summer)).toMatchObject({ chosen: true, reason: "ok" });
    expect(reason(ids.standing)).toMatchObject({ chosen: false, reason: "ok" });
    expect(reason(ids.draft)).toMatchObject({ chosen: false, reason: "status" });
    const later = await call(findPrice, { token: staff, params: resort(), query: { date: "2026-05-10" } });
    expect(later.body.price.id).toBe(ids.standing);
    expect(later.body.candidates.find((c: { priceId: number }) => c.priceId === ids.summer).reason).toBe("validity");
  });

  it("findPriceEntry: a type's own entry, the shared entry, or the base price, converted on request", async () => {
    const res = await call(findPriceEntry, {
      token: staff,
      params: resort(),
      query: { date: "2025-05-10", currency: "USD" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const of = (rt: number) => res.body.entries.find((e: { roomTypeId: number }) => e.roomTypeId === rt);
    expect(of(ids.double)).toMatchObject({
      source: "entry",
      value: "100",
      per: "room",
      periodName: "Low",
      converted: "110",
    });
    expect(of(ids.suite)).toMatchObject({ source: "shared", value: "70", per: "person", priceId: ids.summer });
    const high = await call(findPriceEntry, {
      token: staff,
      params: resort(),
      query: { date: "2025-08-01", roomTypeId: String(ids.suite) },
    });
    // no entry for the Suite in High: the Standing price's base price
    expect(high.body.entries).toEqual([
      expect.objectContaining({ roomTypeId: ids.suite, source: "basePrice", value: "90", priceId: ids.standing }),
    ]);
  });

  it("prices and entries of the resort", async () => {
    const prices = await call(resortPrices, { token: staff, params: resort() });
    expect(prices.status).toBe(200);
    expect(prices.body.map((p: { name: string }) => p.name).sort()).toEqual(["Draft 2025", "Standing", "Summer 2025"]);
    const entries = await call(resortEntries, {
      token: staff,
      params: resort(),
      query: { from: "2025-07-15", to: "2025-08-01" },
    });
    expect(entries.status).toBe(200);
    expect(entries.body).toEqual([
      expect.objectContaining({
        priceId: ids.summer,
        periodName: "High",
        from: "2025-07-01",
        roomTypeId: ids.double,
        roomTypeName: "Double",
        value: "150",
      }),
    ]);
    const all = await call(resortEntries, { token: staff, params: resort() });
    expect(all.body).toHaveLength(3);
  });

  it("bad input is 400, an unknown resort RESORT_NOT_FOUND", async () => {
    for (const query of [{ date: "2025-02-30" }, { currency: "GBP" }, { currency: "EURO" }, { channel: "Fax" }])
      expect((await call(findPrice, { token: staff, params: resort(), query })).status, JSON.stringify(query)).toBe(
        400,
      );
    expect(
      (await call(findPriceEntry, { token: staff, params: resort(), query: { roomTypeId: "999999" } })).status,
    ).toBe(400);
    expect(
      (await call(resortEntries, { token: staff, params: resort(), query: { from: "2025-02-01", to: "2025-01-01" } }))
        .status,
    ).toBe(400);
    const missing = await call(findPrice, { token: staff, params: { resort: "999999" } });
    expect(missing.status).toBe(404);
    expect(missing.body.description).toBe("RESORT_NOT_FOUND");
    expect((await call(resortPrices, { token: staff, params: { resort: "999999" } })).status).toBe(404);
    expect((await call(resortPrices, { token: staff, params: { resort: "x" } })).status).toBe(400);
  });
});

describe("departure prices", () => {
  it("a departure's price per cabin type, for the whole trip, in a currency", async () => {
    const res = await call(schedulePrice, { token: staff, params: { id: String(ids.schedule) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ nights: 7, currency: "EUR", from: "2025-03-01" });
    const of = (rt: number) => res.body.cabinTypes.find((c: { roomTypeId: number }) => c.roomTypeId === rt);
    expect(of(ids.doubleCabin)).toMatchObject({ per: "person", value: "200", trip: "1400" });
    expect(of(ids.singleCabin)).toMatchObject({ per: "room", value: "300", trip: "2100" });
    // the price that priced the cabin types is the chosen candidate
    const chosen = res.body.candidates.filter((c: { chosen: boolean }) => c.chosen);
    expect(chosen.map((c: { priceId: number }) => c.priceId)).toEqual([of(ids.doubleCabin).priceId]);
    const usd = await call(schedulePrice, {
      token: staff,
      params: { id: String(ids.schedule) },
      query: { currency: "USD" },
    });
    expect(usd.body.cabinTypes[0]).toMatchObject({ converted: "220", trip: "1540" });
  });

  it("priceEntry: one cabin type's entry on the departure", async () => {
    const res = await call(priceEntry, {
      token: staff,
      query: { schedule: String(ids.schedule), roomType: String(ids.singleCabin) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entries).toEqual([
      expect.objectContaining({ roomTypeId: ids.singleCabin, value: "300", periodName: "Season" }),
    ]);
    expect((await call(priceEntry, { token: staff, query: {} })).status).toBe(400);
    expect((await call(priceEntry, { token: staff, query: { schedule: "999999" } })).status).toBe(404);
    expect(
      (
        await call(priceEntry, {
          token: staff,
          query: { schedule: String(ids.schedule), roomType: String(ids.double) },
        })
      ).status,
    ).toBe(400);
  });

  it("fullCharterPrice: every cabin whole with every bed filled, in the currency asked", async () => {
    const res = await call(fullCharter, { token: staff, query: { schedule: String(ids.schedule) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // two double cabins: 2 x 2 persons x 7 x 200 = 5600; the single cabin: 7 x 300 = 2100
    expect(res.body).toMatchObject({ currency: "EUR", cabins: 3, persons: 5, total: "7700", todo: false });
    // lines as every calculation answers them: text a string, its key and values as textKey
    for (const line of res.body.lines) {
      expect(typeof line.text).toBe("string");
      expect(line.textKey).toMatchObject({ key: expect.any(String) });
    }
    const usd = await call(fullCharter, { token: staff, query: { schedule: String(ids.schedule), currency: "USD" } });
    expect(usd.body).toMatchObject({ currency: "USD", total: "8470" });
    expect(
      (await call(fullCharter, { token: staff, query: { schedule: String(ids.schedule), currency: "GBP" } })).status,
    ).toBe(400);
    expect((await call(fullCharter, { token: staff, query: { schedule: "abc" } })).status).toBe(400);
    expect((await call(fullCharter, { token: staff, query: { schedule: "999999" } })).status).toBe(404);
    expect((await call(schedulePrice, { token: staff, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("access", () => {
  it("needs a pricing or booking scope; guests get 401", async () => {
    const calls = [
      () => call(findPrice, { token: outsider, params: resort() }),
      () => call(findPriceEntry, { token: outsider, params: resort() }),
      () => call(resortPrices, { token: outsider, params: resort() }),
      () => call(resortEntries, { token: outsider, params: resort() }),
      () => call(schedulePrice, { token: outsider, params: { id: String(ids.schedule) } }),
      () => call(priceEntry, { token: outsider, query: { schedule: String(ids.schedule) } }),
      () => call(fullCharter, { token: outsider, query: { schedule: String(ids.schedule) } }),
    ];
    for (const c of calls) expect((await c()).status).toBe(403);
    expect((await call(findPrice, { params: resort() })).status).toBe(401);
    expect((await call(fullCharter, { query: { schedule: "1" } })).status).toBe(401);
  });
});
