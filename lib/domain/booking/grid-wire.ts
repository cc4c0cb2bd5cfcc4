// The tape chart's data on the wire (issue 43, item 3): GET /api/rooms/occupancy and GET
// /api/schedules/{id}/occupancy answer each thing once and rows by id. Room types and the entries'
// colours are lists the rows point into by index, booked rooms and blockers are arrays of values
// (no key repeated per row), the nights are the window and its weekend dates. A month of 500
// rooms was ~850 KB as objects. packGrid builds the answer from the grid (occupancy-grid.ts,
// cabin-grid.ts); unpackGrid gives the browser (and the tests) the grid back as objects.
// Pure: imports nothing, so the browser may run it.
import { addCalendarDays } from "../../core/dates";
import type { BookingState } from "./state-machine";
import type { GridDay, GridEntry, GridRoom } from "./occupancy-grid";
import type { GridStays } from "../inventory/grid-stays";
import type { EntryColour } from "../calendar/colours";

/** The grid as the server builds it and the browser draws it. */
export type Grid = {
  from: string;
  to: string;
  today: string;
  days: GridDay[];
  rooms: GridRoom[];
  entries: GridEntry[];
  stays: GridStays[];
};

type Colour = Pick<EntryColour, "background" | "text" | "rule" | "entryType">;
type BlockerType = Extract<GridEntry, { kind: "blocker" }>["type"];

/** A booked room (on a departure's chart: a guest's bed) as one row of values. */
export type WireBooking = [
  bookingRoomId: number,
  roomId: number,
  from: string,
  to: string,
  bookingId: number,
  bookingNo: string,
  state: BookingState,
  resolved: boolean,
  /** the guest's name on the bar; null: the booking's number */
  guest: string | null,
  pax: number,
  /** index into colours */
  colour: number,
  bedId: number | null,
  customerId: number | null,
];
/** A blocker as one row of values. */
export type WireBlocker = [
  blockerId: number,
  roomId: number,
  from: string,
  to: string,
  type: BlockerType,
  reason: string | null,
  /** index into colours */
  colour: number,
];
export type WireRoom = Omit<GridRoom, "roomType">;

export type WireGrid = {
  from: string;
  to: string;
  today: string;
  /** the window's weekend nights (the days are the nights [from, to)) */
  weekends: string[];
  roomTypes: { id: number; name: string }[];
  colours: Colour[];
  rooms: WireRoom[];
  bookings: WireBooking[];
  blockers: WireBlocker[];
  stays: GridStays[];
};

/** The grid as the API answers it: each room type and colour once, entries as rows of values. */
export function packGrid<G extends Grid>(grid: G): WireGrid & Omit<G, keyof Grid> {
  const { from, to, today, days, rooms, entries, stays, ...rest } = grid;
  const colours: Colour[] = [];
  const colourIndex = new Map<string, number>();
  const colourOf = (e: GridEntry) => {
    const key = `${e.background}|${e.text}|${e.rule}|${e.entryType}`;
    let i = colourIndex.get(key);
    if (i === undefined) {
      i = colours.push({ background: e.background, text: e.text, rule: e.rule, entryType: e.entryType }) - 1;
      colourIndex.set(key, i);
    }
    return i;
  };
  const bookings: WireBooking[] = [];
  const blockers: WireBlocker[] = [];
  for (const e of entries)
    if (e.kind === "booking")
      bookings.push([
        e.bookingRoomId,
        e.roomId,
        e.from,
        e.to,
        e.bookingId,
        e.bookingNo,
        e.state,
        e.resolved,
        e.label === e.bookingNo ? null : e.label,
        e.pax,
        colourOf(e),
        e.bedId ?? null,
        e.customerId ?? null,
      ]);
    else blockers.push([e.blockerId, e.roomId, e.from, e.to, e.type, e.reason, colourOf(e)]);
  return {
    from,
    to,
    today,
    weekends: days.filter((d) => d.weekend).map((d) => d.date),
    roomTypes: [...new Map(rooms.map((r) => [r.roomTypeId, r.roomType]))].map(([id, name]) => ({ id, name })),
    colours,
    rooms: rooms.map(({ roomType: _, ...room }) => room),
    bookings,
    blockers,
    stays,
    ...rest,
  };
}

/** The grid back from its answer: the nights, each room with its type's name, entries as objects. */
export function unpackGrid<W extends WireGrid>(wire: W): Grid & Omit<W, keyof WireGrid> {
  const { from, to, today, weekends, roomTypes, colours, rooms, bookings, blockers, stays, ...rest } = wire;
  const weekend = new Set(weekends);
  const days: GridDay[] = [];
  for (let d = from; d < to; d = addCalendarDays(d, 1))
    days.push({ date: d, weekend: weekend.has(d), today: d === today });
  const typeName = new Map(roomTypes.map((t) => [t.id, t.name]));
  const entries: GridEntry[] = [];
  for (const [
    bookingRoomId,
    roomId,
    f,
    t,
    bookingId,
    bookingNo,
    state,
    resolved,
    guest,
    pax,
    c,
    bedId,
    customerId,
  ] of bookings)
    entries.push({
      kind: "booking",
      id: bedId === null ? `b${bookingRoomId}` : `b${bookingRoomId}-${bedId}`,
      bookingRoomId,
      roomId,
      from: f,
      to: t,
      bookingId,
      bookingNo,
      state,
      resolved,
      label: guest ?? bookingNo,
      pax,
      ...colours[c],
      ...(bedId === null ? {} : { bedId }),
      ...(customerId === null ? {} : { customerId }),
    });
  for (const [blockerId, roomId, f, t, type, reason, c] of blockers)
    entries.push({
      kind: "blocker",
      id: `x${blockerId}`,
      roomId,
      from: f,
      to: t,
      blockerId,
      type,
      reason,
      label: reason ?? type,
      ...colours[c],
    });
  return {
    from,
    to,
    today,
    days,
    rooms: rooms.map((r) => ({ ...r, roomType: typeName.get(r.roomTypeId) ?? "" })),
    entries,
    stays,
    ...rest,
  };
}
