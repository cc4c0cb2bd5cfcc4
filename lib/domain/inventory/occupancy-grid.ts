// The data of the resort occupancy grid (/booking/occupancy, GET /api/rooms/occupancy): rooms
// down, nights [from, to) across, with every booking and blocker over those nights, each already
// coloured by the spec's rules (lib/domain/calendar/colours.ts). Built for speed: a few raw queries,
// and the booked rooms are found through the GiST indexes of the no-overlap constraints.
import { addCalendarDays, calendarDate, isoDate, todayIn } from "../../core/dates";
import { db, Prisma } from "../../core/db";
import { operatorTimeZone } from "../../core/operator";
import type { BookingState } from "../booking/state-machine";
import { bookingLabel } from "../booking/states";
import { calendarColourConfig, entryColour, type CalendarColourConfig, type EntryColour } from "../calendar/colours";
import { readGroup } from "../settings/group-settings";
import { isWeekend } from "./stay-rules";

export type GridQuery = { from: string; to: string; resortIds?: number[]; roomTypeId?: number | null };

export type GridRoom = {
  id: number;
  name: string;
  resortId: number;
  roomTypeId: number;
  roomType: string;
  beds: number;
  allowSharedRoom: boolean;
};

type Colour = Pick<EntryColour, "background" | "text" | "rule" | "entryType">;
export type GridEntry =
  | ({
      kind: "booking";
      id: string;
      roomId: number;
      from: string;
      to: string;
      bookingId: number;
      bookingNo: string;
      state: BookingState;
      resolved: boolean;
      label: string;
      pax: number;
    } & Colour)
  | ({
      kind: "blocker";
      id: string;
      roomId: number;
      from: string;
      to: string;
      blockerId: number;
      type: "Maintanance" | "OutOfOrder" | "Event";
      reason: string | null;
      label: string;
    } & Colour);

export type GridDay = { date: string; weekend: boolean; today: boolean };

type BookedRow = {
  id: number;
  roomId: number;
  dateFrom: Date | string;
  dateTo: Date | string;
  noOfPax: number;
  bookingId: number;
  bookingNo: string | null;
  reservationNo: string | null;
  offerNo: string | null;
  state: BookingState;
  resolved: boolean;
  customer: string | null;
  categoryColour: string | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  roomCheckedInAt: Date | null;
  roomCheckedOutAt: Date | null;
};

const day = (v: Date | string) => (v instanceof Date ? isoDate(v) : String(v).slice(0, 10));

async function colourConfig(): Promise<CalendarColourConfig> {
  const view = await readGroup("view");
  return calendarColourConfig({ greyOutOldBookings: view.greyOutOldBookings !== false });
}

type RoomRow = {
  id: number;
  name: string;
  resortId: number;
  roomTypeId: number;
  availableBeds: number;
  allowSharedRoom: boolean;
  roomType: string;
};
type BlockerRow = {
  id: number;
  roomId: number;
  type: "Maintanance" | "OutOfOrder" | "Event";
  from: Date | string;
  to: Date | string;
  reason: string | null;
  color: string | null;
};

