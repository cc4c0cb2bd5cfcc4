// The data of the resort occupancy grid (/booking/occupancy, GET /api/rooms/occupancy): rooms
// down, nights [from, to) across, with every booking and blocker over those nights, each already
// coloured by the spec's rules (lib/domain/calendar/colours.ts). Built for speed: one call of a
// database function, occupancy_grid_rows (its SQL and the reasons are in its migration).
import { addCalendarDays, calendarDate, todayIn } from "../../core/dates";
import { db, Prisma } from "../../core/db";
import { AppError } from "../../core/errors";
import { timeZoneSetting } from "../../core/operator";
import type { BookingState } from "./state-machine";
import { bookingLabel } from "./states";
import { entryColour, type EntryColour } from "../calendar/colours";
import { operatorColourConfig } from "../calendar/colour-settings";
import { assertRoomTypeOf } from "../inventory/resort-room-type";
import { gridStays, type GridStays, type ResortStays } from "../inventory/grid-stays";
import { isWeekend } from "../inventory/stay-rules";
import type { HousekeepingStatus } from "../inventory/room-status";

export type GridQuery = { from: string; to: string; resortIds?: number[]; roomTypeId?: number | null };

export type GridRoom = {
  id: number;
  name: string;
  resortId: number;
  roomTypeId: number;
  roomType: string;
  beds: number;
  allowSharedRoom: boolean;
  /** housekeeping (inventory/set-room-status.ts) */
  status: HousekeepingStatus;
  /** a departure's chart (cabin-grid.ts): the row is this bed (berth) of the cabin */
  bedId?: number;
  /** the bed's name (its internal ID, else its place in the cabin) */
  bed?: string;
  /** the bed is not for sale on the trip (taken, held back or blocked) */
  held?: boolean;
};

