// The departures a guest can book (GET /api/book/schedules, the /book/online list): each with its
// price from and free beds ("few left" at three or fewer), filtered by tour and month; a departure
// full for the party or without a price is left out; the list pages on the server.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as schedules } from "@/app/api/book/schedules/route";
import { POST as create } from "@/app/api/book/booking/create/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { departureOffers } from "@/lib/domain/online/departure-offers";
import { seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedPrice, seedOnlineBooking } from "../helpers/factories";
import { call } from "../helpers/http";

let today: string, vesselId: number, komodo: number, raja: number, dbl: number;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
/** the first day of the month `n` months after today's */
const monthStart = (n: number) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};
let inMonth2: number, inMonth3: number, rajaMonth2: number;

beforeAll(async () => {
  const admin = await seedOnlineBooking();
  today = await operatorToday();
  const v = await seedVessel(db(), {
    cabinTypes: [
      { name: "Double", key: "DBL", cabins: [{ name: "D1", beds: 2 }] },
      { name: "Quad", key: "QD", maxNoOfPax: 4, cabins: [{ name: "Q1", beds: 4, allowSharedRoom: true }] },
    ],
  });
  vesselId = v.vessel.id;
  dbl = v.cabins[0].id;
  komodo = (await seedTour(db(), { vesselId, name: "Komodo" })).id;
  raja = (await seedTour(db(), { vesselId, name: "Raja" })).id;
  const at = async (tourId: number, from: string) =>
    (await seedSchedule(db(), { tourId, vesselId, from, to: addCalendarDays(from, 7) })).id;
  inMonth2 = await at(komodo, addCalendarDays(monthStart(2), 3));
  rajaMonth2 = await at(raja, addCalendarDays(monthStart(2), 10));
  inMonth3 = await at(komodo, addCalendarDays(monthStart(3), 3));
  await seedPrice(admin, {
    name: "Trips",
    calculationType: "complete",
    vesselId,
    entries: [
      { roomTypeId: v.cabins[0].roomTypeId, per: "person", value: "1500" },
      // 800 the cabin, sold by the bed: 200 a berth
      { roomTypeId: v.cabins[1].roomTypeId, per: "room", value: "800" },
    ],
  });
});

describe("GET /api/book/schedules", () => {
  it("answers each departure with its price from and free beds, filtered by month and tour", async () => {
    const all = await call(schedules, { query: { vesselId } });
    expect(all.status, all.text).toBe(200);
    expect(ids(all.body)).toEqual([inMonth2, rajaMonth2, inMonth3]);
    // a berth of the shared cabin is the cheapest way aboard
    expect(all.body[0]).toMatchObject({
      tour: "Komodo",
      priceFrom: "200.00",
      currency: "EUR",
      freeBeds: 6,
      fewLeft: false,
    });
    const month = monthStart(2).slice(0, 7);
    expect(ids((await call(schedules, { query: { vesselId, month } })).body)).toEqual([inMonth2, rajaMonth2]);
    expect(ids((await call(schedules, { query: { vesselId, month, tourId: komodo } })).body)).toEqual([inMonth2]);
    expect(ids((await call(schedules, { query: { vesselId, tourId: raja } })).body)).toEqual([rajaMonth2]);
    expect((await call(schedules, { query: { month: "2027-13" } })).status).toBe(400);
  });

  it("says few are left at three free beds, and leaves out a departure with fewer beds than the party", async () => {
    const guest = (firstName: string) => ({ firstName, lastName: "Muster", gender: "f" });
    const res = await call(create, {
      method: "POST",
      headers: { "accept-language": "en" },
      body: {
        type: "vessel",
        scheduleId: inMonth3,
        rooms: [
          { roomId: dbl, guests: [guest("Anna")] },
          {
            roomTypeId: (await db().room.findFirstOrThrow({ where: { name: "Q1", vesselId } })).roomTypeId,
            beds: 1,
            guests: [guest("Bea")],
          },
        ],
        contact: { firstName: "Anna", lastName: "Muster", email: "anna@example.com" },
      },
    });
    expect(res.status, res.text).toBe(201);
    const row = (await call(schedules, { query: { vesselId } })).body.find((x: { id: number }) => x.id === inMonth3);
    expect(row).toMatchObject({ freeBeds: 3, fewLeft: true, priceFrom: "200.00" });
    expect(ids((await call(schedules, { query: { vesselId, pax: 4 } })).body)).toEqual([inMonth2, rajaMonth2]);
  });

  it("pages on the server: a limit and whether more follow", async () => {
    const first = await departureOffers({ vesselId, limit: 2 });
    expect(ids(first.items)).toEqual([inMonth2, rajaMonth2]);
    expect(first.more).toBe(true);
    const second = await departureOffers({ vesselId, limit: 2, offset: 2 });
    expect(ids(second.items)).toEqual([inMonth3]);
    expect(second.more).toBe(false);
  });
});
