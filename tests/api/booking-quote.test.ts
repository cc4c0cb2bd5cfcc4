// POST /api/bookings/quote (issue 39, "a wizard that quotes"): the wizard's selection priced by the
// same engine as the booking it would make, before anything is saved: nothing is written, a night
// more costs more, the booking made from the same body costs what the quote said; bad input is a
// 400 naming the field; agencies quote for their own clients only (and see no "why"); what create
// would refuse (a room taken, the gender rule of a shared cabin) comes back as a warning in words.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { POST as quote } from "@/app/api/bookings/quote/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { seedAgency, seedCustomer, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import {
  seedDoubleRooms,
  seedPrice,
  seedPricedResort,
  seedResource,
  seedTripPrice,
  STAFF_SCOPES,
  tokenWith,
} from "../helpers/factories";
import { call } from "../helpers/http";

let staff: string, admin: string;
let resortId: number, roomA: number, roomB: number;
let from: string;
let woman: number, man: number, woman2: number;
let scheduleId: number, quad: number, quadBeds: number[];

const en = { "accept-language": "en" };
const ask = (body: unknown, token = staff, headers: Record<string, string> = en) =>
  call(quote, { method: "POST", path: "/api/bookings/quote", token, body, headers });
const stay = (nights: number, rooms: unknown[], extra: Record<string, unknown> = {}) => ({
  type: "resort",
  resortId,
  dateFrom: from,
  dateTo: addCalendarDays(from, nights),
  rooms,
  ...extra,
});
const written = async () =>
  Promise.all([db().booking.count(), db().bookingRoom.count(), db().bookingGuest.count(), db().bookingHistory.count()]);

beforeAll(async () => {
  const r = await seedPricedResort(2);
  resortId = r.resortId;
  [roomA, roomB] = r.roomIds;
  staff = await tokenWith(STAFF_SCOPES);
  admin = await tokenWith(["admin"]);
  from = addCalendarDays(await operatorToday(), 40);
  woman = (await seedCustomer(db(), { gender: "f" })).id;
  man = (await seedCustomer(db(), { gender: "m" })).id;
  woman2 = (await seedCustomer(db(), { gender: "f" })).id;
  const v = await seedVessel(db(), {
    cabinTypes: [{ name: "Quad", key: "QD", maxNoOfPax: 4, cabins: [{ name: "Q1", beds: 4, allowSharedRoom: true }] }],
  });
  quad = v.cabins[0].id;
  quadBeds = v.cabins[0].beds.map((b) => b.id);
  const tourId = (await seedTour(db(), { vesselId: v.vessel.id })).id;
  scheduleId = (
    await seedSchedule(db(), {
      tourId,
      vesselId: v.vessel.id,
      from: addCalendarDays(from, 10),
      to: addCalendarDays(from, 17),
    })
  ).id;
  await seedTripPrice(admin, { vesselId: v.vessel.id, roomTypeId: v.cabins[0].roomTypeId, value: "800" });
});

