// The tape chart's data is compact and revalidated by ETag (issue 43, item 3): GET /api/rooms/occupancy
// answers room types and colours once and bookings and blockers as rows of values; its ETag comes
// from the resorts' change counters (kept by triggers in the writing transaction), so a repeat
// with If-None-Match is a 304 without a body until something the window's resorts show changes.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as previewStay } from "@/app/api/bookings/[id]/rooms/[roomId]/stay/preview/route";
import { POST as changeStay } from "@/app/api/bookings/[id]/rooms/[roomId]/stay/route";
import { GET as occupancy } from "@/app/api/rooms/occupancy/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { unpackGrid, type WireGrid } from "@/lib/domain/booking/grid-wire";
import { matchesTag } from "@/lib/domain/booking/grid-tag";
import { seedCustomer } from "@/prisma/seed/factories";
import { bookStay, seedPricedResort, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let staff: string, home: { resortId: number; roomIds: number[] }, other: { resortId: number; roomIds: number[] };
let ada: number;
const from = "2027-05-01";
const to = "2027-06-01";

beforeAll(async () => {
  home = await seedPricedResort(3, { resortName: "Tag Resort" });
  other = await seedPricedResort(1, { resortName: "Tag Resort Two" });
  staff = await tokenWith(STAFF_SCOPES);
  ada = (await seedCustomer(db(), { firstName: "Ada", lastName: "Tag" })).id;
});

const grid = (resortId: number, etag?: string) =>
  call<WireGrid>(occupancy, {
    token: staff,
    query: { from, to, resortId: String(resortId) },
    headers: etag ? { "if-none-match": etag } : {},
  });

describe("the tape chart's data", () => {
  it("answers each room type and colour once and the bookings as rows of values", async () => {
    const made = await bookStay(staff, { resortId: home.resortId, customerId: ada, roomId: home.roomIds[0], from });
    const res = await grid(home.resortId);
    expect(res.status, res.text).toBe(200);
    expect(res.body.roomTypes).toHaveLength(1);
    expect(res.body.rooms.map((r) => r.roomTypeId)).toEqual(home.roomIds.map(() => res.body.roomTypes[0].id));
    const row = res.body.bookings.find((b) => b[4] === made.id)!;
    expect(row.slice(1, 4)).toEqual([home.roomIds[0], from, addCalendarDays(from, 2)]);
    expect(res.body.colours[row[10]]).toMatchObject({
      background: expect.stringMatching(/^#/),
      rule: expect.any(Number),
    });
    // unpacked, the grid the chart draws: the nights, the room type's name, the entry with its colour
    const g = unpackGrid(res.body);
    expect(g.days).toHaveLength(31);
    expect(g.rooms[0].roomType).toBe(res.body.roomTypes[0].name);
    expect(g.entries.find((e) => e.kind === "booking" && e.bookingId === made.id)).toMatchObject({
      roomId: home.roomIds[0],
      label: "Ada Tag",
      background: res.body.colours[row[10]].background,
    });
  });

  it("answers 304 to a repeat with its ETag and a new one after a booking's change", async () => {
    const day = addCalendarDays(from, 10);
    const made = await bookStay(staff, {
      resortId: home.resortId,
      customerId: ada,
      roomId: home.roomIds[1],
      from: day,
    });
    const first = await grid(home.resortId);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const repeat = await grid(home.resortId, etag);
    expect(repeat.status).toBe(304);
    expect(repeat.text).toBe("");
    expect(repeat.headers.get("etag")).toBe(etag);

    // another resort's booking leaves this resort's grid as it is
    await bookStay(staff, { resortId: other.resortId, customerId: ada, roomId: other.roomIds[0], from: day });
    expect((await grid(home.resortId, etag)).status).toBe(304);
    expect((await grid(other.resortId, etag)).status).toBe(200);

    // a change tried and rolled back (the drag's preview) changes nothing either
    const bookingRoomId = first.body.bookings.find((b) => b[4] === made.id)![0];
    // one more night, asked (preview) or done (stay)
    const longer = (handler: typeof changeStay) =>
      call(handler, {
        method: "POST",
        token: staff,
        params: { id: String(made.id), roomId: String(bookingRoomId) },
        body: { dateTo: addCalendarDays(day, 3), version: made.version },
      });
    const preview = await longer(previewStay);
    expect(preview.status, preview.text).toBe(200);
    expect((await grid(home.resortId, etag)).status).toBe(304);

    // the booking's stay changed: the whole grid again, with a new tag and the new nights
    const moved = await longer(changeStay);
    expect(moved.status, moved.text).toBe(200);
    const after = await grid(home.resortId, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.body.bookings.find((b) => b[4] === made.id)?.[3]).toBe(addCalendarDays(day, 3));
    expect((await grid(home.resortId, after.headers.get("etag")!)).status).toBe(304);
  });

  it("compares tags weakly and as a list", () => {
    expect(matchesTag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag("*", 'W/"abc"')).toBe(true);
    expect(matchesTag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesTag(null, 'W/"abc"')).toBe(false);
  });
});
