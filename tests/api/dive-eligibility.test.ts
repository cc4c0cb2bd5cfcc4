// Diver eligibility at check-in (issue 40, item 5): requirements set on a tour (a departure's own
// replace them) are validated when saved; a diver who does not meet them cannot be checked in
// without an override (409 naming the guest and what they lack), an override needs a reason and
// is kept in the check-in's history version; a departure that sets "nothing" lets its divers in.
// A dive product's requirements apply to the guests it is booked for, not to the booking's others.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as update } from "@/app/api/[resource]/[id]/route";
import { POST as checkin } from "@/app/api/bookings/[id]/checkin/route";
import { POST as bookProduct } from "@/app/api/bookings/[id]/product/[product]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedCustomer, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedCurrencies, seedResource, seedTripBooking, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string, staff: string;
let tourId: number, vesselId: number;
let cabins: Awaited<ReturnType<typeof seedVessel>>["cabins"];
let today: string;
let nextCabin = 0;

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  staff = await tokenWith(STAFF_SCOPES);
  today = await operatorToday();
  const v = await seedVessel(db(), { name: "MV Eligible" });
  vesselId = v.vessel.id;
  cabins = v.cabins;
  tourId = (await seedTour(db(), { vesselId, name: "Deep South", code: "DEEPS", nights: 7 })).id;
});

const save = (resource: string, id: number, body: Record<string, unknown>) =>
  call(update, { method: "POST", token: admin, params: { resource, id: String(id) }, body });

/** A departure from today (check-in is open) with one confirmed booking of one guest. */
async function sailingWithDiver(o: { requirements?: unknown; from?: number } = {}) {
  const from = addCalendarDays(today, o.from ?? 0);
  const schedule = await seedSchedule(db(), { tourId, vesselId, from, to: addCalendarDays(from, 7) });
  if (o.requirements !== undefined)
    expect((await save("schedules", schedule.id, { diveRequirements: o.requirements })).status).toBe(200);
  const diver = await seedCustomer(db(), { firstName: "Dora", lastName: `Diver${nextCabin}` });
  const cabin = cabins[nextCabin++ % cabins.length];
  const booking = await seedTripBooking(schedule.id, {
    customerId: diver.id,
    guestIds: [diver.id],
    rooms: [{ roomId: cabin.id, bedIds: [cabin.beds[0].id] }],
  });
  return { booking, diver };
}

const checkIn = (bookingId: number, body?: Record<string, unknown>) =>
  call(checkin, {
    method: "POST",
    token: staff,
    params: { id: String(bookingId) },
    body,
    headers: { "accept-language": "en" },
  });

/** The booking's last history version is the check-in, with the override's reason and the diver it let in. */
async function expectOverrideKept(bookingId: number, reason: string, diver: string) {
  const last = await db().bookingHistory.findFirstOrThrow({ where: { bookingId }, orderBy: { version: "desc" } });
  expect(last.action).toBe("checkin");
  expect(last.changes).toMatchObject({ reason: { from: null, to: reason }, notEligible: { from: null, to: diver } });
}

