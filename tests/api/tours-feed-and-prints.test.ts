// The departures' iCalendar feed (parsed back with ical.js; the feed token for calendar programs)
// and the print endpoints, which answer real PDFs (text read back with unpdf).
import ICAL from "ical.js";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as ics, POST as renew } from "@/app/api/tours/ics/route";
import { GET as feedAddress } from "@/app/api/tours/ics/token/route";
import { GET as vesselPrint } from "@/app/api/vessellist/[listId]/print/[scheduleId]/route";
import { GET as resortPrint } from "@/app/api/resort/[resort]/print/[list]/route";
import { GET as schedulePrint } from "@/app/api/schedules/printList/[template]/route";
import { POST as create } from "@/app/api/[resource]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedBooking, seedCustomer, seedResort, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedTripBooking, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string;
let reader: string;
let nobody: string;
let today: string;
const ids: Record<string, number> = {};

async function pdfText(res: { status: number; headers: Headers; text: string }, raw: ArrayBuffer) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(raw);
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text as string;
}

/** Calls a handler and keeps the raw bytes (call() reads text). */
async function fetchPdf(
  handler: typeof vesselPrint,
  params: Record<string, string>,
  query: Record<string, string> = {},
  token = admin,
) {
  const { NextRequest } = await import("next/server");
  const url = new URL("http://localhost/api/print");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const req = new NextRequest(url, { headers: { authorization: `Bearer ${token}`, "accept-language": "en" } });
  const res = await handler(req, { params: Promise.resolve(params) });
  const raw = await res.arrayBuffer();
  return { res: { status: res.status, headers: res.headers, text: "" }, raw };
}

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  reader = await tokenWith(["tours.read"]);
  nobody = await tokenWith(["media.read"]);
  today = await operatorToday();
  const { vessel, cabins } = await seedVessel(db(), { name: "MV Printer" });
  const tour = await seedTour(db(), { vesselId: vessel.id, name: "Manta Run", code: "MANTA", nights: 7 });
  ids.tour = tour.id;
  // a week of the tour starting `inDays` from today
  const sailing = async (inDays: number, o: { status?: "cancelled" } = {}) =>
    (
      await seedSchedule(db(), {
        tourId: tour.id,
        vesselId: vessel.id,
        from: addCalendarDays(today, inDays),
        to: addCalendarDays(today, inDays + 7),
        ...o,
      })
    ).id;
  ids.schedule = await sailing(7);
  ids.cancelled = await sailing(30, { status: "cancelled" });
  const guest = await seedCustomer(db(), { firstName: "Jürgen", lastName: "Müller", nationality: "DE" });
  await seedTripBooking(ids.schedule, {
    bookingNo: "PRINT-1",
    customerId: guest.id,
    guestIds: [guest.id],
    rooms: [{ roomId: cabins[0].id, bedIds: [cabins[0].beds[0].id] }],
  });
  await db().employee.create({
    data: {
      firstName: "Kapitän",
      lastName: "Nemo",
      fullName: "Kapitän Nemo",
      vesselId: vessel.id,
      position: "Captain",
    },
  });
  const { resort, rooms } = await seedResort(db(), { name: "Print Resort" });
  ids.resort = resort.id;
  await seedBooking(db(), {
    bookingNo: "STAY-9",
    resortId: resort.id,
    from: today,
    to: addCalendarDays(today, 3),
    customerId: (await seedCustomer(db(), { firstName: "Zoë", lastName: "Strand" })).id,
    rooms: [{ roomId: rooms[0].id, bedIds: rooms[0].beds.map((b) => b.id) }],
  });
});