export async function occupancyGrid(q: GridQuery) {
  const tx = db();
  const [from, to] = [calendarDate(q.from), calendarDate(q.to)];
  const byResort = q.resortIds?.length ? Prisma.sql`AND r."resortId" = ANY(${q.resortIds})` : Prisma.empty;
  const byType = q.roomTypeId ? Prisma.sql`AND r."roomTypeId" = ${q.roomTypeId}` : Prisma.empty;
  // one raw query each (PGlite answers one at a time: fewer, simpler round trips are what counts)
  const rooms = await tx.$queryRaw<RoomRow[]>(Prisma.sql`
    SELECT r.id, r.name, r."resortId", r."roomTypeId", r."availableBeds", r."allowSharedRoom", rt.name AS "roomType"
    FROM "Room" r
    JOIN "RoomType" rt ON rt.id = r."roomTypeId"
    JOIN "Resort" s ON s.id = r."resortId"
    WHERE r."isActive" ${byResort} ${byType}
    ORDER BY s.sort, s.id, rt.sort, r.sort, r.id`);
  const ids = rooms.map((r) => r.id);
  const [booked, blockers, resorts, config] = await Promise.all([
    ids.length
      ? tx.$queryRaw<BookedRow[]>(Prisma.sql`
        SELECT br.id, br."roomId", br."dateFrom", br."dateTo", br."noOfPax", b.id AS "bookingId", b."bookingNo",
               b."reservationNo", b."offerNo", b.state, b.resolved, c."fullName" AS customer,
               cat.color AS "categoryColour", b."checkedInAt", b."checkedOutAt",
               br."checkedInAt" AS "roomCheckedInAt", br."checkedOutAt" AS "roomCheckedOutAt"
        FROM "BookingRoom" br
        JOIN "Booking" b ON b.id = br."bookingId"
        LEFT JOIN "Customer" c ON c.id = b."customerId"
        LEFT JOIN "BookingCategory" cat ON cat.id = b."categoryId"
        WHERE br."roomId" = ANY(${ids}) AND br.active AND br.exclusive
          AND daterange(br."dateFrom", br."dateTo", '[)') && daterange(${from}::date, ${to}::date, '[)')
        UNION ALL
        SELECT br.id, br."roomId", br."dateFrom", br."dateTo", br."noOfPax", b.id, b."bookingNo",
               b."reservationNo", b."offerNo", b.state, b.resolved, c."fullName", cat.color,
               b."checkedInAt", b."checkedOutAt", br."checkedInAt", br."checkedOutAt"
        FROM "BookingRoom" br
        JOIN "Booking" b ON b.id = br."bookingId"
        LEFT JOIN "Customer" c ON c.id = b."customerId"
        LEFT JOIN "BookingCategory" cat ON cat.id = b."categoryId"
        WHERE br."roomId" = ANY(${ids}) AND br.active AND NOT br.exclusive
          AND daterange(br."dateFrom", br."dateTo", '[)') && daterange(${from}::date, ${to}::date, '[)')`)
      : Promise.resolve([] as BookedRow[]),
    ids.length
      ? tx.$queryRaw<BlockerRow[]>(Prisma.sql`
        SELECT id, "roomId", type::text AS type, "from", "to", reason, color FROM "RoomBlocker"
        WHERE "roomId" = ANY(${ids}) AND "from" < ${to}::date AND "to" > ${from}::date`)
      : Promise.resolve([] as BlockerRow[]),
    tx.resort.findMany({
      where: q.resortIds?.length ? { id: { in: q.resortIds } } : {},
      select: { id: true, timezone: true, arrivalWeekdays: true, departureWeekdays: true },
      orderBy: [{ sort: "asc" }, { id: "asc" }],
      take: 2,
    }),
    colourConfig(),
  ]);
  // one resort in view: its own today and weekend; several: the operator's today, Saturday and Sunday
  const single = resorts.length === 1 ? resorts[0] : null;
  const zone = single?.timezone || (await operatorTimeZone());
  const localToday = todayIn(zone);
  // check-in and check-out are instants; the colour rules compare the property's calendar days
  const localDay = (at: Date | null) => (at ? todayIn(zone, at) : null);
  const weekendOf = {
    arrivalWeekdays: single?.arrivalWeekdays ?? [],
    departureWeekdays: single?.departureWeekdays ?? [],
  };
  const days: GridDay[] = [];
  for (let d = q.from; d < q.to; d = addCalendarDays(d, 1))
    days.push({ date: d, weekend: isWeekend(d, weekendOf), today: d === localToday });

  const paint = (c: EntryColour): Colour => ({
    background: c.background,
    text: c.text,
    rule: c.rule,
    entryType: c.entryType,
  });
  const entries: GridEntry[] = [
    ...booked.map((b): GridEntry => {
      const from = day(b.dateFrom);
      const to = day(b.dateTo);
      return {
        kind: "booking",
        id: `b${b.id}`,
        roomId: b.roomId,
        from,
        to,
        bookingId: b.bookingId,
        bookingNo: bookingLabel({ ...b, id: b.bookingId }),
        state: b.state,
        resolved: b.resolved,
        label: b.customer || bookingLabel({ ...b, id: b.bookingId }),
        pax: b.noOfPax,
        ...paint(
          entryColour(
            {
              kind: "booking",
              state: b.state,
              resolved: b.resolved,
              dateFrom: from,
              dateTo: to,
              categoryColour: b.categoryColour,
              checkedInAt: localDay(b.checkedInAt),
              checkedOutAt: localDay(b.checkedOutAt),
              room: { checkedInAt: localDay(b.roomCheckedInAt), checkedOutAt: localDay(b.roomCheckedOutAt) },
            },
            config,
            localToday,
          ),
        ),
      };
    }),
    ...blockers.map((x): GridEntry => ({
      kind: "blocker",
      id: `x${x.id}`,
      roomId: x.roomId,
      from: day(x.from),
      to: day(x.to),
      blockerId: x.id,
      type: x.type,
      reason: x.reason,
      label: x.reason ?? x.type,
      ...paint(entryColour({ kind: "blocker", type: x.type, reason: x.reason, colour: x.color }, config, localToday)),
    })),
  ];
  const gridRooms: GridRoom[] = rooms.map((r) => ({
    id: r.id,
    name: r.name,
    resortId: r.resortId,
    roomTypeId: r.roomTypeId,
    roomType: r.roomType,
    beds: r.availableBeds,
    allowSharedRoom: r.allowSharedRoom,
  }));
  return { from: q.from, to: q.to, today: localToday, days, rooms: gridRooms, entries };
}
