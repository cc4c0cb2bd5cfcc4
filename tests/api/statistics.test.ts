// The statistics endpoints (GET /api/bookings/{figure}) on a small resort whose right answers are
// worked out by hand (docs/statistics.md): a stay over a month boundary, a cancelled booking, an
// out-of-order blocker, guests with and without a birthday. Each figure as a table and a chart,
// exported as CSV and XLSX (read back), bad parameters a 400 naming them, and only staff.
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as bookingInfoStats } from "@/app/api/bookings/bookingInfoStats/route";
import { GET as conversions } from "@/app/api/bookings/conversions/route";
import { GET as incomeByMonth } from "@/app/api/bookings/incomeByMonth/route";
import { GET as statsByAge } from "@/app/api/bookings/statsByAge/route";
import { GET as byVessel } from "@/app/api/bookings/statistics/byVesselYear/[vessel]/route";
import { GET as topCustomers } from "@/app/api/bookings/topCustomers/route";
import { GET as topRooms } from "@/app/api/bookings/topRooms/route";
import { GET as topSupplements } from "@/app/api/bookings/topSupplements/route";
import { GET as topUsers } from "@/app/api/bookings/topUsers/route";
import { GET as utilization } from "@/app/api/bookings/utilization/route";
import { POST as addBlocker } from "@/app/api/rooms/addBlocker/route";
import { db } from "@/lib/core/db";
import { POST as createBooking } from "@/app/api/bookings/route";
import { seedCustomer, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { bookStay, cancelStay, seedResortPricedIn, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let staff: string;
let assets: string;
let erika: number, hans: number;

type Handler = typeof utilization;
const get = (handler: Handler, query: Record<string, string>, o: { token?: string; lang?: string } = {}) =>
  call(handler, {
    token: o.token ?? staff,
    query: { assets, ...query },
    headers: { "accept-language": o.lang ?? "en" },
  });
const spring = { from: "2031-03-01", to: "2031-04-30" };

beforeAll(async () => {
  staff = await tokenWith(STAFF_SCOPES);
  const r = await seedResortPricedIn(2031, 2, { resortName: "Stats Bay" });
  assets = `resort:${r.resortId}`;
  erika = (await seedCustomer(db(), { firstName: "Erika", lastName: "Stat" })).id;
  hans = (
    await seedCustomer(db(), { firstName: "Hans", lastName: "Stat", country: "AT", birthday: new Date("1990-05-01") })
  ).id;
  // 3 nights over the month boundary (30, 31 March, 1 April): 300
  await bookStay(staff, {
    resortId: r.resortId,
    roomId: r.roomIds[0],
    customerId: erika,
    from: "2031-03-30",
    nights: 3,
    priced: true,
  });
  // 2 nights in March: 200
  await bookStay(staff, {
    resortId: r.resortId,
    roomId: r.roomIds[1],
    customerId: hans,
    from: "2031-03-10",
    priced: true,
  });
  // cancelled: counted nowhere but among the states
  const off = await bookStay(staff, {
    resortId: r.resortId,
    roomId: r.roomIds[1],
    customerId: hans,
    from: "2031-03-20",
    priced: true,
  });
  await cancelStay(staff, off);
  // room 1 out of order for 5 nights: not available
  const blocked = await call(addBlocker, {
    method: "POST",
    token: staff,
    body: { roomId: r.roomIds[0], type: "OutOfOrder", from: "2031-03-01", to: "2031-03-06" },
  });
  expect(blocked.status, blocked.text).toBe(201);
});

describe("the figures, worked out by hand", () => {
  it("utilization: room nights sold over available, out-of-order nights left out, a stay split at the month", async () => {
    const res = await get(utilization, { ...spring, mode: "table" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toEqual([
      // 2 rooms x 31 nights - 5 blocked = 57; sold 30, 31 March and 10, 11 March
      { period: "2031-03", asset: "Stats Bay", unit: "roomNights", available: 57, sold: 4, utilization: 7 },
      { period: "2031-04", asset: "Stats Bay", unit: "roomNights", available: 60, sold: 1, utilization: 1.7 },
    ]);
    expect(res.body.columns.map((c: { label: string }) => c.label)).toContain("Utilization (%)");
    expect(res.body.labels.unit.roomNights).toBe("Room nights");
    // the chart: one series per asset along the months
    expect(res.body.chart.labels).toEqual(["2031-03", "2031-04"]);
    expect(res.body.chart.series).toEqual([{ key: "Stats Bay", label: "Stats Bay", values: [7, 1.7] }]);
  });

  it("incomeByMonth: the sold bookings by the month their stay starts, cancelled left out, empty months as zero", async () => {
    const res = await get(incomeByMonth, spring);
    expect(res.status, res.text).toBe(200);
    expect(res.body.currency).toBe("EUR");
    expect(res.body.rows).toEqual([
      { period: "2031-03", bookings: 2, guests: 2, nights: 5, revenue: "500.00" },
      { period: "2031-04", bookings: 0, guests: 0, nights: 0, revenue: "0.00" },
    ]);
    expect(res.body.chart.series).toEqual([{ key: "revenue", label: "Revenue", values: [500, 0] }]);
    const week = await get(incomeByMonth, { from: "2031-03-09", to: "2031-03-15", groupBy: "week" });
    expect(week.body.rows.map((r: { period: string }) => r.period)).toEqual(["2031-W10", "2031-W11"]);
    expect(week.body.rows[1]).toMatchObject({ bookings: 1, revenue: "200.00" });
  });

  it("bookingInfoStats counts every state; conversions count what was made, by the day it was made", async () => {
    const states = await get(bookingInfoStats, spring, { lang: "de" });
    expect(states.body.rows).toEqual([
      { state: "confirmed", bookings: 2, guests: 2 },
      { state: "aborted", bookings: 1, guests: 1 },
    ]);
    expect(states.body.labels.state.confirmed).toBe("Bestätigt");
    expect(states.body.columns[0].label).toBe("Status");
    // the three bookings were made today, which is not in 2031
    const made = await get(conversions, spring);
    expect(made.body.rows.every((r: { enquiries: number }) => r.enquiries === 0)).toBe(true);
  });

  it("statsByAge by the age at arrival, topCustomers and topRooms ranked", async () => {
    const ages = await get(statsByAge, spring);
    const band = (b: string) => ages.body.rows.find((r: { band: string }) => r.band === b);
    expect(band("30-44")).toEqual({ band: "30-44", guests: 1, share: 50 });
    expect(band("unknown")).toEqual({ band: "unknown", guests: 1, share: 50 });
    const top = await get(topCustomers, spring);
    expect(top.body.rows).toEqual([
      { id: erika, name: "Erika Stat", bookings: 1, guests: 1, revenue: "300.00" },
      { id: hans, name: "Hans Stat", bookings: 1, guests: 1, revenue: "200.00" },
    ]);
    expect((await get(topCustomers, { ...spring, amount: "1" })).body.rows).toHaveLength(1);
    // staff made both sold bookings (their first history entry): 500 in all; no supplement was charged
    const users = await get(topUsers, spring);
    expect(users.body.rows).toEqual([expect.objectContaining({ bookings: 2, guests: 2, revenue: "500.00" })]);
    expect((await get(topSupplements, spring)).body.rows).toEqual([]);
    const rooms = await get(topRooms, spring);
    expect(rooms.body.rows.map((r: { name: string; nights: number }) => [r.name, r.nights])).toEqual([
      ["101", 3],
      ["102", 2],
    ]);
  });

  it("a vessel: berths sold over berths offered per departure, held-back cabins and cancelled departures left out", async () => {
    const v = await seedVessel(db(), {
      name: "Stats Star",
      cabinTypes: [
        {
          name: "Dbl",
          key: "SD",
          cabins: [
            { name: "C1", beds: 2 },
            { name: "C2", beds: 2 },
            { name: "C3", beds: 2 },
          ],
        },
      ],
    });
    const vesselId = v.vessel.id;
    const tourId = (await seedTour(db(), { vesselId })).id;
    const one = await seedSchedule(db(), { tourId, vesselId, from: "2031-03-07", to: "2031-03-14" });
    await seedSchedule(db(), { tourId, vesselId, from: "2031-03-21", to: "2031-03-28", status: "cancelled" });
    // C3 held back on the departure: 4 berths offered
    await db().schedule.update({ where: { id: one.id }, data: { heldBackRoomIds: [v.cabins[2].id] } });
    const made = await call(createBooking, {
      method: "POST",
      token: staff,
      body: {
        type: "vessel",
        scheduleId: one.id,
        customerId: hans,
        state: "confirmed",
        rooms: [{ roomId: v.cabins[0].id, guests: [hans, erika] }],
      },
    });
    expect(made.status, made.text).toBe(201);
    const res = await get(utilization, { ...spring, assets: `vessel:${vesselId}` });
    expect(res.body.rows).toEqual([
      { period: "2031-03", asset: "Stats Star", unit: "berths", available: 4, sold: 2, utilization: 50 },
    ]);
    const year = await call(byVessel, { token: staff, params: { vessel: String(vesselId) }, query: spring });
    expect(year.status, year.text).toBe(200);
    expect(year.body.rows).toEqual([
      { period: "2031", asset: "Stats Star", departures: 1, available: 4, sold: 2, utilization: 50, revenue: "0.00" },
    ]);
  });
});

describe("exports", () => {
  it("answers the table as CSV and as XLSX in the reader's language", async () => {
    const csv = await get(incomeByMonth, { ...spring, export: "csv" }, { lang: "de" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.text.split("\r\n")[0]).toBe("Zeitraum,Buchungen,Gäste,Nächte,Umsatz (EUR)");
    expect(csv.text.split("\r\n")[1]).toBe("2031-03,2,2,5,500");

    const url = new URL("http://localhost/api/bookings/utilization");
    for (const [k, v] of Object.entries({ ...spring, assets, export: "xlsx" })) url.searchParams.set(k, v);
    const res = await utilization(
      new NextRequest(url, { headers: { authorization: `Bearer ${staff}`, "accept-language": "en" } }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(6).value).toBe("Utilization (%)");
    expect(ws.getRow(2).getCell(3).value).toBe("Room nights");
    expect(ws.getRow(2).getCell(6).value).toBe(7);
  });
});

describe("bad input and access", () => {
  it("names the parameter of a reversed or too long period, an unknown grouping, asset, amount or template", async () => {
    const field = async (query: Record<string, string>) => {
      const res = await get(incomeByMonth, query);
      expect(res.status, res.text).toBe(400);
      return res.body.fields.map((f: { path: string }) => f.path);
    };
    expect(await field({ from: "2031-04-01", to: "2031-03-01" })).toContain("to");
    expect(await field({ from: "2010-01-01", to: "2031-03-01" })).toContain("to");
    expect(await field({ ...spring, groupBy: "hour" })).toContain("groupBy");
    expect(await field({ ...spring, amount: "101" })).toContain("amount");
    expect(await field({ ...spring, template: "nope" })).toContain("template");
    expect(await field({ ...spring, assets: "resort:999999" })).toContain("assets");
    expect(await field({ ...spring, categories: "x" })).toContain("categories");
    expect(await field({ ...spring, sources: "999999" })).toContain("sources");
    expect(await field({ ...spring, mode: "pie" })).toContain("mode");
  });

  it("is for staff who read bookings; an unknown vessel is a 404", async () => {
    const agency = await tokenWith(["agencies.self", "bookings.create"]);
    expect((await get(incomeByMonth, spring, { token: agency })).status).toBe(403);
    const none = await call(byVessel, { token: staff, params: { vessel: "999999" }, query: spring });
    expect([403, 404]).toContain(none.status);
  });
});
