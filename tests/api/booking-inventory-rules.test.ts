// Booking and inventory rules a code review found broken: the calendar's check-in colour (rule 4)
// in the grid and the departure info, reservations named by their number where they have no
// booking number, two bed lines of one shared cabin, the waiting list hearing about every release
// (a move, a rebook), the wizard's departures and agencies, expired options and blockers, and the
// booking list's page past the end.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { POST as checkin } from "@/app/api/bookings/[id]/checkin/route";
import { POST as move } from "@/app/api/bookings/[id]/move/[schedule]/route";
import { POST as rebook } from "@/app/api/bookings/[id]/rebook/[schedule]/route";
import { POST as addBlocker } from "@/app/api/rooms/addBlocker/route";
import { GET as available } from "@/app/api/rooms/available/[id]/route";
import { GET as occupancy } from "@/app/api/rooms/occupancy/route";
import { GET as scheduleInfo } from "@/app/api/schedules/info/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { unpackGrid } from "@/lib/domain/booking/grid-wire";
import { loadBookingList, loadWizardChoices } from "@/lib/page/bookings";
import { seedAgency, seedCustomer, seedSchedule, seedTour, seedUser, seedVessel } from "@/prisma/seed/factories";
import { seedDoubleRooms } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";

let staff: string, staffUserId: number, today: string;
let resortId: number, rooms: { id: number }[];
let customer: number;

beforeAll(async () => {
  const user = await seedUser(db(), {
    scopes: ["bookings.read", "bookings.create", "bookings.update", "schedules.read"],
    settings: { language: "en" },
  });
  staffUserId = user.id;
  staff = await tokenFor(user.id);
  today = await operatorToday();
  ({ resortId, rooms } = await seedDoubleRooms(4, { roomName: (i) => `R${i}` }));
  customer = (await seedCustomer(db(), { firstName: "Carla", lastName: "Colour" })).id;
});

const post = (body: unknown) =>
  call(create, { method: "POST", path: "/api/bookings", token: staff, body, headers: { "accept-language": "en" } });
const stay = (room: number, extra: object = {}) => ({
  type: "resort",
  resortId,
  dateFrom: today,
  dateTo: addCalendarDays(today, 3),
  customerId: customer,
  rooms: [{ roomId: room, guests: [] }],
  ...extra,
});
const grid = async () => {
  const res = await call(occupancy, {
    token: staff,
    query: { from: today, to: addCalendarDays(today, 7), resortId: String(resortId) },
  });
  expect(res.status, res.text).toBe(200);
  return unpackGrid(res.body).entries as unknown as { kind: string; bookingId?: number; [k: string]: unknown }[];
};

describe("the occupancy grid", () => {
  it("shows a checked-in booking in the checked-in colour (rule 4)", async () => {
    const made = await post(stay(rooms[0].id, { state: "confirmed" }));
    expect(made.status, made.text).toBe(201);
    const before = (await grid()).find((e) => e.bookingId === made.body.id);
    expect(before).toMatchObject({ entryType: "current" });
    const res = await call(checkin, { method: "POST", token: staff, params: { id: String(made.body.id) } });
    expect(res.status, res.text).toBe(200);
    const entry = (await grid()).find((e) => e.bookingId === made.body.id);
    expect(entry).toMatchObject({ entryType: "checkedIn", background: "#2563eb", text: "#ffffff", rule: 4 });
  });

  it("names a reservation by its reservation number (it has no booking number)", async () => {
    const made = await post(stay(rooms[1].id, { state: "planned" }));
    expect(made.status, made.text).toBe(201);
    expect(made.body.bookingNo).toBeNull();
    expect(made.body.reservationNo).toEqual(expect.any(String));
    const entry = (await grid()).find((e) => e.bookingId === made.body.id);
    expect(entry).toMatchObject({ bookingNo: made.body.reservationNo, entryType: "reservation" });
  });
});