describe("POST /api/bookings/quote", () => {
  it("prices a selection before anything is saved, writes nothing, and a night more costs more", async () => {
    const before = await written();
    const three = await ask(stay(3, [{ roomId: roomA }]));
    expect(three.status, three.text).toBe(200);
    expect(three.body).toMatchObject({ total: "300.00", currency: "EUR", warnings: [] });
    expect(three.body.lines.length).toBeGreaterThan(0);
    // staff see why the price is what it is: the price that was chosen among the candidates
    expect(three.body.explain.prices.some((p: { chosen: boolean }) => p.chosen)).toBe(true);
    const four = await ask(stay(4, [{ roomId: roomA, guests: [woman] }], { customerId: woman }));
    expect(four.status, four.text).toBe(200);
    expect(four.body.total).toBe("400.00");
    expect(await written()).toEqual(before);
  });

  it("quotes what the booking made from the same body then costs", async () => {
    const body = stay(2, [{ roomId: roomB, guests: [woman, woman2] }], { customerId: woman });
    const q = await ask(body);
    expect(q.status, q.text).toBe(200);
    const made = await call(create, { method: "POST", path: "/api/bookings", token: staff, body, headers: en });
    expect(made.status, made.text).toBe(201);
    expect(Number(made.body.total)).toBe(Number(q.body.total));
    // now taken: the same selection quotes with the reason create would refuse it
    const again = await ask(body);
    expect(again.status).toBe(200);
    expect(again.body.warnings).toEqual([expect.objectContaining({ reason: "TAKEN", roomId: roomB })]);
    expect(again.body.warnings[0].message).toContain("102");
  });

  it("counts a room booked before its guests are named as the booking does (priced per person)", async () => {
    const r = await seedDoubleRooms(1);
    await seedPrice(admin, { resortId: r.resortId, roomTypeId: r.roomTypeId, per: "person", value: "50" });
    const body = {
      type: "resort",
      resortId: r.resortId,
      dateFrom: from,
      dateTo: addCalendarDays(from, 2),
      rooms: [{ roomId: r.roomIds[0] }],
    };
    const q = await ask(body);
    expect(q.status, q.text).toBe(200);
    expect(Number(q.body.total)).toBeGreaterThan(0);
    const made = await call(create, { method: "POST", token: staff, body: { ...body, customerId: man }, headers: en });
    expect(made.status, made.text).toBe(201);
    expect(Number(made.body.total)).toBe(Number(q.body.total));
  });

  it("answers bad input with 400 naming the field in the user's language", async () => {
    const backwards = await ask({ ...stay(2, [{ roomId: roomA }]), dateTo: from, dateFrom: addCalendarDays(from, 2) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.map((f: { path: string }) => f.path)).toContain("dateTo");
    const unknown = await ask(stay(2, [{ roomId: 99_999_999 }]));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[0].path).toMatch(/^rooms\.0\.roomId$/);
    const noRooms = await ask(stay(2, []), staff, { "accept-language": "de" });
    expect(noRooms.status).toBe(400);
    expect(noRooms.body.fields[0].path).toBe("rooms");
    expect(noRooms.body.message).not.toMatch(/rooms/);
  });

  it("is for those who may book: a user without the scopes gets 403", async () => {
    const nobody = await tokenWith(["customers.read"]);
    expect((await ask(stay(2, [{ roomId: roomA }]), nobody)).status).toBe(403);
  });

  it("lets an agency quote for its own clients only, without the operator's why", async () => {
    await writeGroup("booking", { allowAgencyBooking: true });
    const mine = await seedAgency(db(), {});
    const token = await tokenWith(["agencies.self"], { userType: "agency", agencyId: mine.id });
    const client = (await seedCustomer(db(), { firstName: "Cleo", agencyId: mine.id })).id;
    const own = await ask(stay(2, [{ roomId: roomA, guests: [client] }], { customerId: client }), token);
    expect(own.status, own.text).toBe(200);
    expect(own.body.total).toBe("200.00");
    expect(own.body.explain).toBeNull();
    const foreign = await ask(stay(2, [{ roomId: roomA, guests: [woman] }], { customerId: woman }), token);
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields[0].path).toBe("customerId");
    await writeGroup("booking", { allowAgencyBooking: false });
    expect((await ask(stay(2, [{ roomId: roomA }]), token)).status).toBe(403);
  });

  it("says while choosing that a man may not join women in a shared cabin that does not mix genders", async () => {
    const berth = (bed: number, guest: number) => ({
      type: "vessel",
      scheduleId,
      customerId: guest,
      rooms: [{ roomId: quad, bedIds: [bed], guests: [guest] }],
    });
    const booked = await call(create, { method: "POST", token: staff, body: berth(quadBeds[0], woman), headers: en });
    expect(booked.status, booked.text).toBe(201);
    const before = await written();
    const refused = await ask(berth(quadBeds[1], man));
    expect(refused.status, refused.text).toBe(200);
    expect(refused.body.warnings).toEqual([
      expect.objectContaining({ reason: "GENDER", roomId: quad, room: "Q1", message: expect.stringContaining("Q1") }),
    ]);
    expect(Number(refused.body.total)).toBeGreaterThan(0);
    const fine = await ask(berth(quadBeds[1], woman2));
    expect(fine.body.warnings).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it("explains a special's rules with the names of the resort and room type they name, in the caller's language", async () => {
    const [resort, room] = await Promise.all([
      db().resort.findUniqueOrThrow({ where: { id: resortId }, select: { name: true } }),
      db().room.findUniqueOrThrow({ where: { id: roomA }, select: { roomType: { select: { id: true, name: true } } } }),
    ]);
    const special = await seedResource(admin, "specials", {
      name: "Named places",
      status: "active",
      discount: "PerCent",
      discountValue: "5",
      target: "ChangeRoomPrice",
      scope: "Booking",
      rules: [
        { dimension: "Resort", operator: "IsIn", value: [resortId] },
        { dimension: "RoomType", operator: "IsIn", value: [room.roomType.id] },
      ],
    });
    try {
      const res = await ask(stay(2, [{ roomId: roomA }]), admin);
      expect(res.status, res.text).toBe(200);
      const named = (res.body.explain.specials as { name: string; matched: string[] }[]).find(
        (s) => s.name === "Named places",
      );
      expect(named?.matched.join(" ")).toContain(resort.name);
      expect(named?.matched.join(" ")).toContain(`${room.roomType.name} (${resort.name})`);
    } finally {
      await db().special.update({ where: { id: special.id }, data: { status: "aborted" } });
    }
  });
});
