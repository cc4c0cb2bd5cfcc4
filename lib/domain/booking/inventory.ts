// Taking and giving back rooms, cabins and beds. The database guarantees that a room night or a bed
// is held by at most one active booking (exclusion constraints on BookingRoom and BookingBed); this
// module locks the rooms first (SELECT ... FOR UPDATE, in id order) and then checks, in the same
// transaction, what the constraints cannot see: blockers, the gender rule of shared cabins, and
// which expired options still hold rows (they are freed on the spot). A conflict answers 409
// saying what is taken.
import { isoDate } from "../../core/dates";
import { pgCode, Prisma, type Gender, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { stayOverlaps } from "./stay-overlap";

export type RoomInfo = {
  id: number;
  name: string;
  kind: "Room" | "Cabin";
  resortId: number | null;
  vesselId: number | null;
  isActive: boolean;
  allowSharedRoom: boolean;
  allowMixedGender: boolean;
  maxNoOfPax: number;
  defaultNoOfPax: number;
  roomTypeId: number;
  roomTypeKey: string;
  roomTypeName: string;
  beds: { id: number; active: boolean }[];
};

export async function loadRooms(tx: Tx, ids: number[]): Promise<Map<number, RoomInfo>> {
  const rows = await tx.room.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: {
      id: true,
      name: true,
      kind: true,
      resortId: true,
      vesselId: true,
      isActive: true,
      allowSharedRoom: true,
      allowMixedGender: true,
      maxNoOfPax: true,
      defaultNoOfPax: true,
      roomTypeId: true,
      roomType: { select: { key: true, name: true } },
      beds: { select: { id: true, active: true }, orderBy: [{ sort: "asc" }, { id: "asc" }] },
    },
  });
  return new Map(
    rows.map(({ roomType, ...r }) => [r.id, { ...r, roomTypeKey: roomType.key, roomTypeName: roomType.name }]),
  );
}

/** One room (or some of its beds) wanted for [dateFrom, dateTo). */
export type Claim = {
  room: RoomInfo;
  bedIds: number[];
  /** the whole room: no one else may hold any of it */
  exclusive: boolean;
  dateFrom: Date;
  dateTo: Date;
  /** genders of the guests who will sleep there (for shared cabins without mixed gender) */
  genders: Gender[];
};

const bad = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

/**
 * What a request for a room takes: a shared cabin sells the named beds (shared), anything else is
 * taken whole with all its beds, also when beds are named (a private room is never split).
 */
export function claimShape(room: RoomInfo, bedIds: number[] | undefined, path: string) {
  const active = room.beds.filter((b) => b.active).map((b) => b.id);
  if (bedIds) {
    const unknown = bedIds.find((id) => !active.includes(id));
    if (unknown !== undefined) throw bad(`${path}.bedIds`, "validation.bedNotInRoom");
    if (new Set(bedIds).size !== bedIds.length) throw bad(`${path}.bedIds`, "validation.duplicate");
  }
  if (room.allowSharedRoom && bedIds && bedIds.length < active.length) return { bedIds: [...bedIds], exclusive: false };
  return { bedIds: active, exclusive: true };
}

/** Guests a claim can sleep: a whole room its maximum, single beds one each. */
export const capacityOf = (c: Pick<Claim, "room" | "bedIds" | "exclusive">) =>
  c.exclusive ? Math.max(c.room.maxNoOfPax, c.bedIds.length) : c.bedIds.length;

type HeldRow = {
  bookingRoomId: number;
  bookingId: number;
  roomId: number;
  dateFrom: Date;
  dateTo: Date;
  exclusive: boolean;
  bedIds: number[];
  state: string;
  expired: boolean;
};

const overlaps = (a: { dateFrom: Date; dateTo: Date }, b: { dateFrom: Date; dateTo: Date }) =>
  a.dateFrom < b.dateTo && b.dateFrom < a.dateTo;

type BlockerRow = { roomId: number; type: string; from: Date; to: Date; reason: string | null };

/**
 * Active rows of other bookings in these rooms overlapping [from, to), marking expired options,
 * and the rooms' blockers on those nights: one statement (sent after the rooms' lock).
 */
