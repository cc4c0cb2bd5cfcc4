// The tape chart's drag (/booking/occupancy): POST {id}/rooms/{roomId}/stay/preview answers the
// total stored now and the one the pricing engine would store, and changes nothing; POST
// {id}/rooms/{roomId}/stay applies the same change (another room and/or other nights) in one step.
// A taken night is the API's 409 in both, and nothing moves; a stale version is a 409 too.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { POST as previewStay } from "@/app/api/bookings/[id]/rooms/[roomId]/stay/preview/route";
import { POST as changeStay } from "@/app/api/bookings/[id]/rooms/[roomId]/stay/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { seedCustomer } from "@/prisma/seed/factories";
import { bookStay, seedPricedResort, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

type Booking = {
  id: number;
  version: number;
  total: string;
  dateFrom: string;
  dateTo: string;
  rooms: { id: number; roomId: number; dateFrom: string; dateTo: string }[];
};

let staff: string, resortId: number, rooms: number[], ada: number;
beforeAll(async () => {
  ({ resortId, roomIds: rooms } = await seedPricedResort(3));
  staff = await tokenWith(STAFF_SCOPES);
  ada = (await seedCustomer(db(), { firstName: "Ada" })).id;
});

const read = async (id: number) => (await call<Booking>(getBooking, { token: staff, params: { id: String(id) } })).body;

let week = 0;
/** Two priced nights in the first room, and someone else in the second room over the same nights. */
async function twoStays() {
  const from = addCalendarDays("2027-03-01", 7 * week++);
  const mine = await bookStay(staff, { resortId, customerId: ada, roomId: rooms[0], from, priced: true });
  await bookStay(staff, { resortId, customerId: ada, roomId: rooms[1], from, priced: true });
  const b = await read(mine.id);
  return { b, from, at: (path: "stay" | "preview") => ({ id: String(b.id), roomId: String(b.rooms[0].id), path }) };
}

const post = (handler: typeof changeStay, params: Record<string, string>, body: Record<string, unknown>) =>
  call(handler, { method: "POST", token: staff, params, body });

describe("the tape chart's drag", () => {
  it("previews another room and one more night with the engine's totals, and saves nothing", async () => {
    const { b, from } = await twoStays();
    const params = { id: String(b.id), roomId: String(b.rooms[0].id) };
    const res = await post(previewStay, params, {
      roomId: rooms[2],
      dateTo: addCalendarDays(from, 3),
      version: b.version,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ currency: "EUR", dateFrom: from, dateTo: addCalendarDays(from, 3) });
    expect(Number(res.body.before)).toBe(200);
    expect(Number(res.body.after)).toBe(300);
    const after = await read(b.id);
    expect(after).toMatchObject({ version: b.version, total: b.total, dateTo: addCalendarDays(from, 2) });
    expect(after.rooms[0].roomId).toBe(rooms[0]);
  });

  it("applies the move and the extension in one step: room, nights and price change", async () => {
    const { b, from } = await twoStays();
    const params = { id: String(b.id), roomId: String(b.rooms[0].id) };
    const res = await post(changeStay, params, {
      roomId: rooms[2],
      dateTo: addCalendarDays(from, 3),
      version: b.version,
    });
    expect(res.status, res.text).toBe(200);
    const after = await read(b.id);
    expect(after.rooms[0]).toMatchObject({ roomId: rooms[2], dateFrom: from, dateTo: addCalendarDays(from, 3) });
    expect(Number(after.total)).toBe(300);
    expect(after.version).toBeGreaterThan(b.version);
  });

  it("refuses a taken night with the API's 409 in the preview and the change, and nothing moves", async () => {
    const { b } = await twoStays();
    const params = { id: String(b.id), roomId: String(b.rooms[0].id) };
    for (const handler of [previewStay, changeStay]) {
      const res = await post(handler, params, { roomId: rooms[1], version: b.version });
      expect(res.status, res.text).toBe(409);
      expect(res.body.details).toMatchObject({ reason: "TAKEN" });
    }
    const after = await read(b.id);
    expect(after).toMatchObject({ version: b.version, total: b.total });
    expect(after.rooms[0].roomId).toBe(rooms[0]);
  });

  it("shortens a stay, and refuses a stale version or no change at all", async () => {
    const { b, from } = await twoStays();
    const params = { id: String(b.id), roomId: String(b.rooms[0].id) };
    expect((await post(changeStay, params, { dateTo: addCalendarDays(from, 1), version: b.version - 1 })).status).toBe(
      409,
    );
    expect((await post(changeStay, params, { version: b.version })).status).toBe(400);
    const res = await post(changeStay, params, { dateTo: addCalendarDays(from, 1), version: b.version });
    expect(res.status, res.text).toBe(200);
    expect(Number((await read(b.id)).total)).toBe(100);
  });
});
