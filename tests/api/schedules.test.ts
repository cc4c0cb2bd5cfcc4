// Tours and schedules: the generic create {tourId, from, to, status}, the rules of a departure
// (active vessel, no overlap on a vessel, bookings hold its dates, sold cabins and beds and keep it
// from being cancelled), copying a season with addyear in one transaction, planning a series of
// departures (every N days or weeks up to an end date) in one transaction, the departure lookups,
// payments and mail; bad input (years beyond 2999 too) and missing scopes.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/[resource]/route";
import { POST as update, DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { POST as copyOne } from "@/app/api/[resource]/[id]/copy/route";
import { POST as copy } from "@/app/api/schedules/copy/[from]/[to]/route";
import { POST as series } from "@/app/api/schedules/series/route";
import { GET as info } from "@/app/api/schedules/info/route";
import { GET as customers } from "@/app/api/schedules/customers/route";
import { GET as bookableSchedules } from "@/app/api/schedules/booking/route";
import { POST as sendMail } from "@/app/api/schedules/[id]/sendMail/route";
import { GET as byDate } from "@/app/api/tours/date/[from]/[to]/route";
import { GET as bookableTours } from "@/app/api/tours/booking/route";
import { GET as payments } from "@/app/api/tours/[tour]/[schedule]/payments/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedCustomer, seedResort, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedTripBooking, tokenWith, twoBedRooms } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string;
let reader: string;
let nobody: string;
let today: string;
const ids: Record<string, number> = {};
const en = { "accept-language": "en" };

const schedule = (body: unknown, token = admin) =>
  call(create, { method: "POST", token, params: { resource: "schedules" }, body, headers: en });
const editSchedule = (id: number, body: unknown) =>
  call(update, { method: "POST", token: admin, params: { resource: "schedules", id: String(id) }, body, headers: en });
const deleteSchedule = (id: number) =>
  call(remove, { method: "DELETE", token: admin, params: { resource: "schedules", id: String(id) }, headers: en });
const copySchedule = (id: number) =>
  call(copyOne, { method: "POST", token: admin, params: { resource: "schedules", id: String(id) }, headers: en });

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  reader = await tokenWith(["tours.read", "schedules.read", "bookings.read"]);
  nobody = await tokenWith(["media.read"]);
  today = await operatorToday();
  const { vessel, cabins } = await seedVessel(db(), {
    name: "MV Test",
    cabinTypes: [
      {
        name: "Double",
        key: "DBL",
        cabins: twoBedRooms(2, "D"),
      },
      { name: "Shared", key: "SHR", cabins: [{ name: "Q1", beds: 4, allowSharedRoom: true }] },
    ],
  });
  ids.vessel = vessel.id;
  ids.d1 = cabins[0].id;
  ids.q1 = cabins[2].id;
  ids.tour = (await seedTour(db(), { vesselId: vessel.id, name: "Reef Week", nights: 7 })).id;
  const inactive = await seedVessel(db(), { name: "MV Retired" });
  await db().vessel.update({ where: { id: inactive.vessel.id }, data: { isActive: false } });
  ids.retiredTour = (await seedTour(db(), { vesselId: inactive.vessel.id, name: "Old Route" })).id;
  ids.booked = (
    await seedSchedule(db(), {
      tourId: ids.tour,
      vesselId: vessel.id,
      from: addCalendarDays(today, 10),
      to: addCalendarDays(today, 17),
    })
  ).id;
  const guest = await seedCustomer(db(), {
    firstName: "Mara",
    lastName: "Meer",
    email: "mara@example.test",
    nationality: "DE",
  });
  const friend = await seedCustomer(db(), { firstName: "Ole", lastName: "Ostsee", email: "ole@example.test" });
  await seedTripBooking(ids.booked, {
    bookingNo: "TOUR-1",
    customerId: guest.id,
    guestIds: [guest.id, friend.id],
    rooms: [{ roomId: cabins[0].id, bedIds: cabins[0].beds.map((b) => b.id) }],
    total: "4900",
  });
  // one bed of the shared cabin
  await seedTripBooking(ids.booked, {
    bookingNo: "TOUR-2",
    customerId: friend.id,
    guestIds: [friend.id],
    rooms: [{ roomId: cabins[2].id, bedIds: [cabins[2].beds[0].id], exclusive: false }],
    total: "1999.50",
  });
});

