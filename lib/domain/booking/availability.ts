// What is free: per room or cabin, whether it can be had whole, which beds are free, who (which
// gender) already sleeps in a shared cabin, and whether a blocker closes it. Counts bookings that
// hold inventory and blockers as taken; an option past its end counts as free (the next buyer
// frees it on the spot). Serves GET /api/rooms/available/{id}, the wizard and departure moves.
import { calendarDate, isoDate, nightsBetween } from "../../core/dates";
import { db, Prisma, type Gender, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { MAX_NIGHTS } from "./plan-booking";

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
  if (!roomIds.length) return new Map();
  // Held rooms and blockers in one round trip, as one JSON text: PGlite hands each row and field
  // over one by one, and ~400 rows cost twice the query itself (see docs/decisions.md). held_rooms
  // is a database function (migration 20261127030000) so that its plan is made once per session.
  const [{ rows }] = await tx.$queryRaw<{ rows: string }[]>(Prisma.sql`
    SELECT held_rooms(${roomIds}::int[], ${from}::date, ${to}::date, ${excludeBookingIds}::int[]) AS rows`);
  return occupancyOf(roomIds, rows);
}

/** held_rooms' answer per room; a room held whole lists no beds (wholeTaken says they are all taken). */
function occupancyOf(roomIds: number[], heldJson: string): Map<number, Occupancy> {
  const out = new Map<number, Occupancy>(
    roomIds.map((id) => [id, { takenBeds: new Set(), wholeTaken: false, blocked: null, genders: new Set() }]),
  );
  const held = JSON.parse(heldJson) as {
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
  let scheduleId: number | null = null;
  let assetId = id;
  if (q.type === "resort") {
    if (!q.dateFrom) throw bad("dateFrom", "validation.required");
    if (!q.dateTo) throw bad("dateTo", "validation.required");
    [from, to] = [calendarDate(q.dateFrom), calendarDate(q.dateTo)];
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
  }
  const nights = nightsBetween(from, to);
  if (nights < 1) throw bad("dateTo", "validation.dateToAfterFrom");
  if (nights > MAX_NIGHTS) throw bad("dateTo", "validation.stayTooLong");

  // the rooms and what holds them, one JSON text each, from one call of a database function
  // (availability_rows, migration 20261127030000) that uses held_rooms like occupancy() does
  const [row] = await tx.$queryRaw<{ rooms: string; held: string }[]>(Prisma.sql`
    SELECT * FROM availability_rows(${q.type === "resort" ? id : null}::int, ${q.type === "resort" ? null : assetId}::int,
                                    ${q.roomTypeId ?? null}::int, ${from}::date, ${to}::date)`);
  const rooms = JSON.parse(row.rooms) as RoomRow[];
  // an unknown resort or vessel has no rooms: ask only then (a schedule was found above)
  if (!rooms.length && scheduleId === null) {
    const asset = Prisma.raw(q.type === "resort" ? `"Resort"` : `"Vessel"`);
    const [found] = await tx.$queryRaw<unknown[]>(Prisma.sql`SELECT 1 FROM ${asset} WHERE id = ${id}`);
    if (!found) throw q.type === "resort" ? new AppError("RESORT_NOT_FOUND") : notFound();
  }
  const occ = occupancyOf(
    rooms.map((r) => r.id),
    row.held,
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