describe("an expired option and a blocker", () => {
  it("lets a blocker take the nights of an option past its end", async () => {
    const made = await post(stay(rooms[2].id, { state: "planned", optionUntil: "2099-01-31" }));
    expect(made.status, made.text).toBe(201);
    const block = () =>
      call(addBlocker, {
        method: "POST",
        token: staff,
        body: { roomId: rooms[2].id, type: "Maintanance", from: today, to: addCalendarDays(today, 2) },
        headers: { "accept-language": "en" },
      });
    // still an option: it holds the room
    expect((await block()).status).toBe(409);
    // time travel: the option ended a minute ago (the API refuses ends in the past)
    await db().booking.update({ where: { id: made.body.id }, data: { optionUntil: new Date(Date.now() - 60_000) } });
    const res = await block();
    expect(res.status, res.text).toBe(201);
  });
});

describe("vessel bookings", () => {
  let vesselId: number, tourId: number;
  let shared: { id: number; beds: { id: number }[] };
  let single: { id: number };
  let from: number;
  /** a departure under way (left yesterday): check-in opens on the arrival date */
  let underWay: number;

  beforeAll(async () => {
    const v = await seedVessel(db(), {
      cabinTypes: [
        { name: "Dorm", key: "DM", maxNoOfPax: 4, cabins: [{ name: "S1", beds: 4, allowSharedRoom: true }] },
        { name: "Dbl", key: "DB", cabins: [{ name: "P1", beds: 2 }] },
      ],
    });
    vesselId = v.vessel.id;
    [shared, single] = v.cabins;
    tourId = (await seedTour(db(), { vesselId })).id;
    from = (await seedSchedule(db(), { tourId, vesselId, from: "2033-03-01", to: "2033-03-08" })).id;
    underWay = (
      await seedSchedule(db(), { tourId, vesselId, from: addCalendarDays(today, -1), to: addCalendarDays(today, 6) })
    ).id;
  });

  /** A departure of the vessel from `from` to `to`. */
  const departure = async (from: string, to: string) => (await seedSchedule(db(), { tourId, vesselId, from, to })).id;
  type TripRoom = { roomId: number; bedIds?: number[]; dateFrom?: string; dateTo?: string; guests: number[] };
  /** A vessel booking of `customerId` on `scheduleId` (confirmed unless told), answered as the API does. */
  const trip = (scheduleId: number, customerId: number, rooms: TripRoom[], state = "confirmed") =>
    post({ type: "vessel", scheduleId, customerId, state, rooms });
  /** Moves (or rebooks) booking `id` to the departure `schedule`. */
  const relocate = (handler: typeof move | typeof rebook, id: number, schedule: number) =>
    call(handler, {
      method: "POST",
      token: staff,
      params: { id: String(id), schedule: String(schedule) },
      headers: { "accept-language": "en" },
    });

  it("keeps two bed lines of the same shared cabin apart, each with its bed and guest", async () => {
    const [g1, g2] = [await seedCustomer(db(), { gender: "f" }), await seedCustomer(db(), { gender: "f" })];
    const made = await trip(from, g1.id, [
      { roomId: shared.id, bedIds: [shared.beds[0].id], guests: [g1.id] },
      { roomId: shared.id, bedIds: [shared.beds[1].id], guests: [g2.id] },
    ]);
    expect(made.status, made.text).toBe(201);
    const rows = await db().bookingRoom.findMany({
      where: { bookingId: made.body.id },
      orderBy: { id: "asc" },
      select: { beds: { select: { bedId: true } }, guests: { select: { customerId: true } } },
    });
    expect(rows).toEqual([
      { beds: [{ bedId: shared.beds[0].id }], guests: [{ customerId: g1.id }] },
      { beds: [{ bedId: shared.beds[1].id }], guests: [{ customerId: g2.id }] },
    ]);
  });

  it("refuses the same cabin or bed twice on the same nights in one request (400 at the second, nothing written)", async () => {
    const c = await seedCustomer(db(), { gender: "f" });
    const before = await db().booking.count();
    for (const rooms of [
      [{ roomId: shared.id }, { roomId: shared.id }],
      [
        { roomId: shared.id, bedIds: [shared.beds[2].id] },
        { roomId: shared.id, bedIds: [shared.beds[2].id] },
      ],
    ]) {
      const res = await trip(
        from,
        c.id,
        rooms.map((r) => ({ ...r, guests: [] })),
      );
      expect(res.status, res.text).toBe(400);
      expect(res.body.fields).toMatchObject([{ path: "rooms.1.roomId", message: "Each entry only once" }]);
    }
    expect(await db().booking.count()).toBe(before);
    // one resort room for two stays that do not overlap is one booking
    const twoStays = await post(
      stay(rooms[3].id, {
        dateTo: addCalendarDays(today, 40),
        rooms: [
          { roomId: rooms[3].id, dateFrom: addCalendarDays(today, 30), dateTo: addCalendarDays(today, 32), guests: [] },
          { roomId: rooms[3].id, dateFrom: addCalendarDays(today, 35), dateTo: addCalendarDays(today, 37), guests: [] },
        ],
      }),
    );
    expect(twoStays.status, twoStays.text).toBe(201);
    expect(twoStays.body.rooms).toHaveLength(2);
  });

  it("shows a checked-in holder of a cabin in the checked-in colour in the departure info", async () => {
    const c = await seedCustomer(db());
    const made = await trip(underWay, c.id, [{ roomId: shared.id, bedIds: [shared.beds[3].id], guests: [c.id] }]);
    expect(made.status, made.text).toBe(201);
    expect((await call(checkin, { method: "POST", token: staff, params: { id: String(made.body.id) } })).status).toBe(
      200,
    );
    const info = await call(scheduleInfo, { token: staff, query: { id: String(underWay) } });
    expect(info.status, info.text).toBe(200);
    const bed = info.body.cabins
      .flatMap((x: { beds: { id: number }[] }) => x.beds)
      .find((b: { id: number }) => b.id === shared.beds[3].id);
    expect(bed.holder).toMatchObject({ bookingId: made.body.id, background: "#2563eb" });
  });

  const waitingNotes = (waitingId: number) =>
    db().notification.count({ where: { userId: staffUserId, link: `/booking/${waitingId}` } });

  /** The double cabin P1 taken on `scheduleId`, and a waiting-list entry there. */
  async function fullDeparture(scheduleId: number) {
    const [a, w] = [await seedCustomer(db()), await seedCustomer(db())];
    const firm = await trip(scheduleId, a.id, [{ roomId: single.id, guests: [a.id] }]);
    expect(firm.status, firm.text).toBe(201);
    const waiting = await trip(scheduleId, w.id, [{ roomId: single.id, guests: [w.id] }], "waiting");
    expect(waiting.status, waiting.text).toBe(201);
    return { firm: firm.body.id as number, waiting: waiting.body.id as number };
  }

  it("tells the waiting list of the old departure when a booking moves off it", async () => {
    const target = await departure("2033-06-01", "2033-06-08");
    const { firm, waiting } = await fullDeparture(await departure("2033-05-01", "2033-05-08"));
    expect(await waitingNotes(waiting)).toBe(0);
    const res = await relocate(move, firm, target);
    expect(res.status, res.text).toBe(200);
    expect(res.body.scheduleId).toBe(target);
    expect(await waitingNotes(waiting)).toBe(1);
  });

  it("tells the waiting list of the old departure when a booking is rebooked off it", async () => {
    const target = await departure("2033-08-01", "2033-08-08");
    const { firm, waiting } = await fullDeparture(await departure("2033-07-01", "2033-07-08"));
    const res = await relocate(rebook, firm, target);
    expect(res.status, res.text).toBe(200);
    expect(await waitingNotes(waiting)).toBe(1);
  });

  /** Each room of a booking (as the API answers it) with its nights, "from..to". */
  const roomDates = (b: { rooms: { roomId: number; dateFrom: string; dateTo: string }[] }) =>
    Object.fromEntries(b.rooms.map((r) => [r.roomId, `${r.dateFrom}..${r.dateTo}`]));

  it("moves a stay beside the trip with it on a rebook: as many nights, as far from the departure; taken there: 409", async () => {
    const s = await departure("2033-10-01", "2033-10-08");
    const target = await departure("2033-11-05", "2033-11-12");
    const a = await seedCustomer(db());
    const made = await trip(s, a.id, [
      { roomId: rooms[3].id, dateFrom: "2033-09-28", dateTo: "2033-10-01", guests: [a.id] },
      { roomId: single.id, guests: [a.id] },
      { roomId: rooms[2].id, dateFrom: "2033-10-08", dateTo: "2033-10-10", guests: [a.id] },
    ]);
    expect(made.status, made.text).toBe(201);
    const res = await relocate(rebook, made.body.id, target);
    expect(res.status, res.text).toBe(200);
    expect(roomDates(res.body)).toEqual({
      [rooms[3].id]: "2033-11-02..2033-11-05",
      [single.id]: "2033-11-05..2033-11-12",
      [rooms[2].id]: "2033-11-12..2033-11-14",
    });
    // the room before the next departure is taken: the rebook names it and changes nothing
    const later = await departure("2033-12-10", "2033-12-17");
    const other = await seedCustomer(db());
    expect(
      (await post(stay(rooms[3].id, { customerId: other.id, dateFrom: "2033-12-08", dateTo: "2033-12-09" }))).status,
    ).toBe(201);
    const refused = await relocate(rebook, res.body.id, later);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.text).toContain(String((await db().room.findUniqueOrThrow({ where: { id: rooms[3].id } })).name));
    expect((await db().booking.findUniqueOrThrow({ where: { id: res.body.id } })).scheduleId).toBe(target);
  });

  it("moves a stay beside the trip with it on a move too; taken there: 409 naming the room, nothing moved", async () => {
    const s = await departure("2034-01-07", "2034-01-14");
    const target = await departure("2034-02-04", "2034-02-11");
    const a = await seedCustomer(db());
    const made = await trip(s, a.id, [
      { roomId: single.id, guests: [a.id] },
      { roomId: rooms[1].id, dateFrom: "2034-01-14", dateTo: "2034-01-17", guests: [a.id] },
    ]);
    expect(made.status, made.text).toBe(201);
    const other = await seedCustomer(db());
    expect(
      (await post(stay(rooms[1].id, { customerId: other.id, dateFrom: "2034-02-12", dateTo: "2034-02-13" }))).status,
    ).toBe(201);
    const refused = await relocate(move, made.body.id, target);
    expect(refused.status, refused.text).toBe(409);
    const stayRoom = await db().room.findUniqueOrThrow({ where: { id: rooms[1].id } });
    expect(refused.text).toContain(stayRoom.name);
    // what is taken: the room and its nights on the new dates
    expect(JSON.parse(refused.text).details).toEqual({
      reason: "TAKEN",
      roomId: rooms[1].id,
      room: stayRoom.name,
      dates: "2034-02-11 – 2034-02-14",
    });
    expect((await db().booking.findUniqueOrThrow({ where: { id: made.body.id } })).scheduleId).toBe(s);

    const res = await relocate(move, made.body.id, await departure("2034-03-04", "2034-03-11"));
    expect(res.status, res.text).toBe(200);
    expect(roomDates(res.body)).toEqual({
      [single.id]: "2034-03-04..2034-03-11",
      [rooms[1].id]: "2034-03-11..2034-03-14",
    });
  });

  it("the wizard offers only departures on sale, and an agency user only their own agency", async () => {
    const draft = (
      await seedSchedule(db(), { tourId, vesselId, from: "2033-09-01", to: "2033-09-08", status: "draft" })
    ).id;
    const [mine, theirs] = [await seedAgency(db(), { name: "Mine Dive" }), await seedAgency(db(), { name: "Other" })];
    const choices = await loadWizardChoices(await resolvePrincipal(staff));
    const offered = choices.schedules.map((s) => s.id);
    expect(offered).toContain(from);
    expect(offered).not.toContain(draft);
    expect(choices.agencies.map((a) => a.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    const agent = await seedUser(db(), { userType: "agency", agencyId: mine.id, scopes: ["agencies.self"] });
    const forAgent = await loadWizardChoices(await resolvePrincipal(await tokenFor(agent.id)));
    expect(forAgent.agencies).toEqual([{ id: mine.id, name: "Mine Dive" }]);
    expect(forAgent.schedules.map((s) => s.id)).not.toContain(draft);

    // a vessel out of service is not offered, nor are its departures
    await db().vessel.update({ where: { id: vesselId }, data: { isActive: false } });
    try {
      const inactive = await loadWizardChoices(await resolvePrincipal(staff));
      expect(inactive.vessels.map((v) => v.id)).not.toContain(vesselId);
      expect(inactive.schedules.map((s) => s.id)).not.toContain(from);
    } finally {
      await db().vessel.update({ where: { id: vesselId }, data: { isActive: true } });
    }
  });
});

// Reads find held nights by where stays start (back by the longest stay): a stay that began
// long before the nights asked for must still hold them, in every reader and in the conflict check.
describe("a long stay that began weeks before the nights asked for", () => {
  it("holds those nights in the grid, in availability and against a second booking", async () => {
    const house = await seedDoubleRooms(2, { roomName: (i) => `S${i + 1}` });
    const [long, other] = house.roomIds;
    const start = addCalendarDays(today, 5);
    const made = await post({
      ...stay(long, { state: "confirmed" }),
      resortId: house.resortId,
      dateFrom: start,
      dateTo: addCalendarDays(start, 45),
    });
    expect(made.status, made.text).toBe(201);
    // 40 nights in: the window starts long after the stay did
    const from = addCalendarDays(start, 40);
    const to = addCalendarDays(from, 3);
    const shown = await call(occupancy, { token: staff, query: { from, to, resortId: String(house.resortId) } });
    expect(shown.status, shown.text).toBe(200);
    expect(unpackGrid(shown.body).entries).toEqual([
      expect.objectContaining({ bookingId: made.body.id, roomId: long }),
    ]);
    const free = await call(available, {
      token: staff,
      params: { id: String(house.resortId) },
      query: { type: "resort", dateFrom: from, dateTo: to },
    });
    expect(free.status, free.text).toBe(200);
    const byRoom = new Map(free.body.rooms.map((r: { id: number; available: boolean }) => [r.id, r.available]));
    expect(byRoom).toEqual(
      new Map([
        [long, false],
        [other, true],
      ]),
    );
    const second = await post({ ...stay(long), resortId: house.resortId, dateFrom: from, dateTo: to });
    expect(second.status, second.text).toBe(409);
    expect(second.body.details).toMatchObject({ reason: "TAKEN", roomId: long });
  });

  // the two bands of stay-overlap.ts meet at SHORT_STAY nights: a stay of exactly that many is
  // found by where it starts, one a night longer by the long stays' index; each on its last night
  it("holds the last night of a stay of 14 nights and of 15 (where the two searches meet)", async () => {
    const house = await seedDoubleRooms(3, { roomName: (i) => `B${i + 1}` });
    const [fourteen, fifteen, free] = house.roomIds;
    const start = addCalendarDays(today, 200);
    for (const [roomId, nights] of [
      [fourteen, 14],
      [fifteen, 15],
    ]) {
      const made = await post({
        ...stay(roomId, { state: "confirmed" }),
        resortId: house.resortId,
        dateFrom: start,
        dateTo: addCalendarDays(start, nights),
      });
      expect(made.status, made.text).toBe(201);
    }
    const lastNight = async (nights: number) => {
      const from = addCalendarDays(start, nights - 1);
      const res = await call(available, {
        token: staff,
        params: { id: String(house.resortId) },
        query: { type: "resort", dateFrom: from, dateTo: addCalendarDays(from, 1) },
      });
      expect(res.status, res.text).toBe(200);
      const grid = await call(occupancy, {
        token: staff,
        query: { from, to: addCalendarDays(from, 1), resortId: String(house.resortId) },
      });
      expect(grid.status, grid.text).toBe(200);
      return {
        available: new Map(res.body.rooms.map((r: { id: number; available: boolean }) => [r.id, r.available])),
        shown: unpackGrid(grid.body)
          .entries.map((e) => e.roomId)
          .sort(),
      };
    };
    const on14 = await lastNight(14);
    expect(on14.available).toEqual(
      new Map([
        [fourteen, false],
        [fifteen, false],
        [free, true],
      ]),
    );
    expect(on14.shown).toEqual([fourteen, fifteen].sort());
    const on15 = await lastNight(15);
    expect(on15.available.get(fourteen)).toBe(true);
    expect(on15.available.get(fifteen)).toBe(false);
    expect(on15.shown).toEqual([fifteen]);
  });
});

describe("the booking list page", () => {
  it("shows the last page for a page past the end", async () => {
    const principal = await resolvePrincipal(staff);
    const { query, result } = await loadBookingList({ page: "999", size: "2" }, principal, "en");
    expect(result).not.toHaveProperty("error");
    const page = result as { total: number; page: number; data: unknown[] };
    const last = Math.ceil(page.total / 2);
    expect(last).toBeGreaterThan(1);
    expect(page.page).toBe(last);
    expect(query.page).toBe(last);
    expect(page.data.length).toBeGreaterThan(0);
  });
});
