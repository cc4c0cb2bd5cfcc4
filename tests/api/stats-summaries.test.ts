// The statistics' summaries (docs/decisions.md, "Statistics on the large data set"): GuestStay (a
// row per guest row: the guest figures and customersAtDate) and RoomStay (a row per booking room:
// topRooms and utilization's sold nights) are kept by the writes in their own transaction, so a
// figure shows a booking made, moved to other nights, a guest's new country and a cancellation on
// the next read; and what the triggers keep is exactly what a rebuild from the bookings computes.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as updateRecord } from "@/app/api/[resource]/[id]/route";
import { POST as cancel } from "@/app/api/bookings/[id]/cancell/route";
import { POST as changeStay } from "@/app/api/bookings/[id]/rooms/[roomId]/stay/route";
import { GET as customersAtDate } from "@/app/api/bookings/customersAtDate/route";
import { GET as statsByAge } from "@/app/api/bookings/statsByAge/route";
import { GET as topCountries } from "@/app/api/bookings/topCountries/route";
import { GET as topRooms } from "@/app/api/bookings/topRooms/route";
import { GET as utilization } from "@/app/api/bookings/utilization/route";
import { db } from "@/lib/core/db";
import { seedCustomer } from "@/prisma/seed/factories";
import { bookStay, seedCurrencies, seedDoubleRooms, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let staff: string, admin: string;
let asset: string;
let rooms: number[];
let ada: number, ben: number;

type Handler = typeof statsByAge;
const get = async (handler: Handler, query: Record<string, string>) => {
  const res = await call(handler, { token: staff, query, headers: { "accept-language": "en" } });
  expect(res.status, res.text).toBe(200);
  return res.body as { rows: Record<string, unknown>[]; total?: number };
};
const march = { from: "2033-03-01", to: "2033-03-31" };
const april = { from: "2033-04-01", to: "2033-04-30" };

/** What each figure shows of the resort in a month, in a few words. */
async function seen(month: { from: string; to: string }) {
  const ages = (await get(statsByAge, { ...month, assets: asset })).rows.filter((r) => Number(r.guests) > 0);
  const countries = (await get(topCountries, { ...month, assets: asset })).rows;
  const guests = await get(customersAtDate, { ...month, asset });
  const byRoom = (await get(topRooms, { ...month, assets: asset })).rows;
  const use = (await get(utilization, { ...month, assets: asset })).rows;
  return {
    ages: Object.fromEntries(ages.map((r) => [r.band, r.guests])),
    countries: Object.fromEntries(countries.map((r) => [r.country, r.guests])),
    guests: {
      total: guests.total,
      rows: guests.rows.map((r) => [r.name, r.arrival, r.departure, r.country, r.nights]),
    },
    rooms: byRoom.map((r) => [r.id, r.nights]),
    sold: use.map((r) => r.sold),
  };
}

// both summaries as rows, in order
const kept = () =>
  db().$queryRawUnsafe<unknown[]>(
    `SELECT json_build_object('guests', (SELECT json_agg(g ORDER BY g."guestId") FROM "GuestStay" g),
      'rooms', (SELECT json_agg(r ORDER BY r."bookingRoomId") FROM "RoomStay" r))::text AS rows`,
  );

beforeAll(async () => {
  await seedCurrencies("EUR");
  admin = await tokenWith(["admin"]);
  staff = await tokenWith(STAFF_SCOPES);
  const r = await seedDoubleRooms(2, { resortName: "Summary Cove" });
  asset = `resort:${r.resortId}`;
  rooms = r.roomIds;
  ada = (
    await seedCustomer(db(), { firstName: "Ada", lastName: "Kept", country: "DE", birthday: new Date("2000-06-01") })
  ).id;
  ben = (await seedCustomer(db(), { firstName: "Ben", lastName: "Kept", nationality: "AT" })).id;
});

describe("the summaries the writes keep", () => {
  it("shows a booking made, moved to other nights, a new country and a cancellation on the next read", async () => {
    const nothing = { ages: {}, countries: {}, guests: { total: 0, rows: [] }, rooms: [], sold: [0] };
    expect(await seen(march)).toEqual(nothing);

    // made: Ada (32 at arrival, Germany) and Ben (no birthday, Austrian) share room 1 for two nights
    const b = await bookStay(staff, {
      resortId: Number(asset.split(":")[1]),
      customerId: ada,
      rooms: [{ roomId: rooms[0], guests: [ada, ben] }],
      from: "2033-03-10",
    });
    expect(await seen(march)).toEqual({
      ages: { "30-44": 1, unknown: 1 },
      countries: { AT: 1, DE: 1 },
      guests: {
        total: 2,
        rows: [
          ["Ada Kept", "2033-03-10", "2033-03-12", "DE", 2],
          ["Ben Kept", "2033-03-10", "2033-03-12", "AT", 2],
        ],
      },
      rooms: [[rooms[0], 2]],
      sold: [2],
    });

    // moved: three nights from 5 April instead
    const bookingRoom = await db().bookingRoom.findFirstOrThrow({ where: { bookingId: b.id } });
    const moved = await call(changeStay, {
      method: "POST",
      token: staff,
      params: { id: String(b.id), roomId: String(bookingRoom.id) },
      body: { dateFrom: "2033-04-05", dateTo: "2033-04-08", version: b.version },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await seen(march)).toEqual(nothing);
    expect(await seen(april)).toMatchObject({
      ages: { "30-44": 1, unknown: 1 },
      guests: { total: 2, rows: [["Ada Kept", "2033-04-05", "2033-04-08", "DE", 3], expect.anything()] },
      rooms: [[rooms[0], 3]],
      sold: [3],
    });

    // the customer's record changes: Ada lives in Norway now
    const changed = await call(updateRecord, {
      method: "POST",
      token: admin,
      params: { resource: "customers", id: String(ada) },
      body: { country: "NO" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await seen(april)).countries).toEqual({ AT: 1, NO: 1 });

    // cancelled: in no figure any more
    const version = (await db().booking.findUniqueOrThrow({ where: { id: b.id } })).version;
    const off = await call(cancel, {
      method: "POST",
      token: staff,
      params: { id: String(b.id) },
      headers: { "if-match": String(version) },
      body: {},
    });
    expect(off.status, off.text).toBe(200);
    expect(await seen(april)).toEqual(nothing);
  });

  it("keeps exactly what a rebuild from the bookings computes", async () => {
    const before = await kept();
    await db().$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`DELETE FROM "GuestStay"`);
      await tx.$executeRawUnsafe(`DELETE FROM "RoomStay"`);
      await tx.$executeRawUnsafe(`SELECT guest_stay_refresh(ARRAY(SELECT id FROM "BookingGuest"))`);
      await tx.$executeRawUnsafe(`SELECT room_stay_refresh(ARRAY(SELECT id FROM "BookingRoom"))`);
    });
    expect(await kept()).toEqual(before);
    expect(JSON.stringify(before)).toContain("Kept");
  });
});
