// Shared cabins sell online per berth (issue 36, finding 3): a cabin with a berth taken is still
// offered by its free beds, to the guests its mixed-gender rule allows, the others are told why;
// a berth in a cabin without mixed gender needs the guest's gender (400); and 20 guests racing for
// the last berths of a cabin that does not mix genders: exactly as many as there are beds get one,
// the rest a 409, never a man beside women. Run on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/book/booking/create/route";
import { POST as price } from "@/app/api/book/booking/price/route";
import { GET as rooms } from "@/app/api/book/rooms/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { cabinOffers } from "@/lib/domain/online/cabin-offers";
import { seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedOnlineBooking, seedTripPrice } from "../helpers/factories";
import { call } from "../helpers/http";

let today: string, vesselId: number, tourId: number;
let quadType: number, quad: number, mixedQuad: number;

/** each racer books from an address of its own: the race is between guests, not one client's retries */
const post = (handler: typeof price, body: unknown, client = 1) =>
  call(handler, {
    method: "POST",
    body,
    headers: { "accept-language": "en", "x-forwarded-for": `127.0.1.${client}` },
  });
const berth = (scheduleId: number, roomId: number, firstName: string, gender?: string) => ({
  type: "vessel",
  scheduleId,
  rooms: [{ roomId, beds: 1, guests: [{ firstName, lastName: "Racer", ...(gender ? { gender } : {}) }] }],
  contact: { firstName, lastName: "Racer", email: `${firstName.toLowerCase()}@example.com` },
});
/** the genders sleeping in a cabin on a departure, from the bookings themselves */
const gendersIn = async (roomId: number, scheduleId: number) =>
  (
    await db().bookingGuest.findMany({
      where: { bookingRoom: { roomId, active: true }, booking: { scheduleId } },
      select: { customer: { select: { gender: true } } },
    })
  ).map((g) => g.customer.gender);

async function departure(days: number) {
  const from = addCalendarDays(today, days);
  return (await seedSchedule(db(), { tourId, vesselId, from, to: addCalendarDays(from, 7) })).id;
}

beforeAll(async () => {
  const admin = await seedOnlineBooking();
  today = await operatorToday();
  const v = await seedVessel(db(), {
    cabinTypes: [
      {
        name: "Quad",
        key: "QD",
        maxNoOfPax: 4,
        cabins: [
          { name: "Q1", beds: 4, allowSharedRoom: true },
          { name: "Q2", beds: 4, allowSharedRoom: true },
        ],
      },
    ],
  });
  vesselId = v.vessel.id;
  [quad, mixedQuad] = [v.cabins[0].id, v.cabins[1].id];
  // Q2 takes women and men together
  await db().room.update({ where: { id: mixedQuad }, data: { allowMixedGender: true } });
  quadType = v.cabins[0].roomTypeId;
  tourId = (await seedTour(db(), { vesselId })).id;
  // 800 the cabin, sold by the bed: 200 a berth
  await seedTripPrice(admin, { vesselId, roomTypeId: quadType, value: "800" });
});