async function heldRowsAndBlockers(tx: Tx, roomIds: number[], from: Date, to: Date, excludeBookingId: number) {
  const rows = await tx.$queryRaw<(HeldRow & { blocker: boolean; reason: string | null })[]>(Prisma.sql`
    SELECT false AS blocker, br.id AS "bookingRoomId", br."bookingId", br."roomId", br."dateFrom", br."dateTo", br.exclusive,
           COALESCE((SELECT array_agg(bb."bedId") FROM "BookingBed" bb WHERE bb."bookingRoomId" = br.id AND bb.active), '{}') AS "bedIds",
           b.state::text AS state, (b.state = 'planned' AND b."optionUntil" IS NOT NULL AND b."optionUntil" < now() AND b."paidAt" IS NULL) AS expired,
           NULL::text AS reason
    FROM "BookingRoom" br JOIN "Booking" b ON b.id = br."bookingId"
    WHERE br."roomId" = ANY(${roomIds}::int[]) AND br."bookingId" <> ${excludeBookingId}
      AND ${stayOverlaps("br", from, to)}
    UNION ALL
    SELECT true, NULL, NULL, rb."roomId", rb."from", rb."to", NULL, '{}'::int[], rb.type::text, false, rb.reason
    FROM "RoomBlocker" rb
    WHERE rb."roomId" = ANY(${roomIds}::int[]) AND rb."from" < ${to}::date AND rb."to" > ${from}::date`);
  const held: HeldRow[] = rows.filter((r) => !r.blocker).map(({ blocker: _b, reason: _r, ...h }) => h);
  const blockers: BlockerRow[] = rows
    .filter((r) => r.blocker)
    .map((r) => ({ roomId: r.roomId, type: r.state, from: r.dateFrom, to: r.dateTo, reason: r.reason }));
  return { held, blockers };
}

/** Locks the rooms' rows until the transaction ends (in id order: no deadlocks between bookings). */
export async function lockRooms(tx: Tx, roomIds: number[]) {
  const ids = [...new Set(roomIds)].sort((a, b) => a - b);
  if (ids.length)
    await tx.$queryRaw(Prisma.sql`SELECT id FROM "Room" WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`);
}

const range = (c: { dateFrom: Date; dateTo: Date }) => `${isoDate(c.dateFrom)} – ${isoDate(c.dateTo)}`;

/** The 409 of a room, cabin or bed taken on the claim's nights, naming it and those nights. */
export function takenError(
  c: { room: { id: number; name: string }; dateFrom: Date; dateTo: Date },
  what: "room" | "cabin" | "bed",
): AppError {
  return new AppError("CONFLICT", `errors.TAKEN_${what}`, {
    values: { room: c.room.name, from: isoDate(c.dateFrom), to: isoDate(c.dateTo) },
    details: { reason: "TAKEN", roomId: c.room.id, room: c.room.name, dates: range(c) },
  });
}

/**
 * Locks the claimed rooms and checks, under that lock, that every claim can be had: no blocker,
 * no other active booking on the room or its beds (an expired option is handed to `expire`
 * first), and the gender rule. Throws 409 naming what is taken. `locked`: rooms this transaction
 * locked already (planning's statement); `lock: false` for a check that writes nothing after it
 * (a quote: the answer may be old by the time it is read anyway).
 */
export async function checkClaims(
  tx: Tx,
  claims: Claim[],
  o: {
    bookingId?: number;
    expire: (tx: Tx, bookingIds: number[]) => Promise<unknown>;
    locked?: ReadonlySet<number>;
    lock?: boolean;
  },
): Promise<void> {
  if (!claims.length) return;
  const roomIds = claims.map((c) => c.room.id);
  if (o.lock !== false)
    await lockRooms(
      tx,
      roomIds.filter((id) => !o.locked?.has(id)),
    );
  const from = new Date(Math.min(...claims.map((c) => c.dateFrom.getTime())));
  const to = new Date(Math.max(...claims.map((c) => c.dateTo.getTime())));
  const self = o.bookingId ?? 0;
  const { held, blockers } = await heldRowsAndBlockers(tx, roomIds, from, to, self);
  // an option past its end never blocks a buyer, even between two runs of the sweep
  const expired = [...new Set(held.filter((h) => h.expired).map((h) => h.bookingId))];
  if (expired.length) await o.expire(tx, expired);
  const holding = held.filter((h) => !h.expired);

  for (const c of claims) {
    const blocker = blockers.find((b) => b.roomId === c.room.id && overlaps({ dateFrom: b.from, dateTo: b.to }, c));
    if (blocker)
      throw new AppError("CONFLICT", "errors.BLOCKED", {
        values: { room: c.room.name, type: blocker.type, from: isoDate(blocker.from), to: isoDate(blocker.to) },
        details: { reason: "BLOCKED", roomId: c.room.id, room: c.room.name, blocker: blocker.type },
      });
    const others = holding.filter((h) => h.roomId === c.room.id && overlaps(h, c));
    if (c.exclusive && others.length) throw takenError(c, c.room.kind === "Cabin" ? "cabin" : "room");
    if (others.some((h) => h.exclusive)) throw takenError(c, c.room.kind === "Cabin" ? "cabin" : "room");
    const bed = c.bedIds.find((b) => others.some((h) => h.bedIds.includes(b)));
    if (bed !== undefined) throw takenError(c, "bed");
    // the same room twice in one request
    const twin = claims.find(
      (d) =>
        d !== c &&
        d.room.id === c.room.id &&
        overlaps(d, c) &&
        (d.exclusive || c.exclusive || d.bedIds.some((b) => c.bedIds.includes(b))),
    );
    if (twin) throw takenError(c, c.exclusive ? "room" : "bed");
  }

  // shared cabins without mixed gender: one (known) gender per cabin and night
  const gendered = claims.filter((c) => !c.exclusive && !c.room.allowMixedGender);
  if (!gendered.length) return;
  const sharers = holding.filter((h) => gendered.some((c) => c.room.id === h.roomId && overlaps(h, c)));
  const present = sharers.length
    ? await tx.$queryRaw<{ bookingRoomId: number; gender: Gender }[]>(Prisma.sql`
        SELECT bg."bookingRoomId", c.gender FROM "BookingGuest" bg JOIN "Customer" c ON c.id = bg."customerId"
        WHERE bg."bookingRoomId" = ANY(${sharers.map((s) => s.bookingRoomId)}::int[])`)
    : [];
  for (const c of gendered) {
    const rows = sharers.filter((h) => h.roomId === c.room.id && overlaps(h, c)).map((h) => h.bookingRoomId);
    const inCabin = present.filter((p) => rows.includes(p.bookingRoomId)).map((p) => p.gender);
    const all = new Set([...inCabin, ...c.genders].filter((g) => g !== "u"));
    if (all.size > 1)
      throw new AppError("CONFLICT", "errors.GENDER_MIXED", {
        values: { room: c.room.name, from: isoDate(c.dateFrom), to: isoDate(c.dateTo) },
        details: { reason: "GENDER", roomId: c.room.id, room: c.room.name, genders: [...new Set(inCabin)] },
      });
  }
}

