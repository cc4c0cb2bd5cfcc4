// No overbooking, guaranteed by the database: concurrent requests for the last free cabin bed, the
// same resort room night, or beds of a shared cabin that takes one gender only give exactly the
// bookings that fit, the rest 409. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL
// (where the requests really run in parallel on several connections).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { db } from "@/lib/core/db";
import { seedCustomer, seedResort, seedSchedule, seedTour, seedUser, seedVessel } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let staff: string;
let vesselId: number, tourId: number;
const men: number[] = [];
const women: number[] = [];

beforeAll(async () => {
  staff = await tokenFor(
    (await seedUser(db(), { scopes: ["bookings.create", "bookings.read", "bookings.update"] })).id,
  );
  for (let i = 0; i < 12; i++) {
    men.push((await seedCustomer(db(), { gender: "m" })).id);
    women.push((await seedCustomer(db(), { gender: "f" })).id);
  }
  const v = await seedVessel(db(), {
    cabinTypes: [
      { name: "Quad", key: "Q", maxNoOfPax: 4, cabins: [{ name: "Q1", beds: 4, allowSharedRoom: true }] },
      { name: "Dorm", key: "D", maxNoOfPax: 20, cabins: [{ name: "Dorm", beds: 20, allowSharedRoom: true }] },
    ],
  });
  vesselId = v.vessel.id;
  tourId = (await seedTour(db(), { vesselId })).id;
});

const post = (body: unknown) =>
  call(create, { method: "POST", path: "/api/bookings", token: staff, body, headers: { "accept-language": "en" } });

async function departure(n: number) {
  const from = `2031-0${n}-01`;
  return (await seedSchedule(db(), { tourId, vesselId, from, to: `2031-0${n}-08` })).id;
}

async function cabin(name: string) {
  return db().room.findFirstOrThrow({
    where: { vesselId, name },
    select: { id: true, beds: { select: { id: true }, orderBy: { id: "asc" } } },
  });
}

const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort();

describe.each([2, 20])("%i concurrent requests", (n) => {
  it("for the last free bed of a shared cabin: one booking, the rest 409", async () => {
    const scheduleId = await departure(n === 2 ? 1 : 2);
    const q = await cabin("Q1");
    const first = await post({
      type: "vessel",
      scheduleId,
      customerId: men[0],
      state: "confirmed",
      rooms: [{ roomId: q.id, bedIds: q.beds.slice(0, 3).map((b) => b.id), guests: [] }],
    });
    expect(first.status, first.text).toBe(201);
    const last = q.beds[3].id;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        post({
          type: "vessel",
          scheduleId,
          customerId: men[i % men.length],
          state: "confirmed",
          rooms: [{ roomId: q.id, bedIds: [last], guests: [] }],
        }),
      ),
    );
    expect(statuses(results)).toEqual([201, ...Array(n - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toContain("Q1");
    const holders = await db().bookingBed.count({
      where: { bedId: last, active: true, bookingRoom: { booking: { scheduleId } } },
    });
    expect(holders).toBe(1);
  });

  it("for the same resort room night: one booking, the rest 409", async () => {
    const { rooms } = await seedResort(db(), {
      roomTypes: [{ name: "Dbl", key: "D", rooms: [{ name: `R${n}`, beds: 2 }] }],
    });
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        post({
          type: "resort",
          resortId: rooms[0].resortId,
          dateFrom: "2031-05-10",
          dateTo: "2031-05-11",
          customerId: women[i % women.length],
          state: i % 2 ? "planned" : "confirmed",
          rooms: [{ roomId: rooms[0].id, guests: [] }],
        }),
      ),
    );
    expect(statuses(results)).toEqual([201, ...Array(n - 1).fill(409)]);
    expect(await db().bookingRoom.count({ where: { roomId: rooms[0].id, active: true } })).toBe(1);
  });

  it("for beds of a shared cabin without mixed gender: only guests of one gender get beds", async () => {
    const scheduleId = await departure(n === 2 ? 3 : 4);
    const dorm = await cabin("Dorm");
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => {
        const guest = i % 2 ? women[Math.floor(i / 2)] : men[Math.floor(i / 2)];
        return post({
          type: "vessel",
          scheduleId,
          customerId: guest,
          state: "confirmed",
          rooms: [{ roomId: dorm.id, bedIds: [dorm.beds[i].id], guests: [guest] }],
        });
      }),
    );
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(n / 2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(n / 2);
    const genders = new Set(
      (
        await db().bookingGuest.findMany({
          where: { bookingRoom: { roomId: dorm.id, active: true, booking: { scheduleId } } },
          select: { customer: { select: { gender: true } } },
        })
      ).map((g) => g.customer.gender),
    );
    expect(genders.size).toBe(1);
  });
});