describe("dive requirements", () => {
  it("are validated where they are set: 400 naming the field, nothing stored", async () => {
    const bad = await save("tours", tourId, { diveRequirements: { minLevel: "expert", minLoggedDives: -3 } });
    expect(bad.status, bad.text).toBe(400);
    const paths = (bad.body as { fields: { path: string }[] }).fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(["diveRequirements.minLevel", "diveRequirements.minLoggedDives"]));
    expect((await db().tour.findUniqueOrThrow({ where: { id: tourId } })).diveRequirements).toBeNull();
    const good = await save("tours", tourId, {
      diveRequirements: { minLevel: "AOWD", minLoggedDives: "50", nitrox: true, medical: true, passport: true },
    });
    expect(good.status, good.text).toBe(200);
    expect((await db().tour.findUniqueOrThrow({ where: { id: tourId } })).diveRequirements).toEqual({
      minLevel: "AOWD",
      minLoggedDives: 50,
      nitrox: true,
      medical: true,
      passport: true,
    });
  });

  it("refuse to check in a diver who does not meet the tour's; an override with a reason is kept in the history", async () => {
    const { booking, diver } = await sailingWithDiver();
    const refused = await checkIn(booking.id);
    expect(refused.status, refused.text).toBe(409);
    const body = refused.body as { message: string; details: Record<string, any> };
    expect(body.details).toMatchObject({ reason: "NOT_ELIGIBLE", override: true, confirmable: true });
    expect(body.details.guests).toEqual([
      expect.objectContaining({ customerId: diver.id, name: `Dora Diver${nextCabin - 1}` }),
    ]);
    expect(body.details.guests[0].issues.map((i: { code: string }) => i.code)).toEqual([
      "level",
      "loggedDives",
      "nitrox",
      "medicalMissing",
      "passportMissing",
    ]);
    expect(body.message).toContain(`Dora Diver${nextCabin - 1}`);
    expect(body.message).toContain("nitrox certification");
    // nothing happened
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).checkedInAt).toBeNull();

    // an early check-in's confirmation does not override it
    const confirmed = await checkIn(booking.id, { confirm: true, reason: "early" });
    expect(confirmed.status).toBe(409);
    const noReason = await checkIn(booking.id, { override: true });
    expect(noReason.status).toBe(400);
    expect((noReason.body as { fields: { path: string }[] }).fields[0].path).toBe("reason");

    const done = await checkIn(booking.id, { override: true, reason: "Certified cards seen at the desk" });
    expect(done.status, done.text).toBe(200);
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).checkedInAt).not.toBeNull();
    await expectOverrideKept(booking.id, "Certified cards seen at the desk", `Dora Diver${nextCabin - 1}`);
  });

  it("let a departure set its own: 'nothing' lets its divers in without an override", async () => {
    // another vessel and tour that asks for nitrox
    const v = await seedVessel(db(), { name: "MV Own Rules" });
    vesselId = v.vessel.id;
    cabins = v.cabins;
    tourId = (await seedTour(db(), { vesselId, name: "Shallow North", code: "SHALN", nights: 7 })).id;
    expect((await save("tours", tourId, { diveRequirements: { nitrox: true } })).status).toBe(200);
    const { booking } = await sailingWithDiver({ requirements: {} });
    const res = await checkIn(booking.id);
    expect(res.status, res.text).toBe(200);
  });

  it("of a dive product bind the guest it is booked for, not the booking's other guests", async () => {
    // a tour and departure that ask nothing; the wreck dive asks for 30 logged dives and nitrox
    const v = await seedVessel(db(), { name: "MV Wreck Runner" });
    const tour = await seedTour(db(), { vesselId: v.vessel.id, name: "Wrecks", code: "WRECK", nights: 7 });
    const schedule = await seedSchedule(db(), {
      tourId: tour.id,
      vesselId: v.vessel.id,
      from: today,
      to: addCalendarDays(today, 7),
    });
    await seedCurrencies("EUR");
    const wreck = await seedResource(admin, "product", {
      name: "Wreck dive",
      price: "40",
      diveRequirements: { minLoggedDives: "30", nitrox: true },
    });
    const diver = await seedCustomer(db(), { firstName: "Wanda", lastName: "Wreck" });
    const partner = await seedCustomer(db(), { firstName: "Sunny", lastName: "Snorkel" });
    const cabin = v.cabins[0];
    const booking = await seedTripBooking(schedule.id, {
      customerId: diver.id,
      guestIds: [diver.id, partner.id],
      rooms: [{ roomId: cabin.id, bedIds: cabin.beds.slice(0, 2).map((b) => b.id) }],
    });
    const booked = await call(bookProduct, {
      method: "POST",
      token: staff,
      params: { id: String(booking.id), product: String(wreck.id) },
      body: { customerIds: [diver.id] },
    });
    expect(booked.status, booked.text).toBe(200);

    const refused = await checkIn(booking.id);
    expect(refused.status, refused.text).toBe(409);
    const body = refused.body as { message: string; details: Record<string, any> };
    expect(body.details).toMatchObject({ reason: "NOT_ELIGIBLE", override: true });
    // only the diver the wreck dive is booked for; the partner is not refused for it
    expect(body.details.guests).toEqual([expect.objectContaining({ customerId: diver.id, name: "Wanda Wreck" })]);
    expect(body.details.guests[0].issues.map((i: { code: string }) => i.code)).toEqual(["loggedDives", "nitrox"]);
    expect(body.message).toContain("Wanda Wreck");
    expect(body.message).toContain("30 logged dives");
    expect(body.message).not.toContain("Sunny");
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).checkedInAt).toBeNull();

    const done = await checkIn(booking.id, { override: true, reason: "Logbook shown on board" });
    expect(done.status, done.text).toBe(200);
    await expectOverrideKept(booking.id, "Logbook shown on board", "Wanda Wreck");
  });
});
