// What is free: per room or cabin, whether it can be had whole, which beds are free, who (which
// gender) already sleeps in a shared cabin, and whether a blocker closes it. Counts bookings that
// hold inventory and blockers as taken; an option past its end counts as free (the next buyer
// frees it on the spot). Serves GET /api/rooms/available/{id}, the wizard and departure moves.
import { calendarDate, isoDate, nightsBetween } from "../../core/dates";
import { db, Prisma, type Gender, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { MAX_NIGHTS } from "./plan-booking";
import { stayOverlaps } from "./stay-overlap";

export type Occupancy = {
  /** beds other bookings hold one by one (a room held whole says so in wholeTaken instead) */
  takenBeds: Set<number>;
  /** someone holds the room whole (or it is blocked): its beds are all taken */
  wholeTaken: boolean;
  blocked: { type: string; from: string; to: string } | null;
  /** known genders of the guests sharing it on those nights */
  genders: Set<Gender>;
};

/** Who holds what in these rooms on [from, to), ignoring `excludeBookingIds`. */
export async function occupancy(
  tx: Tx,
  roomIds: number[],
  from: Date,
  to: Date,
  excludeBookingIds: number[] = [],
): Promise<Map<number, Occupancy>> {
  const out = new Map<number, Occupancy>(
    roomIds.map((id) => [id, { takenBeds: new Set(), wholeTaken: false, blocked: null, genders: new Set() }]),
  );
  if (!roomIds.length) return out;
  // Held rooms and blockers in one round trip, as one JSON text: PGlite hands each row and field
  // over one by one, and ~400 rows cost twice the query itself (see docs/decisions.md). A room
  // held whole needs no bed list: wholeTaken already says all its beds are taken.
  const [{ rows }] = await tx.$queryRaw<{ rows: string }[]>(Prisma.sql`
    SELECT COALESCE(json_agg(x), '[]')::text AS rows FROM (
      SELECT br."roomId", br.exclusive,
        CASE WHEN br.exclusive THEN '{}' ELSE COALESCE((SELECT array_agg(bb."bedId") FROM "BookingBed" bb
          WHERE bb."bookingRoomId" = br.id AND bb.active), '{}') END AS "bedIds",
        (SELECT array_agg(c.gender) FROM "BookingGuest" bg JOIN "Customer" c ON c.id = bg."customerId"
          WHERE bg."bookingRoomId" = br.id AND NOT br.exclusive) AS genders,
        NULL::text AS "blockType", NULL::date AS "blockFrom", NULL::date AS "blockTo"
      FROM "BookingRoom" br JOIN "Booking" b ON b.id = br."bookingId"
      WHERE br."roomId" = ANY(${roomIds}::int[]) AND ${stayOverlaps("br", from, to)}
        AND NOT (b.state = 'planned' AND b."optionUntil" IS NOT NULL AND b."optionUntil" < now())
        ${
          // only when there are any: with an empty list PostgreSQL planned the whole query worse (+50%)
          excludeBookingIds.length
            ? Prisma.sql`AND NOT (br."bookingId" = ANY(${excludeBookingIds}::int[]))`
            : Prisma.empty
        }
      UNION ALL
      SELECT x."roomId", true, '{}', NULL, x.type::text, x."from", x."to" FROM "RoomBlocker" x
      WHERE x."roomId" = ANY(${roomIds}::int[]) AND x."from" < ${to}::date AND x."to" > ${from}::date
    ) x`);
  const held = JSON.parse(rows) as {
    roomId: number;
    exclusive: boolean;
    bedIds: number[];
    genders: Gender[] | null;
    blockType: string | null;
    /** YYYY-MM-DD (a date in JSON) */
    blockFrom: string | null;
    blockTo: string | null;
  }[];
  for (const h of held) {
    const o = out.get(h.roomId)!;
    if (h.exclusive) o.wholeTaken = true;
    for (const b of h.bedIds) o.takenBeds.add(b);
    for (const g of h.genders ?? []) if (g !== "u") o.genders.add(g);
    if (h.blockType !== null) o.blocked ??= { type: h.blockType, from: h.blockFrom!, to: h.blockTo! };
  }
  return out;
}

export type AvailabilityQuery = {
  type: "resort" | "vessel" | "schedule";
  dateFrom?: string;
  dateTo?: string;
  scheduleId?: number;
  roomTypeId?: number;
  /** rooms (or shared cabins' beds) for at least this many guests */
  pax?: number;
  onlyFree?: boolean;
};

type RoomRow = {
  id: number;
  name: string;
  kind: "Room" | "Cabin";
  roomTypeId: number;
  roomType: string;
  deckId: number | null;
  deck: string | null;
  allowSharedRoom: boolean;
  allowMixedGender: boolean;
  maxNoOfPax: number;
  beds: { id: number; internalId: string | null }[];
};

const bad = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

/** GET /api/rooms/available/{id}: a resort's rooms for dates, or a vessel's cabins for a departure. */
export async function availability(id: number, q: AvailabilityQuery, tx: Tx = db()) {
  let from: Date, to: Date;
  let assetWhere: Prisma.Sql;
  let scheduleId: number | null = null;
  let assetId = id;
  if (q.type === "resort") {
    if (!q.dateFrom) throw bad("dateFrom", "validation.required");
    if (!q.dateTo) throw bad("dateTo", "validation.required");
    [from, to] = [calendarDate(q.dateFrom), calendarDate(q.dateTo)];
    assetWhere = Prisma.sql`r."resortId" = ${id}`;
  } else {
    const sid = q.type === "schedule" ? id : q.scheduleId;
    if (sid !== undefined) {
      const s = await tx.schedule.findUnique({
        where: { id: sid },
        select: { id: true, vesselId: true, from: true, to: true },
      });
      if (!s || (q.type === "vessel" && s.vesselId !== id)) throw notFound();
      [from, to, scheduleId, assetId] = [s.from, s.to, s.id, s.vesselId];
    } else {
      if (!q.dateFrom) throw bad("scheduleId", "validation.required");
      if (!q.dateTo) throw bad("dateTo", "validation.required");
      [from, to] = [calendarDate(q.dateFrom), calendarDate(q.dateTo)];
    }
    assetWhere = Prisma.sql`r."vesselId" = ${assetId}`;
  }
  const nights = nightsBetween(from, to);
  if (nights < 1) throw bad("dateTo", "validation.dateToAfterFrom");
  if (nights > MAX_NIGHTS) throw bad("dateTo", "validation.stayTooLong");

  // one JSON text, like the held rooms in occupancy()
  const [{ list: roomList }] = await tx.$queryRaw<{ list: string }[]>(Prisma.sql`
    SELECT COALESCE(json_agg(x ORDER BY x."typeSort", x.sort, x.id), '[]')::text AS list FROM (
      SELECT r.id, r.name, r.kind, r."roomTypeId", rt.name AS "roomType", r."deckId", d.name AS deck,
        r."allowSharedRoom", r."allowMixedGender", r."maxNoOfPax", rt.sort AS "typeSort", r.sort,
        COALESCE((SELECT json_agg(json_build_object('id', b.id, 'internalId', b."internalId") ORDER BY b.sort, b.id)
          FROM "Bed" b WHERE b."roomId" = r.id AND b.active), '[]') AS beds
      FROM "Room" r JOIN "RoomType" rt ON rt.id = r."roomTypeId" LEFT JOIN "Deck" d ON d.id = r."deckId"
      WHERE ${assetWhere} AND r."isActive" AND NOT r.hide
        ${q.roomTypeId ? Prisma.sql`AND r."roomTypeId" = ${q.roomTypeId}` : Prisma.empty}
    ) x`);
  const rooms = JSON.parse(roomList) as RoomRow[];
  // an unknown resort or vessel has no rooms: ask only then (a schedule was found above)
  if (!rooms.length && scheduleId === null) {
    const asset = Prisma.raw(q.type === "resort" ? `"Resort"` : `"Vessel"`);
    const [found] = await tx.$queryRaw<unknown[]>(Prisma.sql`SELECT 1 FROM ${asset} WHERE id = ${id}`);
    if (!found) throw notFound();
  }
  const occ = await occupancy(
    tx,
    rooms.map((r) => r.id),
    from,
    to,
  );
  const list = rooms.map((r) => {
    const o = occ.get(r.id)!;
    const beds = r.beds.map((b) => ({ ...b, free: !o.wholeTaken && !o.takenBeds.has(b.id) }));
    const freeBedIds = beds.filter((b) => b.free).map((b) => b.id);
    const available = !o.wholeTaken && o.takenBeds.size === 0;
    return {
      id: r.id,
      name: r.name,
      kind: r.kind,
      roomTypeId: r.roomTypeId,
      roomType: r.roomType,
      deckId: r.deckId,
      deck: r.deck,
      allowSharedRoom: r.allowSharedRoom,
      allowMixedGender: r.allowMixedGender,
      maxNoOfPax: r.maxNoOfPax,
      /** the whole room or cabin can be booked */
      available,
      blocked: o.blocked,
      /** beds a shared cabin can still sell one by one */
      freeBedIds: r.allowSharedRoom || available ? freeBedIds : [],
      genders: [...o.genders],
      beds,
    };
  });
  const fits = (r: (typeof list)[number]) =>
    !q.pax || (r.available ? Math.max(r.maxNoOfPax, r.beds.length) : r.freeBedIds.length) >= q.pax;
  const shown = list.filter((r) => (!q.onlyFree || r.available || r.freeBedIds.length > 0) && fits(r));
  return {
    type: q.type,
    assetId,
    scheduleId,
    dateFrom: isoDate(from),
    dateTo: isoDate(to),
    nights,
    rooms: shown,
    summary: {
      rooms: list.length,
      freeRooms: list.filter((r) => r.available).length,
      beds: list.reduce((n, r) => n + r.beds.length, 0),
      freeBeds: list.reduce((n, r) => n + r.freeBedIds.length, 0),
    },
  };
}
