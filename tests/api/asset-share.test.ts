// GET /api/bookings/assetShare: a booking with a resort stay before its trip shares its revenue
// between the resort and the vessel (the room's and the cabin's lines to each, the whole booking's
// line by nights) and the shares add up to its total; only bookings spanning both, only with the
// feature connect on, only for readers of bookings.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addLine } from "@/app/api/bookings/[id]/calculation/route";
import { POST as reloadPrice } from "@/app/api/bookings/[id]/reloadPrice/route";
import { POST as create } from "@/app/api/bookings/route";
import { GET as assetShare } from "@/app/api/bookings/assetShare/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { loadAssetShare } from "@/lib/page/asset-share";
import { seedCustomer, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import {
  bookStay,
  seedCurrencies,
  seedDoubleRooms,
  seedPrice,
  seedTerms,
  seedTripPrice,
  STAFF_SCOPES,
  tokenWith,
  twoBedRooms,
} from "../helpers/factories";
import { call } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";

let today: string, departure: string;
let staff: string, reader: string;
let resortId: number, vesselId: number;
let connected: number, stayOnly: number;

const p = (id: number) => ({ id: String(id) });
const get = (query: Record<string, string | number>, token = reader) =>
  call(assetShare, { token, query, headers: { "accept-language": "en" } });
const setConnect = (value: boolean) =>
  db().setting.upsert({
    where: { group_key: { group: "features", key: "connect" } },
    create: { group: "features", key: "connect", value },
    update: { value },
  });

beforeAll(async () => {
  today = await operatorToday();
  departure = addCalendarDays(today, 90);
  await seedCurrencies("EUR");
  const admin = await tokenWith(["admin"]);
  staff = await tokenWith(STAFF_SCOPES);
  reader = await tokenWith(["bookings.read"]);
  const resort = await seedDoubleRooms(2, { resortName: "Sunset Lodge" });
  resortId = resort.resortId;
  await seedPrice(admin, { resortId, roomTypeId: resort.roomTypeId, value: "100" });
  const v = await seedVessel(db(), {
    name: "MV Manta",
    cabinTypes: [{ name: "Double", key: "DBL", cabins: twoBedRooms(2, "C") }],
  });
  vesselId = v.vessel.id;
  // 1400 the cabin for the whole trip
  await seedTripPrice(admin, { vesselId, roomTypeId: v.cabins[0].roomTypeId, value: "1400" });
  await seedTerms(admin);
  const tour = await seedTour(db(), { vesselId });
  const schedule = await seedSchedule(db(), {
    tourId: tour.id,
    vesselId,
    from: departure,
    to: addCalendarDays(departure, 7),
  });
  const customerId = (await seedCustomer(db(), { firstName: "Kai", lastName: "Reef" })).id;

  // a trip of 7 nights with 2 nights at the lodge before it, and 90 for the whole booking by hand
  const made = await call(create, {
    method: "POST",
    token: staff,
    body: {
      type: "vessel",
      scheduleId: schedule.id,
      customerId,
      state: "confirmed",
      rooms: [
        { roomId: v.cabins[0].id, guests: [customerId] },
        {
          roomId: resort.roomIds[0],
          dateFrom: addCalendarDays(departure, -2),
          dateTo: departure,
          guests: [customerId],
        },
      ],
    },
  });
  expect(made.status, made.text).toBe(201);
  connected = made.body.id;
  const priced = await call(reloadPrice, {
    method: "POST",
    token: staff,
    params: p(connected),
    headers: { "if-match": String(made.body.version) },
    body: {},
  });
  expect(priced.status, priced.text).toBe(200);
  const added = await call(addLine, {
    method: "POST",
    token: staff,
    params: p(connected),
    body: { text: "Airport transfer", price: "90" },
  });
  expect(added.status, added.text).toBe(200);
  // a stay at the lodge alone spans no vessel: not in the list
  stayOnly = (
    await bookStay(staff, {
      resortId,
      roomId: resort.roomIds[1],
      customerId,
      from: addCalendarDays(departure, -2),
      priced: true,
    })
  ).id;
});

describe("GET /api/bookings/assetShare", () => {
  it("is the feature connect's: off, the feature's refusal", async () => {
    await setConnect(false);
    const off = await get({ from: today, to: addCalendarDays(today, 365) });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe("This module is switched off.");
  });

  it("splits a stay beside a trip: room and cabin lines to each, the booking's line by nights", async () => {
    await setConnect(true);
    const res = await get({ from: today, to: addCalendarDays(today, 365) });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, size: 25 });
    const [row] = res.body.data;
    expect(row).toMatchObject({ id: connected, state: "confirmed", customer: "Kai Reef", currency: "EUR" });
    expect(row.id).not.toBe(stayOnly);
    const total = (await db().booking.findUniqueOrThrow({ where: { id: connected } })).total.toFixed(2);
    expect(total).toBe("1690.00");
    expect(row.total).toBe(total);
    // 2 nights at the lodge, 7 on board: 20 and 70 of the 90
    expect(row.shares).toEqual([
      {
        asset: { kind: "resort", id: resortId, name: "Sunset Lodge" },
        nights: 2,
        lines: "200.00",
        byNights: "20.00",
        total: "220.00",
      },
      {
        asset: { kind: "vessel", id: vesselId, name: "MV Manta" },
        nights: 7,
        lines: "1400.00",
        byNights: "70.00",
        total: "1470.00",
      },
    ]);
    const shares = row.shares.map((s: { total: string }) => Number(s.total));
    expect((shares[0] + shares[1]).toFixed(2)).toBe(total);
    expect(res.body.totals).toEqual([
      expect.objectContaining({ asset: expect.objectContaining({ id: resortId }), bookings: 1, total: "220.00" }),
      expect.objectContaining({ asset: expect.objectContaining({ id: vesselId }), nights: 7, total: "1470.00" }),
    ]);
  });

  it("counts bookings arriving in the period; pages after the split", async () => {
    await setConnect(true);
    const later = await get({ from: addCalendarDays(departure, 1), to: addCalendarDays(departure, 30) });
    expect(later.body).toMatchObject({ data: [], total: 0, totals: [] });
    const page2 = await get({ from: today, to: addCalendarDays(today, 365), page: 2, size: 1 });
    expect(page2.body).toMatchObject({ data: [], total: 1, page: 2 });
    expect(page2.body.totals).toHaveLength(2);
  });

  it("answers 400 for a bad period and 403 to who does not read bookings", async () => {
    await setConnect(true);
    const bad = await get({ from: today, to: addCalendarDays(today, -1) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { path: string }) => f.path)).toEqual(["to"]);
    expect((await get({ from: today, to: addCalendarDays(today, 2000) })).status).toBe(400);
    const payments = await tokenWith(["bookingpayment.read"]);
    expect((await get({ from: today, to: today }, payments)).status).toBe(403);
    expect((await call(assetShare, { query: { from: today, to: today } })).status).toBe(401);
  });

  it("the page shows the resort's and the vessel's share side by side, the report to who sees payments", async () => {
    await setConnect(true);
    const sp = { "filter[from]": today, "filter[to]": addCalendarDays(today, 365) };
    const page = await loadAssetShare(sp, await resolvePrincipal(reader), "en");
    expect(page.result).toMatchObject({
      total: 1,
      data: [
        {
          id: connected,
          resort: "Sunset Lodge",
          resortNights: 2,
          resortShare: "220.00",
          vessel: "MV Manta",
          vesselNights: 7,
          vesselShare: "1470.00",
        },
      ],
    });
    expect(page.canReport).toBe(false);
    const payments = await tokenWith(["bookings.read", "bookingpayment.read"]);
    expect((await loadAssetShare(sp, await resolvePrincipal(payments), "en")).canReport).toBe(true);
    // a bad period shows as the list's error, not as a crash
    const bad = await loadAssetShare({ "filter[from]": "2030-13-01" }, await resolvePrincipal(reader), "en");
    expect(bad.result).toHaveProperty("error");
  });
});