type Colour = Pick<EntryColour, "background" | "text" | "rule" | "entryType">;
export type GridEntry =
  | ({
      kind: "booking";
      id: string;
      /** the booking's room (BookingRoom id): what the tape chart's drag moves */
      bookingRoomId: number;
      roomId: number;
      from: string;
      to: string;
      bookingId: number;
      bookingNo: string;
      state: BookingState;
      resolved: boolean;
      label: string;
      pax: number;
      /** a departure's chart: the bed the guest sleeps in, and the guest (none: a bed held unnamed) */
      bedId?: number;
      customerId?: number;
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

// The rows of occupancy_grid_rows, each list one JSON text of arrays (one value to parse beats
// thousands of typed cells through the driver). Dates arrive as YYYY-MM-DD, instants as epoch ms.
type BookedRow = [
  id: number,
  roomId: number,
  dateFrom: string,
  dateTo: string,
  noOfPax: number,
  bookingId: number,
  bookingNo: string | null,
  reservationNo: string | null,
  offerNo: string | null,
  state: BookingState,
  resolved: boolean,
  customer: string | null,
  categoryColour: string | null,
  checkedInAt: number | null,
  checkedOutAt: number | null,
  roomCheckedInAt: number | null,
  roomCheckedOutAt: number | null,
];
type RoomRow = [
  id: number,
  name: string,
  resortId: number,
  roomTypeId: number,
  availableBeds: number,
  allowSharedRoom: boolean,
  roomType: string,
];
type BlockerRow = [
  id: number,
  roomId: number,
  type: "Maintanance" | "OutOfOrder" | "Event",
  from: string,
  to: string,
  reason: string | null,
  color: string | null,
];
type ResortRow = [id: number, timezone: string | null, arrivalWeekdays: number[], departureWeekdays: number[]];
type StayRuleRow = [
  id: number,
  roomTypeId: number | null,
  from: string,
  to: string,
  arrivalWeekdays: number[],
  departureWeekdays: number[],
  arrivalDates: string[] | null,
  departureDates: string[] | null,
  minNights: number | null,
  maxNights: number | null,
  closedToArrival: boolean,
  closedToDeparture: boolean,
  stopSell: boolean,
];
type ResortStayRow = [
  id: number,
  arrivalWeekdays: number[],
  departureWeekdays: number[],
  minNights: number,
  maxNights: number | null,
  rules: StayRuleRow[],
];
type GridRows = {
  rooms: string;
  booked: string;
  blockers: string;
  resorts: string;
  /** how many of the resorts asked for exist */
  known: number;
  /** the operator's time zone setting, as stored */
  zone: string | null;
  /** each resort with rooms in view: its stay settings and its active stay rules over the window */
  stays: string;
  /** [roomId, housekeepingStatus] of the rooms in view */
  statuses: string;
};

function resortStaysOf([resortId, arrivalWeekdays, departureWeekdays, minNights, maxNights, rules]: ResortStayRow) {
  return {
    resortId,
    config: { arrivalWeekdays, departureWeekdays, minNights, maxNights },
    rules: rules.map(([id, roomTypeId, from, to, aw, dw, ad, dd, min, max, cta, ctd, stopSell]) => ({
      id,
      roomTypeId,
      from,
      to,
      arrivalWeekdays: aw,
      departureWeekdays: dw,
      arrivalDates: ad ?? [],
      departureDates: dd ?? [],
      minNights: min,
      maxNights: max,
      closedToArrival: cta,
      closedToDeparture: ctd,
      stopSell,
    })),
  } satisfies ResortStays;
}

export async function occupancyGrid(q: GridQuery) {
  const [from, to] = [calendarDate(q.from), calendarDate(q.to)];
  const [[rows], config] = await Promise.all([
    // occupancy_grid_rows: a database function (migrations 20261125180000, 20261127030000) that
    // keeps its plan
    // keeps its plan; the rooms' housekeeping status in the same statement (a read is a round trip)
    db().$queryRaw<GridRows[]>(Prisma.sql`
      SELECT g.*,
        (SELECT COALESCE(json_agg(json_build_array(r.id, r."housekeepingStatus")), '[]') FROM "Room" r
          WHERE r.id IN (SELECT (e->>0)::int FROM json_array_elements(g.rooms::json) e))::text AS statuses
      FROM occupancy_grid_rows(${q.resortIds?.length ? q.resortIds : null}::int[], ${q.roomTypeId ?? null}::int,
                               ${from}::date, ${to}::date) g`),
    operatorColourConfig(),
  ]);
  // an unknown resort is a mistake to report, not an empty grid that looks like "no rooms"
  if (q.resortIds?.length && rows.known !== new Set(q.resortIds).size) throw new AppError("RESORT_NOT_FOUND");
  // a room type of another resort (or a vessel's) has no rooms here: the mistake, not an empty grid
  if (q.roomTypeId != null) await assertRoomTypeOf(q.roomTypeId, q.resortIds);
  const rooms = JSON.parse(rows.rooms) as RoomRow[];
  const booked = JSON.parse(rows.booked) as BookedRow[];
  const blockers = JSON.parse(rows.blockers) as BlockerRow[];
  // one resort in view: its own today and weekend; several: the operator's today, Saturday and Sunday
  const resorts = JSON.parse(rows.resorts) as ResortRow[];
  const [, timezone, arrivalWeekdays, departureWeekdays] = resorts.length === 1 ? resorts[0] : [0, null, [], []];
  const zone = timezone || timeZoneSetting(rows.zone);
  const localToday = todayIn(zone);
  // check-in and check-out are instants; the colour rules compare the property's calendar days
  const localDay = (at: number | null) => (at === null ? null : todayIn(zone, new Date(at)));
  const weekendOf = { arrivalWeekdays, departureWeekdays };
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
      const [id, roomId, from, to, pax, bookingId, bookingNo, reservationNo, offerNo, state, resolved, ...rest] = b;
      const [customer, categoryColour, checkedInAt, checkedOutAt, roomCheckedInAt, roomCheckedOutAt] = rest;
      const label = bookingLabel({ id: bookingId, bookingNo, reservationNo, offerNo });
      return {
        kind: "booking",
        id: `b${id}`,
        bookingRoomId: id,
        roomId,
        from,
        to,
        bookingId,
        bookingNo: label,
        state,
        resolved,
        label: customer || label,
        pax,
        ...paint(
          entryColour(
            {
              kind: "booking",
              state,
              resolved,
              dateFrom: from,
              dateTo: to,
              categoryColour,
              checkedInAt: localDay(checkedInAt),
              checkedOutAt: localDay(checkedOutAt),
              room: { checkedInAt: localDay(roomCheckedInAt), checkedOutAt: localDay(roomCheckedOutAt) },
            },
            config,
            localToday,
          ),
        ),
      };
    }),
    ...blockers.map(([id, roomId, type, from, to, reason, colour]): GridEntry => ({
      kind: "blocker",
      id: `x${id}`,
      roomId,
      from,
      to,
      blockerId: id,
      type,
      reason,
      label: reason ?? type,
      ...paint(entryColour({ kind: "blocker", type, reason, colour }, config, localToday)),
    })),
  ];
  // the rooms' housekeeping status (inventory/set-room-status.ts)
  const statuses = new Map(JSON.parse(rows.statuses) as [number, HousekeepingStatus][]);
  const gridRooms: GridRoom[] = rooms.map(([id, name, resortId, roomTypeId, beds, allowSharedRoom, roomType]) => ({
    id,
    name,
    resortId,
    roomTypeId,
    roomType,
    beds,
    allowSharedRoom,
    status: statuses.get(id) ?? "clean",
  }));
  // the stay rules of the rooms' resorts and types, night by night (only the restricted nights)
  const stays: GridStays[] = gridStays(
    (JSON.parse(rows.stays) as ResortStayRow[]).map(resortStaysOf),
    gridRooms,
    q.from,
    q.to,
  );
  return { from: q.from, to: q.to, today: localToday, days, rooms: gridRooms, entries, stays };
}