describe("POST /api/schedules (the generic create)", () => {
  it("takes {tourId, from, to, status} as YYYY-MM-DD; the vessel comes from the tour", async () => {
    const res = await schedule({ tourId: ids.tour, from: "2028-01-08", to: "2028-01-15", status: "active" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      tourId: ids.tour,
      vesselId: ids.vessel,
      from: "2028-01-08",
      to: "2028-01-15",
      status: "active",
    });
  });

  it("without `to` (or with it empty) lasts as long as its tour: the first day plus the tour's nights", async () => {
    const res = await schedule({ tourId: ids.tour, from: "2028-04-01" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ from: "2028-04-01", to: "2028-04-08" }); // Reef Week: 7 nights
    const empty = await schedule({ tourId: ids.tour, from: "2028-04-15", to: "" });
    expect(empty.body).toMatchObject({ from: "2028-04-15", to: "2028-04-22" });
    const unknown = await schedule({ tourId: 999999, from: "2028-05-01" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[0].path).toBe("tourId");
  });

  it("refuses bad and reversed dates (400 naming the field), an unknown tour, an unknown status", async () => {
    expect((await schedule({ tourId: ids.tour, from: "08.01.2028", to: "2028-01-15" })).body.fields[0].path).toBe(
      "from",
    );
    const reversed = await schedule({ tourId: ids.tour, from: "2028-02-15", to: "2028-02-08" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields[0]).toMatchObject({ path: "to", message: "The end must be after the start" });
    expect((await schedule({ tourId: 999999, from: "2028-02-01", to: "2028-02-08" })).status).toBe(400);
    expect((await schedule({ tourId: ids.tour, from: "2028-02-01", to: "2028-02-08", status: "sailing" })).status).toBe(
      400,
    );
  });

  it("refuses a departure on an inactive vessel (409 naming it) and an overlap on the same vessel (409 naming it)", async () => {
    const before = await db().schedule.count();
    const retired = await schedule({ tourId: ids.retiredTour, from: "2028-03-01", to: "2028-03-08" });
    expect(retired.status).toBe(409);
    expect(retired.body.message).toBe("The vessel MV Retired is inactive: no departures can be planned on it.");
    const clash = await schedule({ tourId: ids.tour, from: "2028-01-12", to: "2028-01-19" });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain("Reef Week Jan 8 – 15, 2028");
    expect(await db().schedule.count()).toBe(before);
    // back to back (disembarkation day = next embarkation day) is fine, and so is a cancelled one
    expect((await schedule({ tourId: ids.tour, from: "2028-01-15", to: "2028-01-22" })).status).toBe(201);
    expect(
      (await schedule({ tourId: ids.tour, from: "2028-01-10", to: "2028-01-12", status: "cancelled" })).status,
    ).toBe(201);
  });

  it("keeps a booked departure's dates and refuses to delete it (409 naming the booking)", async () => {
    const moved = await editSchedule(ids.booked, { from: addCalendarDays(today, 11), to: addCalendarDays(today, 18) });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toContain("TOUR-1");
    const held = await editSchedule(ids.booked, { heldBackRoomIds: [ids.d1] });
    expect(held.status).toBe(409);
    expect(held.body.details.bookings).toEqual(["TOUR-1"]);
    expect((await editSchedule(ids.booked, { note: "Full moon dive" })).status).toBe(200);
    const gone = await deleteSchedule(ids.booked);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toContain("bookings (2)");
  });

  it("refuses to cancel a departure that bookings hold (409 naming them, nothing changed); an empty one cancels", async () => {
    const cancel = await editSchedule(ids.booked, { status: "cancelled" });
    expect(cancel.status).toBe(409);
    expect(cancel.body.description).toBe("CONFLICT");
    expect(cancel.body.message).toBe(
      "Bookings hold this departure, so it cannot be cancelled: TOUR-1, TOUR-2. Cancel or move them first.",
    );
    expect(cancel.body.details.bookings).toEqual(["TOUR-1", "TOUR-2"]);
    expect((await db().schedule.findUniqueOrThrow({ where: { id: ids.booked } })).status).toBe("active");
    const empty = await schedule({ tourId: ids.tour, from: "2028-06-03", to: "2028-06-10" });
    expect((await editSchedule(empty.body.id, { status: "cancelled" })).status).toBe(200);
  });

  it("checks held-back beds like cabins: a sold bed 409, a bed of another vessel, of a resort or unknown 400", async () => {
    const beds = (roomId: number) =>
      db()
        .bed.findMany({ where: { roomId }, orderBy: { id: "asc" }, select: { id: true } })
        .then((r) => r.map((b) => b.id));
    const [q1Sold, q1Free] = await beds(ids.q1);
    const [d1Bed] = await beds(ids.d1);
    // sold on its own (shared cabin) or with its whole cabin
    const sold = await editSchedule(ids.booked, { heldBackBedIds: [q1Sold] });
    expect(sold.status).toBe(409);
    expect(sold.body.message).toBe("These beds are sold and cannot be held back: TOUR-2.");
    expect((await editSchedule(ids.booked, { heldBackBedIds: [d1Bed] })).body.details.bookings).toEqual(["TOUR-1"]);
    const otherVesselBed = (await db().bed.findFirstOrThrow({ where: { room: { vesselId: { not: ids.vessel } } } })).id;
    const { rooms } = await seedResort(db(), { name: "Held Back Resort" });
    for (const bed of [otherVesselBed, rooms[0].beds[0].id, 999999]) {
      const res = await editSchedule(ids.booked, { heldBackBedIds: [q1Free, bed] });
      expect(res.status, String(bed)).toBe(400);
      expect(res.body.fields).toEqual([
        expect.objectContaining({ path: "heldBackBedIds", message: "Only beds of this departure's vessel" }),
      ]);
    }
    expect((await db().schedule.findUniqueOrThrow({ where: { id: ids.booked } })).heldBackBedIds).toEqual([]);
    // a free bed of the shared cabin can be held back (and given back: later tests count every bed)
    expect((await editSchedule(ids.booked, { heldBackBedIds: [q1Free] })).status).toBe(200);
    // the cabin grid tells a bed held back on its own, which it offers to give back with a click
    const grid = await call(info, { token: reader, query: { id: String(ids.booked) } });
    expect(grid.body.schedule.heldBackBedIds).toEqual([q1Free]);
    const q1 = grid.body.cabins.find((c: { id: number }) => c.id === ids.q1);
    expect([q1.heldBack, q1.beds.find((b: { id: number }) => b.id === q1Free).heldBack]).toEqual([false, true]);
    expect((await editSchedule(ids.booked, { heldBackBedIds: [] })).status).toBe(200);
  });

  it("a deleted cabin or bed is held back no more: the departure saves and copies as before", async () => {
    const { vessel, cabins } = await seedVessel(db(), {
      name: "MV Refit",
      cabinTypes: [
        {
          name: "Twin",
          key: "T",
          cabins: twoBedRooms(3, "T"),
        },
      ],
    });
    const tour = await seedTour(db(), { vesselId: vessel.id, name: "Refit Run" });
    const s = await seedSchedule(db(), { tourId: tour.id, vesselId: vessel.id, from: "2032-02-01", to: "2032-02-08" });
    const [, t2, t3] = cabins;
    const held = await editSchedule(s.id, { heldBackRoomIds: [t2.id], heldBackBedIds: [t3.beds[0].id] });
    expect(held.status, held.text).toBe(200);
    const drop = (id: number) =>
      call(remove, { method: "DELETE", token: admin, params: { resource: "rooms", id: String(id) } });
    expect((await drop(t2.id)).status).toBe(204);
    expect((await drop(t3.id)).status).toBe(204);
    expect(await db().schedule.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({
      heldBackRoomIds: [],
      heldBackBedIds: [],
    });
    expect((await editSchedule(s.id, { note: "after the refit" })).status).toBe(200);
  });

  it("refuses dates beyond the year 2999 (400 naming the field), so no departure lies where a copy cannot go", async () => {
    const far = await schedule({ tourId: ids.tour, from: "9999-12-24", to: "9999-12-31" });
    expect(far.status).toBe(400);
    expect(far.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(["from", "to"]);
    expect(far.body.fields[0].message).toBe("Only years 1900 to 2999");
    // one stored before the bound: its copy (the next departure, in the year 10000) is a 400, not a 500
    const stored = await seedSchedule(db(), {
      tourId: ids.tour,
      vesselId: ids.vessel,
      from: "9999-12-24",
      to: "9999-12-31",
    });
    const before = await db().schedule.count();
    const copied = await copySchedule(stored.id);
    expect(copied.status).toBe(400);
    expect(copied.body.fields[0]).toMatchObject({ path: "to", message: "Only years 1900 to 2999" });
    expect(await db().schedule.count()).toBe(before);
    await db().schedule.delete({ where: { id: stored.id } });
  });

  it("needs schedules.create", async () => {
    expect((await schedule({ tourId: ids.tour, from: "2028-05-01", to: "2028-05-08" }, reader)).status).toBe(403);
    expect((await schedule({ tourId: ids.tour, from: "2028-05-01", to: "2028-05-08" }, "")).status).toBe(401);
  });
});

describe("POST /api/schedules/copy/{from}/{to}", () => {
  const copyOf = (from: string, to: string, query: Record<string, string> = {}, body?: unknown, token = admin) =>
    call(copy, { method: "POST", token, params: { from, to }, query, body, headers: en });

  it("copies the departures a year on in one transaction", async () => {
    const res = await copyOf("2028-01-01", "2028-01-31", { asset: String(ids.vessel), addyear: "1" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.copied).toBe(2);
    expect(res.body.schedules.map((s: { from: string; to: string }) => [s.from, s.to])).toEqual([
      ["2029-01-08", "2029-01-15"],
      ["2029-01-15", "2029-01-22"],
    ]);
  });

  it("with sameWeekday moves each departure by whole weeks, so a Saturday departure stays a Saturday", async () => {
    const res = await copyOf("2028-01-01", "2028-01-31", {
      asset: String(ids.vessel),
      addyear: "2",
      sameWeekday: "true",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 2028-01-08 is a Saturday; 104 weeks on is 2030-01-05, a Saturday too (the same date is a Tuesday)
    expect(res.body.schedules.map((s: { from: string; to: string }) => [s.from, s.to])).toEqual([
      ["2030-01-05", "2030-01-12"],
      ["2030-01-12", "2030-01-19"],
    ]);
  });

  it("refuses the whole copy when any departure would overlap (409 naming each clash, nothing written)", async () => {
    const before = await db().schedule.count();
    const res = await copyOf("2028-01-01", "2028-01-31", {}, { asset: ids.vessel, addyear: 1 });
    expect(res.status).toBe(409);
    expect(res.body.details.overlaps).toHaveLength(2);
    expect(res.body.message).toContain("Reef Week Jan 8 – 15, 2029");
    // the season copied before: each departure named once, not "X / X"
    expect(res.body.message).not.toContain("/ Reef Week Jan 8");
    expect(await db().schedule.count()).toBe(before);
  });

  it("refuses bad input: reversed or bad dates, a bad addyear or asset; and missing scopes", async () => {
    expect((await copyOf("2028-01-31", "2028-01-01")).status).toBe(400);
    expect((await copyOf("2028-01-xx", "2028-01-31")).body.fields[0].path).toBe("from");
    expect((await copyOf("2028-01-01", "2028-01-31", { addyear: "many" })).status).toBe(400);
    // no years on: each departure would be copied onto itself
    const none = await copyOf("2028-01-01", "2028-01-31", { addyear: "0" });
    expect([none.status, none.body.fields?.[0]?.path]).toEqual([400, "addyear"]);
    expect((await copyOf("2028-01-01", "2028-01-31", { sameWeekday: "maybe" })).status).toBe(400);
    expect((await copyOf("2028-01-01", "2028-01-31", { asset: "boat" })).status).toBe(400);
    expect((await copyOf("2028-01-01", "2028-01-31", {}, undefined, reader)).status).toBe(403);
  });

  it("refuses a season beyond the year 2999 (400) and an unknown vessel (404), writing nothing", async () => {
    const before = await db().schedule.count();
    const far = await copyOf("9999-01-01", "9999-12-31", { asset: String(ids.vessel), addyear: "1" });
    expect(far.status).toBe(400);
    expect(far.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(["from", "to"]);
    const unknown = await copyOf("2028-01-01", "2028-01-31", { asset: "999999" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.description).toBe("NOT_FOUND");
    expect((await copyOf("2028-01-01", "2028-01-31", {}, { asset: 999999 })).status).toBe(404);
    expect(await db().schedule.count()).toBe(before);
  });
});

describe("departure lookups", () => {
  it("tours/date/{from}/{to}: departures with sold and free beds", async () => {
    const res = await call(byDate, {
      token: reader,
      params: { from: today, to: addCalendarDays(today, 30) },
      query: { vesselId: String(ids.vessel) },
    });
    expect(res.status).toBe(200);
    const d = res.body.find((x: { id: number }) => x.id === ids.booked);
    // D1 whole (2 beds) and one bed of Q1; the vessel sells 8 beds
    expect(d).toMatchObject({ beds: 8, sold: 3, free: 5, bookings: 2, tour: { name: "Reef Week" }, status: "active" });
    expect((await call(byDate, { token: reader, params: { from: "2028-01-31", to: "2028-01-01" } })).status).toBe(400);
    expect((await call(byDate, { token: nobody, params: { from: today, to: today } })).status).toBe(403);
  });

  it("tours/date: a stay before the trip in the same booking sells no beds of the departure", async () => {
    const { vessel, cabins } = await seedVessel(db(), { name: "MV Stay And Dive" });
    const { rooms } = await seedResort(db(), {
      roomTypes: [{ name: "Garden", key: "GDN", rooms: [{ name: "G1", beds: 2 }] }],
    });
    const from = addCalendarDays(today, 40);
    const schedule = await seedSchedule(db(), {
      tourId: (await seedTour(db(), { vesselId: vessel.id, name: "Stay and Dive" })).id,
      vesselId: vessel.id,
      from,
      to: addCalendarDays(from, 7),
    });
    const diver = await seedCustomer(db(), { firstName: "Dora" });
    await seedTripBooking(schedule.id, {
      customerId: diver.id,
      guestIds: [diver.id],
      rooms: [
        { roomId: cabins[0].id, bedIds: cabins[0].beds.map((b) => b.id) },
        { roomId: rooms[0].id, bedIds: rooms[0].beds.map((b) => b.id) },
      ],
    });
    const res = await call(byDate, {
      token: reader,
      params: { from, to: addCalendarDays(from, 7) },
      query: { vesselId: String(vessel.id) },
    });
    const d = res.body.find((x: { id: number }) => x.id === schedule.id);
    const cabinBeds = cabins[0].beds.length;
    // the same figures as the departure's bed grid
    const grid = await call(info, { token: reader, query: { id: String(schedule.id) } });
    expect([d.sold, d.free]).toEqual([cabinBeds, d.beds - cabinBeds]);
    expect(grid.body.totals).toMatchObject({ sold: d.sold, free: d.free });
  });

  it("schedules/info: cabins and beds with who holds each bed", async () => {
    const res = await call(info, { token: reader, query: { id: String(ids.booked) } });
    expect(res.status).toBe(200);
    const d1 = res.body.cabins.find((c: { id: number }) => c.id === ids.d1);
    expect(
      d1.beds.map((b: { holder: { bookingNo: string; guest: string } }) => [b.holder.bookingNo, b.holder.guest]),
    ).toEqual([
      ["TOUR-1", "Mara Meer"],
      ["TOUR-1", "Ole Ostsee"],
    ]);
    const q1 = res.body.cabins.find((c: { id: number }) => c.id === ids.q1);
    expect(q1.beds.map((b: { holder: unknown }) => b.holder !== null)).toEqual([true, false, false, false]);
    expect(res.body.totals).toEqual({ beds: 8, sold: 3, free: 5, heldBack: 0 });
    expect((await call(info, { token: reader, query: { id: "999999" } })).status).toBe(404);
    expect((await call(info, { token: reader, query: { id: "x" } })).status).toBe(404);
    expect((await call(info, { token: nobody, query: { id: String(ids.booked) } })).status).toBe(403);
  });

  it("schedules/customers: one row per guest of the departure's cabins, not of a resort stay beside the trip", async () => {
    // TOUR-1's guest also sleeps two nights in a resort room before boarding
    const { rooms } = await seedResort(db(), { name: "Stay Before Boarding" });
    const booking = await db().booking.findFirstOrThrow({ where: { bookingNo: "TOUR-1" } });
    const stay = await db().bookingRoom.create({
      data: {
        bookingId: booking.id,
        roomId: rooms[0].id,
        dateFrom: new Date(booking.dateFrom.getTime() - 2 * 86_400_000),
        dateTo: booking.dateFrom,
        noOfPax: 1,
        exclusive: true,
        active: true,
        sort: 9,
        guests: { create: [{ bookingId: booking.id, customerId: booking.customerId!, sort: 9 }] },
      },
    });
    const res = await call(customers, { token: admin, query: { id: String(ids.booked) } });
    await db().bookingGuest.deleteMany({ where: { bookingRoomId: stay.id } });
    await db().bookingRoom.delete({ where: { id: stay.id } });
    expect(res.body.map((r: { name: string }) => r.name).sort()).toEqual(["Mara Meer", "Ole Ostsee", "Ole Ostsee"]);
    expect(res.body.find((r: { name: string }) => r.name === "Mara Meer")).toMatchObject({
      room: "D1",
      bookingNo: "TOUR-1",
      nationality: "DE",
    });
    expect((await call(customers, { token: admin, query: { id: "999999" } })).status).toBe(404);
    expect((await call(customers, { token: nobody, query: { id: String(ids.booked) } })).status).toBe(403);
  });

  it("tours/booking and schedules/booking: upcoming departures with free beds", async () => {
    const tours = await call(bookableTours, { token: reader });
    const reef = tours.body.find((t: { id: number }) => t.id === ids.tour);
    expect(reef.schedules.map((s: { id: number }) => s.id)).toContain(ids.booked);
    const list = await call(bookableSchedules, { token: reader, query: { tourId: String(ids.tour) } });
    expect(list.body.every((s: { free: number; status: string }) => s.free > 0 && s.status === "active")).toBe(true);
    expect((await call(bookableSchedules, { token: reader, query: { from: "soon" } })).status).toBe(400);
    // a reversed range is a mistake to report, not an empty list
    for (const lookup of [bookableSchedules, bookableTours]) {
      const reversed = await call(lookup, {
        token: reader,
        query: { from: "2031-01-01", to: "2030-01-01" },
        headers: en,
      });
      expect(reversed.status).toBe(400);
      expect(reversed.body.fields).toMatchObject([{ path: "to", message: "The end must be after the start" }]);
    }
    // 730 days after 9999-12-31 is no date: the year bound answers 400 first
    for (const lookup of [bookableSchedules, bookableTours]) {
      const far = await call(lookup, { token: reader, query: { from: "9999-12-31" }, headers: en });
      expect(far.status).toBe(400);
      expect(far.body.fields[0]).toMatchObject({ path: "from", message: "Only years 1900 to 2999" });
    }
    expect((await call(bookableTours, { token: nobody })).status).toBe(403);
  });

  it("tours/{tour}/{schedule}/payments: the bookings with totals per currency; 404 for another tour's departure", async () => {
    const res = await call(payments, {
      token: reader,
      params: { tour: String(ids.tour), schedule: String(ids.booked) },
    });
    expect(res.status).toBe(200);
    expect(res.body.bookings.map((b: { bookingNo: string }) => b.bookingNo)).toEqual(["TOUR-1", "TOUR-2"]);
    expect(res.body.totals).toEqual([{ currency: "EUR", total: "6899.50" }]);
    expect(
      (await call(payments, { token: reader, params: { tour: String(ids.retiredTour), schedule: String(ids.booked) } }))
        .status,
    ).toBe(404);
    expect((await call(payments, { token: reader, params: { tour: "x", schedule: "1" } })).status).toBe(404);
    expect(
      (await call(payments, { token: nobody, params: { tour: String(ids.tour), schedule: String(ids.booked) } }))
        .status,
    ).toBe(403);
  });
});

describe("POST /api/schedules/{id}/sendMail", () => {
  it("queues one mail per guest address in the outbox", async () => {
    const before = await db().outboxMessage.count();
    const res = await call(sendMail, {
      method: "POST",
      token: admin,
      params: { id: String(ids.booked) },
      body: { subject: "Boarding at 16:00", text: "See you on the jetty." },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ queued: 2 });
    expect(await db().outboxMessage.count()).toBe(before + 2);
    expect(
      (
        await call(sendMail, {
          method: "POST",
          token: admin,
          params: { id: String(ids.booked) },
          body: { subject: "" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(sendMail, {
          method: "POST",
          token: admin,
          params: { id: "999999" },
          body: { subject: "a", text: "b" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(sendMail, {
          method: "POST",
          token: reader,
          params: { id: String(ids.booked) },
          body: { subject: "a", text: "b" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("POST /api/schedules/series", () => {
  const seriesIds: Record<string, number> = {};
  const plan = (body: unknown, token = admin, headers: Record<string, string> = en) =>
    call(series, { method: "POST", token, body, headers });
  /** A departure of `tourId` every week from `from` to `until`. */
  const weekly = (tourId: number, from: string, until: string) =>
    plan({ tourId, from, every: 1, unit: "weeks", until });
  const departuresOf = (tourId: number) =>
    db()
      .schedule.findMany({ where: { tourId }, orderBy: { from: "asc" }, select: { from: true, to: true } })
      .then((r) => r.map((s) => [s.from.toISOString().slice(0, 10), s.to.toISOString().slice(0, 10)]));
  const paths = (body: { fields?: { path: string }[] }) => (body.fields ?? []).map((f) => f.path).sort();
  const named = (body: { fields?: { path: string; message: string }[] }) =>
    (body.fields ?? []).map((f) => [f.path, f.message]);

  beforeAll(async () => {
    // a vessel of its own: the departures planned here stay out of the other tests' counts
    const { vessel } = await seedVessel(db(), {
      name: "MV Series",
      cabinTypes: [{ name: "Twin", key: "TW", cabins: [{ name: "S1", beds: 2 }] }],
    });
    seriesIds.vessel = vessel.id;
    seriesIds.week = (await seedTour(db(), { vesselId: vessel.id, name: "Island Week", nights: 7 })).id;
    seriesIds.short = (await seedTour(db(), { vesselId: vessel.id, name: "Short Hop", nights: 3 })).id;
  });

  it("plans a year of weekly departures in one step: each as long as the tour, spaced exactly, the last by `until`", async () => {
    const res = await weekly(seriesIds.week, "2030-03-02", "2031-02-28");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 2030-03-02 to 2031-02-28 is 363 days: 51 whole weeks on, so 52 departures
    expect(res.body.created).toBe(52);
    const dates = res.body.schedules.map((s: { from: string; to: string }) => [s.from, s.to]);
    expect(dates[0]).toEqual(["2030-03-02", "2030-03-09"]);
    expect(dates.at(-1)).toEqual(["2031-02-22", "2031-03-01"]);
    expect(res.body.schedules.every((s: { id: number; status: string }) => s.id > 0 && s.status === "active")).toBe(
      true,
    );
    expect(await departuresOf(seriesIds.week)).toEqual(dates);
    const rows = await db().schedule.findMany({ where: { tourId: seriesIds.week }, select: { vesselId: true } });
    expect(new Set(rows.map((r) => r.vesselId))).toEqual(new Set([seriesIds.vessel]));
    // each departure was created as a single create creates it: its own audit row
    expect(
      await db().auditEvent.count({
        where: { action: "schedule.created", entityId: String(res.body.schedules[0].id) },
      }),
    ).toBe(1);
  });

  it("every N days, with the first departure's last day (`to`) giving each its length, and a status", async () => {
    const res = await plan({
      tourId: seriesIds.short,
      from: "2032-01-01",
      to: "2032-01-04",
      every: 10,
      unit: "days",
      until: "2032-01-31",
      status: "draft",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(
      res.body.schedules.map((s: { from: string; to: string; status: string }) => [s.from, s.to, s.status]),
    ).toEqual([
      ["2032-01-01", "2032-01-04", "draft"],
      ["2032-01-11", "2032-01-14", "draft"],
      ["2032-01-21", "2032-01-24", "draft"],
      ["2032-01-31", "2032-02-03", "draft"],
    ]);
  });

  it("refuses the whole series when any departure would overlap one of the same vessel (409 naming it, nothing created)", async () => {
    const before = await db().schedule.count();
    // Island Week sails weekly from 2030-03-02; a Short Hop series every 4 days in that time clashes with it
    const res = await plan({
      tourId: seriesIds.short,
      from: "2031-02-10",
      every: 4,
      unit: "days",
      until: "2031-03-31",
    });
    expect(res.status).toBe(409);
    expect(res.body.description).toBe("CONFLICT");
    expect(res.body.message).toContain("Short Hop Feb 10 – 13, 2031 / Island Week Feb 8 – 15, 2031");
    // departures after the last Island Week (ends 2031-03-01) are free, the ones before are not
    const clashing = res.body.details.overlaps.map((o: { from: string }) => o.from);
    expect(clashing).toContain("2031-02-26");
    expect(clashing).not.toContain("2031-03-02");
    expect(await db().schedule.count()).toBe(before);
    // back to back (the last disembarkation day is the next embarkation day) is no overlap
    const after = await weekly(seriesIds.week, "2031-03-01", "2031-03-15");
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect(after.body.created).toBe(3);
  });

  it("refuses a series on an inactive vessel (409), an unknown tour (400 on tourId), writing nothing", async () => {
    const before = await db().schedule.count();
    const retired = await weekly(ids.retiredTour, "2033-01-01", "2033-02-01");
    expect(retired.status).toBe(409);
    expect(retired.body.message).toContain("MV Retired");
    const unknown = await weekly(999999, "2033-01-01", "2033-02-01");
    expect([unknown.status, paths(unknown.body)]).toEqual([400, ["tourId"]]);
    expect(await db().schedule.count()).toBe(before);
  });

  it("refuses bad input with 400 naming each field, in the user's language, writing nothing", async () => {
    const before = await db().schedule.count();
    const ok = { tourId: seriesIds.week, from: "2034-01-07", every: 2, unit: "weeks", until: "2034-12-31" };
    const missing = await plan({ tourId: seriesIds.week });
    expect(missing.status).toBe(400);
    expect(paths(missing.body)).toEqual(["every", "from", "unit", "until"]);
    expect(missing.body.fields.find((f: { path: string }) => f.path === "until").message).toBe(
      "This field is required",
    );
    expect(paths((await plan({ ...ok, every: 0 })).body)).toEqual(["every"]);
    expect(paths((await plan({ ...ok, every: 53 })).body)).toEqual(["every"]);
    expect(paths((await plan({ ...ok, every: "often" })).body)).toEqual(["every"]);
    expect(paths((await plan({ ...ok, unit: "months" })).body)).toEqual(["unit"]);
    expect(paths((await plan({ ...ok, from: "07.01.2034" })).body)).toEqual(["from"]);
    // a well-formed day that does not exist is named, not compared (no 500)
    const noDay = await plan({ ...ok, from: "2034-02-30" });
    expect([noDay.status, [...new Set(paths(noDay.body))]]).toEqual([400, ["from"]]);
    expect(paths((await plan({ ...ok, status: "sailing" })).body)).toEqual(["status"]);
    expect(paths((await plan({ ...ok, to: "2034-01-07" })).body)).toEqual(["to"]);
    const reversed = await plan({ ...ok, until: "2034-01-06" });
    expect(reversed.status).toBe(400);
    expect(named(reversed.body)).toEqual([["until", "Not before the first departure"]]);
    const german = await plan({ ...ok, until: "2034-01-06" }, admin, { "accept-language": "de" });
    expect(named(german.body)).toEqual([["until", "Nicht vor der ersten Abfahrt"]]);
    // at most 400 departures at once: daily for two years is 731
    const long = await plan({
      tourId: seriesIds.short,
      from: "2036-01-01",
      every: 1,
      unit: "days",
      until: "2037-12-31",
    });
    expect(long.status).toBe(400);
    expect(named(long.body)).toEqual([
      ["until", "At most 400 departures at once (this series has 731): choose an earlier end or a longer repeat"],
    ]);
    // a repeat shorter than a departure would overlap the series with itself
    const short = await plan({ ...ok, every: 3, unit: "days" });
    expect(short.status).toBe(400);
    expect(named(short.body)).toEqual([["every", "Each departure lasts 7 nights: repeat every 7 days or more"]]);
    expect(await db().schedule.count()).toBe(before);
  });

  it("needs what a single create needs (schedules.create)", async () => {
    const body = { tourId: seriesIds.week, from: "2035-01-06", every: 1, unit: "weeks", until: "2035-02-01" };
    expect((await plan(body, reader)).status).toBe(403);
    expect((await plan(body, nobody)).status).toBe(403);
    expect((await plan(body, "")).status).toBe(401);
    expect(
      await db().schedule.count({ where: { from: { gte: new Date("2035-01-01") }, tourId: seriesIds.week } }),
    ).toBe(0);
  });
});