describe("a shared cabin with a berth taken", () => {
  it("is still offered by its free beds, to the guests its gender rule allows", async () => {
    const s = await departure(20);
    expect((await post(create, berth(s, quad, "Ada", "f"))).status).toBe(201);
    expect((await post(create, berth(s, quad, "Bea", "f"), 2)).status).toBe(201);
    // the lookup still lists the cabin, with its two free beds
    const r = await call(rooms, { query: { scheduleId: s } });
    expect(r.body.rooms.find((x: { id: number }) => x.id === quad)).toMatchObject({ shared: true, freeBeds: 2 });
    // women are offered two beds beside the women; men and a mixed pair are told why not
    const women = await cabinOffers({ scheduleId: s, guests: 2, party: "women" });
    expect(women.offers.map((o) => [o.name, o.beds, o.total])).toEqual([
      ["Q1", 2, "400.00"],
      ["Q2", 2, "400.00"],
    ]);
    const men = await cabinOffers({ scheduleId: s, guests: 2, party: "men" });
    expect(men.offers.map((o) => o.name)).toEqual(["Q2"]);
    expect(men.notOffered).toEqual([{ roomId: quad, name: "Q1", type: "Quad", reasons: ["book.why.womenOnly"] }]);
    const three = await cabinOffers({ scheduleId: s, guests: 3, party: "women" });
    expect(three.notOffered[0].reasons).toEqual(['book.why.fewBeds|{"n":2}']);
    // a man asking for a bed there is refused, a woman gets it
    const man = await post(create, berth(s, quad, "Carl", "m"), 3);
    expect(man.status, man.text).toBe(409);
    expect(man.body.message).toMatch(/Q1/);
    expect((await post(create, berth(s, quad, "Dora", "f"), 4)).status).toBe(201);
  });

  it("a guest's gender is asked where the cabin does not mix genders (400), not where it does", async () => {
    const s = await departure(22);
    const res = await post(price, berth(s, quad, "Eve"));
    expect(res.status, res.text).toBe(400);
    expect(res.body.fields).toEqual([
      { path: "rooms.0.guests.0.gender", message: "Please say if the guest is a woman or a man (shared cabin)" },
    ]);
    expect((await post(price, berth(s, mixedQuad, "Eve"))).status).toBe(200);
    // by cabin type: a cabin of the type that mixes genders takes the guest
    const byType = {
      ...berth(s, quad, "Eve"),
      rooms: [{ roomTypeId: quadType, beds: 1, guests: [{ firstName: "Eve", lastName: "R" }] }],
    };
    expect((await post(price, byType)).status).toBe(200);
  });
});

describe("20 guests racing for the last berths of a cabin that does not mix genders", () => {
  it("two berths beside two women: exactly two women get one, everyone else a 409", async () => {
    const s = await departure(30);
    expect((await post(create, berth(s, quad, "Fay", "f"))).status).toBe(201);
    expect((await post(create, berth(s, quad, "Gia", "f"), 2)).status).toBe(201);
    const racers = Array.from({ length: 20 }, (_, i) => berth(s, quad, `R${i}`, i % 2 ? "f" : "m"));
    const answers = await Promise.all(racers.map((b, i) => post(create, b, 10 + i)));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(18);
    expect((await gendersIn(quad, s)).sort()).toEqual(["f", "f", "f", "f"]);
  });

  it("an empty cabin: exactly four of one gender get a berth, never a man beside a woman", async () => {
    const s = await departure(40);
    const racers = Array.from({ length: 20 }, (_, i) => berth(s, quad, `S${i}`, i % 2 ? "f" : "m"));
    const answers = await Promise.all(racers.map((b, i) => post(create, b, 40 + i)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(16);
    const genders = await gendersIn(quad, s);
    expect(genders).toHaveLength(4);
    expect(new Set(genders).size).toBe(1);
  });

  it("the last berth beside three women: exactly one woman of twenty mixed racers gets it", async () => {
    const s = await departure(50);
    for (const [i, name] of ["Hana", "Ines", "Jule"].entries())
      expect((await post(create, berth(s, quad, name, "f"), 70 + i)).status).toBe(201);
    const racers = Array.from({ length: 20 }, (_, i) => berth(s, quad, `T${i}`, i % 2 ? "f" : "m"));
    const answers = await Promise.all(racers.map((b, i) => post(create, b, 80 + i)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await gendersIn(quad, s)).sort()).toEqual(["f", "f", "f", "f"]);
  });
});

describe("20 guests racing for the last berth of a cabin that mixes genders", () => {
  it("beside a man and two women: exactly one racer of either gender gets it", async () => {
    const s = await departure(60);
    for (const [i, [name, gender]] of [
      ["Kai", "m"],
      ["Lea", "f"],
      ["Mia", "f"],
    ].entries())
      expect((await post(create, berth(s, mixedQuad, name, gender), 110 + i)).status).toBe(201);
    const racers = Array.from({ length: 20 }, (_, i) => berth(s, mixedQuad, `U${i}`, i % 2 ? "f" : "m"));
    const answers = await Promise.all(racers.map((b, i) => post(create, b, 120 + i)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await gendersIn(mixedQuad, s)).toHaveLength(4);
  });
});