/** An exclusion-constraint violation (a race the lock did not see) as the same 409 the checks give. */
export function overbooked(e: unknown, claims: Pick<Claim, "room" | "bedIds" | "dateFrom" | "dateTo">[]): unknown {
  if (pgCode(e) !== "23P01") return e;
  const text = `${(e as Error)?.message ?? ""} ${JSON.stringify((e as { meta?: unknown })?.meta ?? "")}`;
  const key = /"(bedId|roomId)"[^=]*=\((\d+),/.exec(text);
  const id = key ? Number(key[2]) : NaN;
  const c = claims.find((x) => (key?.[1] === "bedId" ? x.bedIds.includes(id) : x.room.id === id)) ?? claims[0];
  if (!c) return new AppError("CONFLICT", "errors.OVERBOOKED");
  const what = key?.[1] === "bedId" ? "bed" : c.room.kind === "Cabin" ? "cabin" : "room";
  return takenError(c, what);
}

export type ClaimWithGuests = Claim & { guests: number[]; noOfPax: number; sort?: number };

type RoomRowsOptions = { active: boolean; mainCustomerId?: number | null; guestSortStart?: number };

/**
 * The booking's rooms, beds and guest places as common table expressions of one statement (`r`
 * the rooms written, with their ids): every row of all three goes as JSON in one parameter each,
 * so a booking of any size is one round trip. `booking` is the booking's id as SQL (a number, or
 * the id an earlier expression of the same statement returns).
 */
export function roomRowsSql(booking: Prisma.Sql, claims: ClaimWithGuests[], o: RoomRowsOptions): Prisma.Sql {
  const sorted = claims.filter((c) => c.sort !== undefined).length;
  if (sorted !== 0 && sorted !== claims.length) throw new Error("claims give a sort for some rooms only");
  const day = (c: Claim) => ({ dateFrom: isoDate(c.dateFrom), dateTo: isoDate(c.dateTo) });
  const rooms = claims.map((c, i) => ({
    i,
    roomId: c.room.id,
    ...day(c),
    noOfPax: c.noOfPax,
    exclusive: c.exclusive,
    sort: c.sort,
  }));
  const beds = claims
    .flatMap((c, i) => c.bedIds.map((bedId) => ({ i, bedId, ...day(c) })))
    .map((b, n) => ({ n, ...b }));
  let sort = o.guestSortStart ?? 0;
  const guests = claims.flatMap((c, i) =>
    c.guests.map((customerId) => ({ i, customerId, isMain: customerId === o.mainCustomerId, sort: sort++ })),
  );
  const withSort = sorted > 0 ? Prisma.sql`, "sort"` : Prisma.empty;
  // one row per claim, in the order written (ids come from one sequence, in the rows' order): the
  // same cabin may appear twice on the same dates (two bed lines), so room and date name no row;
  // beds and guests are written in the claims' order too (their ids order them where no sort does)
  return Prisma.sql`
    r AS (
      INSERT INTO "BookingRoom" ("bookingId", "roomId", "dateFrom", "dateTo", "noOfPax", "exclusive", "active"${withSort})
      SELECT ${booking}, x."roomId", x."dateFrom", x."dateTo", x."noOfPax", x.exclusive, ${o.active}::boolean
        ${sorted > 0 ? Prisma.sql`, x.sort` : Prisma.empty}
      FROM json_to_recordset(${JSON.stringify(rooms)}::json)
        AS x(i int, "roomId" int, "dateFrom" date, "dateTo" date, "noOfPax" int, exclusive boolean, sort int)
      ORDER BY x.i
      RETURNING id),
    claim AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS i FROM r),
    bed AS (
      INSERT INTO "BookingBed" ("bookingRoomId", "bedId", "dateFrom", "dateTo", "active")
      SELECT claim.id, x."bedId", x."dateFrom", x."dateTo", ${o.active}::boolean
      FROM json_to_recordset(${JSON.stringify(beds)}::json) AS x(n int, i int, "bedId" int, "dateFrom" date, "dateTo" date)
      JOIN claim ON claim.i = x.i ORDER BY x.n),
    guest AS (
      INSERT INTO "BookingGuest" ("bookingId", "bookingRoomId", "customerId", "isMain", "sort")
      SELECT ${booking}, claim.id, x."customerId", x."isMain", x.sort
      FROM json_to_recordset(${JSON.stringify(guests)}::json) AS x(i int, "customerId" int, "isMain" boolean, sort int)
      JOIN claim ON claim.i = x.i ORDER BY x.sort)`;
}

/** The room rows' ids, in the claims' order, from a statement that wrote them with roomRowsSql. */
export const roomIdsOf = (rooms: number[] | null) => [...(rooms ?? [])].sort((a, b) => a - b);

/** Writes the booking's rooms, beds and guest places (one statement); `active` from states.ts (holding or not). */
export async function insertRooms(
  tx: Tx,
  bookingId: number,
  claims: ClaimWithGuests[],
  o: RoomRowsOptions,
): Promise<number[]> {
  if (!claims.length) return [];
  try {
    const [row] = await tx.$queryRaw<{ rooms: number[] | null }[]>(Prisma.sql`
      WITH ${roomRowsSql(Prisma.sql`${bookingId}::int`, claims, o)}
      SELECT (SELECT array_agg(id) FROM r) AS rooms`);
    return roomIdsOf(row.rooms);
  } catch (e) {
    throw overbooked(e, claims);
  }
}

/**
 * A booking room takes `roomId` on the given beds for its nights (a move of the room, a move of the
 * booking): the row points at the room and the beds are held anew. Its old beds are gone already.
 */
export async function seatBookingRoom(
  tx: Tx,
  bookingRoomId: number,
  seat: { roomId: number; exclusive: boolean; bedIds: number[]; dateFrom: Date; dateTo: Date; active: boolean },
  also: { noOfPax?: number } = {},
) {
  await tx.bookingRoom.update({
    where: { id: bookingRoomId },
    data: { roomId: seat.roomId, exclusive: seat.exclusive, dateFrom: seat.dateFrom, dateTo: seat.dateTo, ...also },
  });
  await tx.bookingBed.createMany({
    data: seat.bedIds.map((bedId) => ({
      bookingRoomId,
      bedId,
      dateFrom: seat.dateFrom,
      dateTo: seat.dateTo,
      active: seat.active,
    })),
  });
}

/** Every room and bed of the booking held (true) or given back (false), as its new state says. */
export async function setHolding(tx: Tx, bookingId: number, active: boolean, claims: Claim[] = []) {
  try {
    await tx.$executeRaw(
      Prisma.sql`UPDATE "BookingRoom" SET active = ${active} WHERE "bookingId" = ${bookingId} AND active <> ${active}`,
    );
    await tx.$executeRaw(Prisma.sql`
      UPDATE "BookingBed" SET active = ${active}
      WHERE "bookingRoomId" IN (SELECT id FROM "BookingRoom" WHERE "bookingId" = ${bookingId}) AND active <> ${active}`);
  } catch (e) {
    throw overbooked(e, claims);
  }
}

/** The booking's own rooms as claims (to take them again: revert, confirm from the waiting list). */
export async function claimsOfBooking(tx: Tx, bookingId: number): Promise<Claim[]> {
  const rows = await tx.bookingRoom.findMany({
    where: { bookingId },
    select: {
      roomId: true,
      dateFrom: true,
      dateTo: true,
      exclusive: true,
      beds: { select: { bedId: true } },
      guests: { select: { customer: { select: { gender: true } } } },
    },
  });
  const rooms = await loadRooms(
    tx,
    rows.map((r) => r.roomId),
  );
  return rows.map((r) => ({
    room: rooms.get(r.roomId)!,
    bedIds: r.beds.map((b) => b.bedId),
    exclusive: r.exclusive,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    genders: r.guests.map((g) => g.customer.gender),
  }));
}
