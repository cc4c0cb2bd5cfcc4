// Booking edits no other test ran: moving a room's on-site account to another room (of the same
// booking or another one), removing a guest from a room, another main customer, the booking's
// language. Each changes what it names and writes a history version; a stale version (If-Match)
// is a 409 and changes nothing; an agency never reaches another agency's booking (404); bad input
// is a 400 naming the field.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as changeCustomer } from "@/app/api/bookings/[id]/changeCustomer/route";
import { POST as setLanguage } from "@/app/api/bookings/[id]/language/[language]/route";
import { POST as moveOnsite } from "@/app/api/bookings/[id]/onsite/[onsite]/move/route";
import { DELETE as removeCustomer } from "@/app/api/bookings/[id]/removeCustomer/[roomId]/[customerId]/route";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db, type Prisma } from "@/lib/core/db";
import { seedAgency, seedCustomer } from "@/prisma/seed/factories";
import { bookStay, seedCurrencies, seedDoubleRooms, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

type Room = { id: number; roomId: number; noOfPax: number; guests: number[] };
type Booking = {
  id: number;
  version: number;
  customerId: number;
  language: string;
  onsite: Record<string, unknown[]> | null;
  rooms: Room[];
  guests: { customerId: number; isMain: boolean }[];
};
type Handler = Parameters<typeof call>[0];

let staff: string, agencyA: string, agencyB: string;
let agencyAId: number;
let resortId: number, rooms: number[];
let ada: number, ben: number, ownOfA: number;

beforeAll(async () => {
  await seedCurrencies("EUR");
  staff = await tokenWith(STAFF_SCOPES);
  agencyAId = (await seedAgency(db(), { name: "Agency A" })).id;
  const agencyBId = (await seedAgency(db(), { name: "Agency B" })).id;
  agencyA = await tokenWith(["agencies.self"], { userType: "agency", agencyId: agencyAId });
  agencyB = await tokenWith(["agencies.self"], { userType: "agency", agencyId: agencyBId });
  ({ resortId, roomIds: rooms } = await seedDoubleRooms(4));
  ada = (await seedCustomer(db(), { firstName: "Ada" })).id;
  ben = (await seedCustomer(db(), { firstName: "Ben" })).id;
  ownOfA = (await seedCustomer(db(), { firstName: "Olga", agencyId: agencyAId })).id;
});

let week = 0;
/** A confirmed week (each a week after the last): rooms 1 and 2, Ada and Ben in the first, Ada in the second. */
async function stay(more: Record<string, unknown> = {}) {
  const b = await bookStay(staff, {
    resortId,
    customerId: ada,
    from: addCalendarDays("2035-01-06", 7 * week++),
    nights: 7,
    rooms: [
      { roomId: rooms[0], guests: [ada, ben] },
      { roomId: rooms[1], guests: [ada] },
    ],
    more,
  });
  return view(b.id);
}

const view = async (id: number) => {
  const res = await call<Booking>(getBooking, { token: staff, params: { id: String(id) } });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

/** A write as `token` (staff unless told), naming `version` in If-Match when given. */
const write = (
  handler: Handler,
  o: { id: number; params?: Record<string, string>; body?: unknown; version?: number; token?: string },
) =>
  call<Booking>(handler, {
    method: "POST",
    token: o.token ?? staff,
    params: { id: String(o.id), ...o.params },
    headers: { "accept-language": "en", ...(o.version === undefined ? {} : { "if-match": String(o.version) }) },
    body: o.body ?? {},
  });

/** The history versions of a booking, oldest first. */
const versions = async (bookingId: number) =>
  db().bookingHistory.findMany({
    where: { bookingId },
    orderBy: { version: "asc" },
    select: { version: true, action: true, userId: true },
  });

/** The field paths of a 400. */
const fields = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(400);
  return (res.body as { fields: { path: string }[] }).fields.map((f) => f.path);
};

/** An edit answered the booking at the next version and wrote that version to the history. */
async function expectNewVersion(before: Booking, after: { status: number; text: string; body: Booking }) {
  expect(after.status, after.text).toBe(200);
  expect(after.body.version).toBe(before.version + 1);
  const history = await versions(before.id);
  expect(history.at(-1)?.version).toBe(after.body.version);
  return history.at(-1)!;
}

describe("POST /api/bookings/{id}/onsite/{onsite}/move", () => {
  const beer = { text: "Beer", amount: "3.00" };
  const water = { text: "Water", amount: "1.00" };
  const withAccounts = async (b: Booking, onsite: Record<string, unknown[]>) => {
    await db().booking.update({ where: { id: b.id }, data: { onsite: onsite as Prisma.InputJsonValue } });
    return view(b.id);
  };

  it("hands one room's account to another room of the booking, kept with what that room had", async () => {
    const b = await stay();
    const [first, second] = b.rooms;
    const before = await withAccounts(b, { [first.id]: [beer], [second.id]: [water] });
    const res = await write(moveOnsite, {
      id: b.id,
      params: { onsite: String(first.id) },
      body: { targetRoomId: second.id },
      version: before.version,
    });
    const version = await expectNewVersion(before, res);
    expect(version.action).toBe("onsite/move");
    expect(res.body.onsite).toEqual({ [second.id]: [water, beer] });
    expect((await view(b.id)).onsite).toEqual({ [second.id]: [water, beer] });
  });

  it("hands it to a room of another booking (named by its room): both bookings change and version", async () => {
    const from = await stay();
    const to = await stay();
    const before = await withAccounts(from, { [from.rooms[0].id]: [beer] });
    const targetBefore = await versions(to.id);
    const res = await write(moveOnsite, {
      id: from.id,
      params: { onsite: String(from.rooms[0].id) },
      body: { targetBookingId: to.id, targetRoomId: to.rooms[1].roomId },
      version: before.version,
    });
    await expectNewVersion(before, res);
    expect(res.body.onsite).toEqual({});
    const target = await view(to.id);
    expect(target.onsite).toEqual({ [to.rooms[1].id]: [beer] });
    expect(target.version).toBe(to.version + 1);
    expect(await versions(to.id)).toHaveLength(targetBefore.length + 1);
  });

  it("refuses a stale version (409), an unknown account (404), a target not of the booking (400)", async () => {
    const b = await stay();
    const before = await withAccounts(b, { [b.rooms[0].id]: [beer] });
    const move = (body: unknown, o: { onsite?: number; version?: number; token?: string } = {}) =>
      write(moveOnsite, {
        id: b.id,
        params: { onsite: String(o.onsite ?? b.rooms[0].id) },
        body,
        version: o.version,
        token: o.token,
      });
    const stale = await move({ targetRoomId: b.rooms[1].id }, { version: before.version - 1 });
    expect(stale.status, stale.text).toBe(409);
    expect((await move({ targetRoomId: b.rooms[1].id }, { onsite: b.rooms[1].id })).status).toBe(404);
    expect(fields(await move({ targetRoomId: rooms[3] }))).toEqual(["targetRoomId"]);
    expect(fields(await move({}))).toEqual(["targetRoomId"]);
    expect(fields(await move({ targetRoomId: b.rooms[1].id, targetBookingId: "one" }))).toEqual(["targetBookingId"]);
    const after = await view(b.id);
    expect(after.onsite).toEqual(before.onsite);
    expect(after.version).toBe(before.version);
  });

  it("an agency never reaches another agency's booking: 404, nothing moved", async () => {
    const b = await stay({ agencyId: agencyAId });
    const before = await withAccounts(b, { [b.rooms[0].id]: [beer] });
    const res = await write(moveOnsite, {
      id: b.id,
      params: { onsite: String(b.rooms[0].id) },
      body: { targetRoomId: b.rooms[1].id },
      token: agencyB,
    });
    expect(res.status, res.text).toBe(404);
    expect((await view(b.id)).onsite).toEqual(before.onsite);
  });
});

describe("DELETE /api/bookings/{id}/removeCustomer/{roomId}/{customerId}", () => {
  const remove = (b: Booking, room: number, customer: number, o: { version?: number; token?: string } = {}) =>
    call<Booking>(removeCustomer, {
      method: "DELETE",
      token: o.token ?? staff,
      params: { id: String(b.id), roomId: String(room), customerId: String(customer) },
      headers: o.version === undefined ? {} : { "if-match": String(o.version) },
    });

  it("takes the guest out of the room (named by the booking room or the room), one guest fewer in it", async () => {
    const b = await stay();
    const res = await remove(b, b.rooms[0].id, ben, { version: b.version });
    const version = await expectNewVersion(b, res);
    expect(version.action).toBe("removeCustomer");
    const room = res.body.rooms.find((r) => r.id === b.rooms[0].id)!;
    expect(room.guests).toEqual([ada]);
    expect(room.noOfPax).toBe(1);
    expect(res.body.guests.map((g) => g.customerId)).toEqual([ada]);
    // the room's own id names it too
    const c = await stay();
    const again = await remove(c, c.rooms[0].roomId, ben);
    expect(again.status, again.text).toBe(200);
    expect(again.body.rooms.find((r) => r.roomId === rooms[0])!.guests).toEqual([ada]);
  });

  it("refuses a stale version (409), a guest who is not in the room (404) and a bad version (400)", async () => {
    const b = await stay();
    expect((await remove(b, b.rooms[0].id, ben, { version: b.version + 1 })).status).toBe(409);
    expect((await remove(b, b.rooms[1].id, ben)).status).toBe(404);
    const bad = await call(removeCustomer, {
      method: "DELETE",
      token: staff,
      params: { id: String(b.id), roomId: String(b.rooms[0].id), customerId: String(ben) },
      body: { version: "latest" },
    });
    expect(fields(bad)).toEqual(["version"]);
    const after = await view(b.id);
    expect(after.version).toBe(b.version);
    expect(after.rooms[0].guests).toEqual([ada, ben]);
  });

  it("an agency never reaches another agency's booking: 404; its own it may change", async () => {
    const b = await stay({ agencyId: agencyAId });
    expect((await remove(b, b.rooms[0].id, ben, { token: agencyB })).status).toBe(404);
    expect((await view(b.id)).rooms[0].guests).toEqual([ada, ben]);
    const own = await remove(b, b.rooms[0].id, ben, { token: agencyA });
    expect(own.status, own.text).toBe(200);
  });
});

describe("POST /api/bookings/{id}/changeCustomer", () => {
  it("makes another customer the main one: the booking names them, and as a guest the main guest", async () => {
    const b = await stay();
    const res = await write(changeCustomer, { id: b.id, body: { customerId: ben }, version: b.version });
    const version = await expectNewVersion(b, res);
    expect(version.action).toBe("changeCustomer");
    expect(res.body.customerId).toBe(ben);
    expect(res.body.guests.filter((g) => g.isMain).map((g) => g.customerId)).toEqual([ben]);
  });

  it("refuses a stale version (409), an unknown or missing customer (400 naming customerId)", async () => {
    const b = await stay();
    expect((await write(changeCustomer, { id: b.id, body: { customerId: ben }, version: b.version - 1 })).status).toBe(
      409,
    );
    expect(fields(await write(changeCustomer, { id: b.id, body: { customerId: 999_999 } }))).toEqual(["customerId"]);
    expect(fields(await write(changeCustomer, { id: b.id, body: {} }))).toEqual(["customerId"]);
    expect(fields(await write(changeCustomer, { id: b.id, body: { customerId: "Ben" } }))).toEqual(["customerId"]);
    const after = await view(b.id);
    expect([after.customerId, after.version]).toEqual([ada, b.version]);
  });

  it("an agency names only its own customers, on its own bookings: another agency's booking is a 404", async () => {
    const b = await stay({ agencyId: agencyAId });
    expect((await write(changeCustomer, { id: b.id, body: { customerId: ownOfA }, token: agencyB })).status).toBe(404);
    expect(fields(await write(changeCustomer, { id: b.id, body: { customerId: ben }, token: agencyA }))).toEqual([
      "customerId",
    ]);
    const own = await write(changeCustomer, { id: b.id, body: { customerId: ownOfA }, token: agencyA });
    expect(own.status, own.text).toBe(200);
    expect(own.body.customerId).toBe(ownOfA);
  });
});

describe("POST /api/bookings/{id}/language/{language}", () => {
  const language = (b: Booking, lang: string, o: { version?: number; token?: string } = {}) =>
    write(setLanguage, { id: b.id, params: { language: lang }, ...o });

  it("sets the language of the booking's documents and mails", async () => {
    const b = await stay({ language: "de" });
    expect(b.language).toBe("de");
    const res = await language(b, "en", { version: b.version });
    const version = await expectNewVersion(b, res);
    expect(version.action).toBe("language");
    expect(res.body.language).toBe("en");
    expect((await view(b.id)).language).toBe("en");
  });

  it("refuses a stale version (409) and a language it does not speak (400 naming language)", async () => {
    const b = await stay({ language: "de" });
    expect((await language(b, "en", { version: b.version + 3 })).status).toBe(409);
    expect(fields(await language(b, "fr"))).toEqual(["language"]);
    const after = await view(b.id);
    expect([after.language, after.version]).toEqual(["de", b.version]);
  });

  it("an agency never reaches another agency's booking (404); its own it may change", async () => {
    const b = await stay({ agencyId: agencyAId, language: "de" });
    expect((await language(b, "en", { token: agencyB })).status).toBe(404);
    expect((await view(b.id)).language).toBe("de");
    const own = await language(b, "en", { token: agencyA });
    expect(own.status, own.text).toBe(200);
    expect(own.body.language).toBe("en");
  });
});
