// Departures over a date range with their occupancy (sold and free beds): the vessel calendar,
// the ICS feed and the bookable lists read them here.
import { calendarDate, isoDate } from "../../core/dates";
import { db, Prisma } from "../../core/db";
import { textColourOn } from "../calendar/colours";

export type DepartureQuery = {
  from: string;
  /** none: every later departure */
  to?: string;
  vesselId?: number | null;
  tourId?: number | null;
  /** leave out cancelled departures */
  activeOnly?: boolean;
};

/** The departure's own columns the calendar shows (its tour, vessel and ports are selected beside). */
export const departureColumns = {
  id: true,
  from: true,
  to: true,
  status: true,
  note: true,
  heldBackRoomIds: true,
  heldBackBedIds: true,
} satisfies Prisma.ScheduleSelect;

// tours without a colour of their own still differ from each other
const TOUR_PALETTE = ["#0f766e", "#1d4ed8", "#b45309", "#7c3aed", "#be123c", "#15803d", "#0369a1", "#a21caf"];
export const tourColour = (tour: { id: number; color: string | null }) =>
  tour.color ?? TOUR_PALETTE[tour.id % TOUR_PALETTE.length];

/** Beds each vessel sells (active beds of active cabins), by vessel id. */
async function bedsPerVessel(vesselIds: number[]) {
  if (!vesselIds.length) return new Map<number, { beds: number; cabins: number; bedIdsByRoom: Map<number, number> }>();
  const rooms = await db().room.findMany({
    where: { vesselId: { in: vesselIds }, isActive: true },
    select: { id: true, vesselId: true, _count: { select: { beds: { where: { active: true } } } } },
  });
  const out = new Map<number, { beds: number; cabins: number; bedIdsByRoom: Map<number, number> }>();
  for (const r of rooms) {
    const v = out.get(r.vesselId!) ?? { beds: 0, cabins: 0, bedIdsByRoom: new Map() };
    v.beds += r._count.beds;
    v.cabins += 1;
    v.bedIdsByRoom.set(r.id, r._count.beds);
    out.set(r.vesselId!, v);
  }
  return out;
}

/** Sold beds per departure: beds held by bookings on it (a cabin booked whole counts all its beds). */
type SoldRow = { scheduleId: number; roomId: number; exclusive: boolean; beds: number; pax: number; bookingId: number };
async function soldPerSchedule(scheduleIds: number[]): Promise<SoldRow[]> {
  if (!scheduleIds.length) return [];
  return db().$queryRaw<SoldRow[]>(
    Prisma.sql`SELECT b."scheduleId", br."roomId", br.exclusive, br."noOfPax" AS pax, b.id AS "bookingId",
                      (SELECT count(*)::int FROM "BookingBed" bb WHERE bb."bookingRoomId" = br.id AND bb.active) AS beds
               FROM "BookingRoom" br JOIN "Booking" b ON b.id = br."bookingId"
                 -- the departure's own cabins: a stay before or after the trip books resort rooms too
                 JOIN "Schedule" s ON s.id = b."scheduleId"
                 JOIN "Room" r ON r.id = br."roomId" AND r."vesselId" = s."vesselId"
               WHERE b."scheduleId" = ANY(${scheduleIds}) AND br.active`,
  );
}

export async function departures(q: DepartureQuery) {
  const schedules = await db().schedule.findMany({
    where: {
      ...(q.to ? { from: { lte: calendarDate(q.to) } } : {}),
      to: { gte: calendarDate(q.from) },
      ...(q.vesselId ? { vesselId: q.vesselId } : {}),
      ...(q.tourId ? { tourId: q.tourId } : {}),
      ...(q.activeOnly ? { status: { not: "cancelled" } } : {}),
    },
    orderBy: [{ from: "asc" }, { id: "asc" }],
    select: {
      ...departureColumns,
      updatedAt: true,
      tour: { select: { id: true, name: true, code: true, color: true } },
      vessel: { select: { id: true, name: true } },
      embarkationPort: { select: { name: true } },
      disembarkationPort: { select: { name: true } },
    },
  });
  const [capacity, sold] = await Promise.all([
    bedsPerVessel([...new Set(schedules.map((s) => s.vessel.id))]),
    soldPerSchedule(schedules.map((s) => s.id)),
  ]);
  return schedules.map((s) => {
    const cap = capacity.get(s.vessel.id);
    const heldRooms = new Set(s.heldBackRoomIds);
    const heldBack = [...heldRooms].reduce((n, r) => n + (cap?.bedIdsByRoom.get(r) ?? 0), 0) + s.heldBackBedIds.length;
    const mine = sold.filter((r) => r.scheduleId === s.id);
    const soldBeds = mine.reduce((n, r) => n + (r.exclusive ? (cap?.bedIdsByRoom.get(r.roomId) ?? r.beds) : r.beds), 0);
    const beds = Math.max(0, (cap?.beds ?? 0) - heldBack);
    const colour = tourColour(s.tour);
    return {
      id: s.id,
      from: isoDate(s.from),
      to: isoDate(s.to),
      nights: Math.round((s.to.getTime() - s.from.getTime()) / 86_400_000),
      status: s.status,
      note: s.note,
      tour: { id: s.tour.id, name: s.tour.name, code: s.tour.code },
      vessel: s.vessel,
      embarkationPort: s.embarkationPort?.name ?? null,
      disembarkationPort: s.disembarkationPort?.name ?? null,
      beds,
      sold: soldBeds,
      free: Math.max(0, beds - soldBeds),
      pax: mine.reduce((n, r) => n + r.pax, 0),
      bookings: new Set(mine.map((r) => r.bookingId)).size,
      colour,
      textColour: textColourOn(colour),
      /** when the departure itself last changed (its dates, status, ports ...) */
      updatedAt: s.updatedAt,
    };
  });
}

export type Departure = Awaited<ReturnType<typeof departures>>[number];