describe("GET /api/tours/ics", () => {
  it("is an iCalendar feed with one event per departure", async () => {
    const res = await call(ics, { token: reader });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const cal = new ICAL.Component(ICAL.parse(res.text));
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const mine = events.filter((e) => e.summary.startsWith("Manta Run"));
    expect(mine).toHaveLength(2);
    const trip = mine.find((e) => e.uid === `schedule-${ids.schedule}@harbour`)!;
    expect(trip.summary).toBe("Manta Run · MV Printer");
    expect(trip.startDate.isDate).toBe(true);
    expect(trip.startDate.toString()).toBe(addCalendarDays(today, 7));
    // all-day end is exclusive: the disembarkation day is the last day of the event
    expect(trip.endDate.toString()).toBe(addCalendarDays(today, 15));
    // the cabin is booked whole: both its beds count as sold
    expect(trip.description).toContain("2 / 2");
    const cancelled = mine.find((e) => e.uid === `schedule-${ids.cancelled}@harbour`)!;
    expect(cancelled.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("shows every later departure by default; from/to narrow it; bad dates 400, unknown tour or vessel 404", async () => {
    const vesselId = (await db().schedule.findUniqueOrThrow({ where: { id: ids.schedule } })).vesselId;
    const far = await seedTour(db(), { vesselId, name: "Far Horizon", code: "FAR", nights: 7 });
    const farFrom = addCalendarDays(today, 1100);
    const farId = (
      await seedSchedule(db(), { tourId: far.id, vesselId, from: farFrom, to: addCalendarDays(farFrom, 7) })
    ).id;
    const uids = async (query: Record<string, string> = {}) => {
      const res = await call(ics, { token: reader, query });
      expect(res.status, res.text).toBe(200);
      const cal = new ICAL.Component(ICAL.parse(res.text));
      return cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).uid);
    };
    // three years ahead: past the old two-year window
    expect(await uids({ tourId: String(far.id) })).toEqual([`schedule-${farId}@harbour`]);
    expect(await uids()).toEqual(
      expect.arrayContaining([`schedule-${farId}@harbour`, `schedule-${ids.schedule}@harbour`]),
    );
    const near = await uids({ from: today, to: addCalendarDays(today, 20) });
    expect(near).toContain(`schedule-${ids.schedule}@harbour`);
    expect(near).not.toContain(`schedule-${farId}@harbour`);
    expect(await uids({ from: addCalendarDays(farFrom, -1) })).toEqual([`schedule-${farId}@harbour`]);

    const bad = await call(ics, { token: reader, query: { from: "soon" }, headers: { "accept-language": "en" } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe("from");
    const reversed = await call(ics, { token: reader, query: { from: "2030-02-01", to: "2030-01-01" } });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields[0].path).toBe("to");
    expect((await call(ics, { token: reader, query: { to: "9999-12-31" } })).status).toBe(400);
    for (const query of [{ tourId: "999999" }, { vesselId: "999999" }]) {
      const unknown = await call(ics, { token: reader, query });
      expect(unknown.status, JSON.stringify(query)).toBe(404);
      expect(unknown.body.description).toBe("NOT_FOUND");
    }
  });

  it("opens for calendar programs with the feed token, which renewing closes", async () => {
    const address = await call(feedAddress, { token: reader });
    const url = new URL(address.body.url);
    const token = url.searchParams.get("token")!;
    expect(url.pathname).toBe("/api/tours/ics");
    const open = await call(ics, { path: "/api/tours/ics", query: { token } });
    expect(open.status).toBe(200);
    expect(open.text).toContain("BEGIN:VCALENDAR");
    expect((await call(ics, { path: "/api/tours/ics", query: { token: "wrong" } })).status).toBe(401);
    expect((await call(ics, {})).status).toBe(401);
    expect((await call(ics, { token: nobody })).status).toBe(403);
    expect((await call(renew, { method: "POST", token: reader })).status).toBe(403);
    const renewed = await call(renew, { method: "POST", token: admin });
    expect(renewed.body.url).not.toBe(address.body.url);
    expect((await call(ics, { path: "/api/tours/ics", query: { token } })).status).toBe(401);
  });
});

describe("print endpoints answer PDFs", () => {
  it("vessellist/{listId}/print/{scheduleId}: a guest list by kind or by a saved list, and the crew", async () => {
    const guests = await fetchPdf(vesselPrint, { listId: "guests", scheduleId: String(ids.schedule) });
    const text = await pdfText(guests.res, guests.raw);
    expect(text).toContain("Jürgen Müller");
    expect(text).toContain("PRINT-1");
    expect(text).toContain("Manta Run");
    // a vessel's list calls its rooms cabins
    expect(text).toContain("Cabin");
    const saved = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "vessellist" },
      body: { name: "Immigration list", kind: "guests", columns: ["name", "nationality", "birthday"] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const custom = await fetchPdf(vesselPrint, { listId: String(saved.body.id), scheduleId: String(ids.schedule) });
    const customText = await pdfText(custom.res, custom.raw);
    expect(customText).toContain("Immigration list");
    expect(customText).toContain("Nationality");
    expect(customText).not.toContain("PRINT-1");
    const crew = await fetchPdf(vesselPrint, { listId: "crew", scheduleId: String(ids.schedule) });
    expect(await pdfText(crew.res, crew.raw)).toContain("Kapitän Nemo");
    expect((await call(vesselPrint, { token: admin, params: { listId: "guests", scheduleId: "999999" } })).status).toBe(
      404,
    );
    expect(
      (await call(vesselPrint, { token: admin, params: { listId: "menu", scheduleId: String(ids.schedule) } })).status,
    ).toBe(404);
    expect(
      (await call(vesselPrint, { token: nobody, params: { listId: "guests", scheduleId: String(ids.schedule) } }))
        .status,
    ).toBe(403);
  });

  it("resort/{resort}/print/{list}: arrivals of a day; RESORT_NOT_FOUND; bad date 400", async () => {
    const arrivals = await fetchPdf(resortPrint, { resort: String(ids.resort), list: "arrivals" }, { date: today });
    const text = await pdfText(arrivals.res, arrivals.raw);
    expect(text).toContain("Zoë Strand");
    expect(text).toContain("STAY-9");
    expect(text).toContain("Room");
    const missing = await call(resortPrint, { token: admin, params: { resort: "999999", list: "arrivals" } });
    expect(missing.status).toBe(404);
    expect(missing.body.description).toBe("RESORT_NOT_FOUND");
    expect(
      (
        await call(resortPrint, {
          token: admin,
          params: { resort: String(ids.resort), list: "arrivals" },
          query: { date: "today" },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(resortPrint, { token: nobody, params: { resort: String(ids.resort), list: "arrivals" } })).status,
    ).toBe(403);
  });

  it("schedules/printList/{template}: the departures of a range", async () => {
    const list = await fetchPdf(
      schedulePrint,
      { template: "departures" },
      { from: today, to: addCalendarDays(today, 60) },
    );
    const text = await pdfText(list.res, list.raw);
    expect(text).toContain("Manta Run");
    expect(text).toContain("MV Printer");
    const guests = await fetchPdf(
      schedulePrint,
      { template: "guests" },
      { from: today, to: addCalendarDays(today, 60) },
    );
    expect(await pdfText(guests.res, guests.raw)).toContain("Jürgen Müller");
    expect(
      (await call(schedulePrint, { token: admin, params: { template: "poster" }, query: { from: today, to: today } }))
        .status,
    ).toBe(404);
    expect(
      (await call(schedulePrint, { token: admin, params: { template: "departures" }, query: { from: "x", to: today } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(schedulePrint, {
          token: nobody,
          params: { template: "departures" },
          query: { from: today, to: today },
        })
      ).status,
    ).toBe(403);
  });
});
