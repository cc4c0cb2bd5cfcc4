// The statistics endpoints beyond the period figures (docs/statistics.md): topSalesAgents (an
// agency's user who owns a sold booking), arrivalCount (days from start), customersAtDate (the
// guests at an asset on a night of the period, paged) and statistics (the dashboard's figures),
// each worked out by hand on a small resort; bad parameters a 400 naming them; staff only.
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as change } from "@/app/api/bookings/[id]/change/route";
import { GET as arrivalCount } from "@/app/api/bookings/arrivalCount/route";
import { GET as csvExport } from "@/app/api/bookings/csvExport/route";
import { GET as customersAtDate } from "@/app/api/bookings/customersAtDate/route";
import { GET as statistics } from "@/app/api/bookings/statistics/route";
import { GET as topSalesAgents } from "@/app/api/bookings/topSalesAgents/route";
import { db } from "@/lib/core/db";
import { seedAgency, seedCustomer, seedUser } from "@/prisma/seed/factories";
import { bookStay, cancelStay, seedResortPricedIn, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let staff: string;
let resort: string;
let anaId: number;
let roomIds: number[];
let resortId: number;

type Handler = typeof arrivalCount;
const get = (handler: Handler, query: Record<string, string>, o: { token?: string; lang?: string } = {}) =>
  call(handler, { token: o.token ?? staff, query, headers: { "accept-language": o.lang ?? "en" } });
const fieldsOf = (res: { body: { fields?: { path: string }[] } }) => (res.body.fields ?? []).map((f) => f.path);

beforeAll(async () => {
  staff = await tokenWith(STAFF_SCOPES);
  const r = await seedResortPricedIn(2032, 3, { resortName: "Agent Bay" });
  resort = `resort:${r.resortId}`;
  roomIds = r.roomIds;
  resortId = r.resortId;
  const agency = await seedAgency(db(), { name: "Blue Reef" });
  anaId = (await seedUser(db(), { name: "Ana Agent", userType: "agency", agencyId: agency.id })).id;
  const eva = (await seedCustomer(db(), { firstName: "Eva", lastName: "Guest", country: "DE" })).id;
  const tom = (await seedCustomer(db(), { firstName: "Tom", lastName: "Guest", country: "NL" })).id;
  // staff give a booking to Ana, the agency's agent (its owner)
  const toAna = async (b: { id: number; version: number }) => {
    const res = await call(change, {
      method: "POST",
      token: staff,
      params: { id: String(b.id) },
      headers: { "if-match": String(b.version) },
      body: { userId: anaId },
    });
    expect(res.status, res.text).toBe(200);
    return { id: b.id, version: res.body.version as number };
  };
  // Ana's: 3 nights from 10 March (300), in room 1
  const ana = await bookStay(staff, {
    resortId: r.resortId,
    roomId: r.roomIds[0],
    customerId: eva,
    from: "2032-03-10",
    nights: 3,
    priced: true,
    more: { agencyId: agency.id },
  });
  await toAna(ana);
  // staff's own: 2 nights from 11 March (200), two guests in room 2; not an agent's
  await bookStay(staff, {
    resortId: r.resortId,
    rooms: [{ roomId: r.roomIds[1], guests: [tom, eva] }],
    customerId: tom,
    from: "2032-03-11",
    priced: true,
  });
  // Ana's, cancelled: counted nowhere
  const off = await toAna(
    await bookStay(staff, {
      resortId: r.resortId,
      roomId: r.roomIds[2],
      customerId: tom,
      from: "2032-03-10",
      priced: true,
      more: { agencyId: agency.id },
    }),
  );
  await cancelStay(staff, off);
});

describe("topSalesAgents", () => {
  it("ranks the agents of agencies by the sold bookings they own; staff's own and cancelled ones left out", async () => {
    const res = await get(topSalesAgents, { from: "2032-03-01", to: "2032-03-31", assets: resort });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toEqual([
      { id: anaId, name: "Ana Agent (Blue Reef)", bookings: 1, guests: 1, revenue: "300.00" },
    ]);
    expect(res.body.chart.series[0]).toMatchObject({ key: "revenue", values: [300] });
  });
});

describe("arrivalCount", () => {
  it("counts arrivals and departures day by day from start, cancelled bookings left out", async () => {
    const res = await get(arrivalCount, { start: "2032-03-10", days: "4", assets: resort, mode: "table" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.from).toBe("2032-03-10");
    expect(res.body.to).toBe("2032-03-13");
    expect(res.body.rows).toEqual([
      { period: "2032-03-10", arrivals: 1, arrivingGuests: 1, leaving: 0, leavingGuests: 0 },
      { period: "2032-03-11", arrivals: 1, arrivingGuests: 2, leaving: 0, leavingGuests: 0 },
      { period: "2032-03-12", arrivals: 0, arrivingGuests: 0, leaving: 0, leavingGuests: 0 },
      { period: "2032-03-13", arrivals: 0, arrivingGuests: 0, leaving: 2, leavingGuests: 3 },
    ]);
    expect(res.body.columns.map((c: { label: string }) => c.label)).toEqual([
      "Period",
      "Arrivals",
      "Arriving guests",
      "Departures",
      "Departing guests",
    ]);
    const csv = await get(
      arrivalCount,
      { start: "2032-03-13", days: "1", assets: resort, export: "csv" },
      { lang: "de" },
    );
    expect(csv.status).toBe(200);
    expect(csv.text.split("\r\n").slice(0, 2)).toEqual([
      "Zeitraum,Anreisen,Anreisende Gäste,Abreisen,Abreisende Gäste",
      "2032-03-13,0,0,2,3",
    ]);
  });

  it("starts today and looks 30 days ahead unless told", async () => {
    const res = await get(arrivalCount, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toHaveLength(30);
  });

  it("names a bad days, start, asset or export", async () => {
    expect(fieldsOf(await get(arrivalCount, { days: "0" }))).toContain("days");
    expect(fieldsOf(await get(arrivalCount, { days: "367" }))).toContain("days");
    expect(fieldsOf(await get(arrivalCount, { start: "2032-02-30" }))).toContain("start");
    expect(fieldsOf(await get(arrivalCount, { assets: "resort:999999" }))).toContain("assets");
    expect(fieldsOf(await get(arrivalCount, { export: "pdf" }))).toContain("export");
  });
});

describe("customersAtDate", () => {
  it("lists the guests sleeping at the asset on a night of the period, with their nights in it, a page at a time", async () => {
    const res = await get(customersAtDate, { from: "2032-03-12", to: "2032-03-12", asset: resort, mode: "table" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBe(3);
    expect(
      res.body.rows.map((r: { name: string; room: string; nights: number; arrival: string }) => [
        r.name,
        r.room,
        r.arrival,
        r.nights,
      ]),
    ).toEqual([
      ["Eva Guest", "101", "2032-03-10", 1],
      ["Eva Guest", "102", "2032-03-11", 1],
      ["Tom Guest", "102", "2032-03-11", 1],
    ]);
    const second = await get(customersAtDate, {
      from: "2032-03-12",
      to: "2032-03-12",
      asset: resort,
      size: "2",
      page: "2",
    });
    expect(second.body.total).toBe(3);
    expect(second.body.rows.map((r: { name: string }) => r.name)).toEqual(["Tom Guest"]);
    // the departure day is no night there
    const after = await get(customersAtDate, { from: "2032-03-13", to: "2032-03-20", asset: resort });
    expect(after.body.total).toBe(0);
  });

  it("names a reversed period, two assets, an unknown asset and a bad page", async () => {
    const spring = { from: "2032-03-01", to: "2032-03-31" };
    expect(fieldsOf(await get(customersAtDate, { from: "2032-03-31", to: "2032-03-01" }))).toContain("to");
    expect(fieldsOf(await get(customersAtDate, { from: "2012-01-01", to: "2032-03-01" }))).toContain("to");
    expect(fieldsOf(await get(customersAtDate, { ...spring, asset: `${resort},vessel:1` }))).toContain("asset");
    expect(fieldsOf(await get(customersAtDate, { ...spring, asset: "resort:999999" }))).toContain("asset");
    expect(fieldsOf(await get(customersAtDate, { ...spring, size: "1001" }))).toContain("size");
    expect(fieldsOf(await get(customersAtDate, { ...spring, page: "0" }))).toContain("page");
  });
});

describe("statistics (the dashboard's figures)", () => {
  it("answers the figures for the days asked, the user's setting unless told; a bad days is a 400", async () => {
    const res = await get(statistics, { days: "7" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.days).toBe(7);
    expect(res.body.guestFormsMissing).toBeNull();
    const mine = await tokenWith(["bookings.read"], { settings: { defaultDashboardDays: 12 } });
    expect((await get(statistics, {}, { token: mine })).body.days).toBe(12);
    expect(fieldsOf(await get(statistics, { days: "0" }))).toContain("days");
  });
});

describe("csvExport", () => {
  it("writes the rows of the period with the columns chosen, CSV cells safe from formulas, XLSX read back", async () => {
    const sly = (await seedCustomer(db(), { firstName: "=2+3", lastName: "Sly", country: "AT" })).id;
    await bookStay(staff, { resortId, roomId: roomIds[0], customerId: sly, from: "2033-05-01" });
    const exporter = await tokenWith(["export.read"]);
    const period = { from: "2033-01-01", to: "2033-12-31", assets: resort };
    const csv = await call(csvExport, {
      token: exporter,
      query: { ...period, kind: "guests", columns: "firstName,lastName,arrival", format: "csv" },
      headers: { "accept-language": "de" },
    });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get("x-total-rows")).toBe("1");
    // the kind's own order of columns, whatever order they are named in
    expect(csv.text.split("\r\n")).toEqual(["Anreise,Vorname,Nachname", "2033-05-01,'=2+3,Sly", ""]);

    const url = new URL("http://localhost/api/bookings/csvExport");
    for (const [k, v] of Object.entries({
      ...period,
      kind: "bookings",
      columns: "number,nights,customer,total",
      format: "xlsx",
    }))
      url.searchParams.set(k, v);
    const res = await csvExport(
      new NextRequest(url, { headers: { authorization: `Bearer ${exporter}`, "accept-language": "en" } }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    expect(ws.name).toBe("Bookings");
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(["Number", "Nights", "Customer", "Total"]);
    expect(ws.getRow(2).getCell(2).value).toBe(2);
    // a text cell, never a formula
    expect(ws.getRow(2).getCell(3).value).toBe("=2+3 Sly");
    expect(ws.getRow(2).getCell(4).value).toBe(0);
    expect(ws.rowCount).toBe(2);
  });

  it("names a bad kind, column, period or asset; needs export.read", async () => {
    const exporter = await tokenWith(["export.read"]);
    const ask = (query: Record<string, string>, token = exporter) => call(csvExport, { token, query });
    const period = { from: "2033-01-01", to: "2033-12-31" };
    expect(fieldsOf(await ask({ ...period, kind: "rooms" }))).toContain("kind");
    expect(fieldsOf(await ask({ ...period, kind: "payments", columns: "amount,password" }))).toContain("columns");
    expect(fieldsOf(await ask({ kind: "bookings", from: "2033-02-01", to: "2033-01-01" }))).toContain("to");
    expect(fieldsOf(await ask({ ...period, kind: "bookings", format: "pdf" }))).toContain("format");
    expect(fieldsOf(await ask({ ...period, kind: "bookings", assets: "vessel:999999" }))).toContain("assets");
    expect((await ask({ ...period, kind: "bookings" }, staff)).status).toBe(403);
  });
});

describe("access", () => {
  it("is for staff who read bookings", async () => {
    const agency = await tokenWith(["agencies.self", "bookings.create"], { agencyId: (await seedAgency(db())).id });
    for (const [handler, query] of [
      [topSalesAgents, { from: "2032-03-01", to: "2032-03-31" }],
      [arrivalCount, {}],
      [customersAtDate, { from: "2032-03-01", to: "2032-03-31" }],
      [statistics, {}],
    ] as const)
      expect((await get(handler as Handler, query, { token: agency })).status).toBe(403);
    const anonymous = await call(arrivalCount, { query: {} });
    expect(anonymous.status).toBe(401);
  });
});
