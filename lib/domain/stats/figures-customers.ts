// The guests at an asset in a period (customersAtDate, docs/statistics.md): every guest of a
// booking that holds its rooms (HOLDING, as the dashboard's "in house") who sleeps there on at
// least one night of from..to, once per booking and room, a page of them (the rest counted in
// `total`). A guest's place is their room (a diver in a resort room before the trip, then aboard,
// shows at each for its own dates); a guest without a room is where the booking is.
import { Prisma } from "../../core/db";
import type { FigureContext } from "./figures-bookings";
import { HOLDING_STATES } from "../booking/states";
import type { StatsQuery } from "./stats-query";
import { jsonRows } from "./stats-sql";
import type { StatsTable } from "./stats-table";

type Guest = {
  name: string;
  booking: string;
  room: string | null;
  arrival: string;
  departure: string;
  country: string | null;
  nights: number;
};

export async function customersAtDate(q: StatsQuery, c: FigureContext): Promise<StatsTable> {
  const size = c.size ?? 100;
  const page = c.page ?? 1;
  // the guests' summary (GuestStay): the guest's stay, place and name on one row, so the period's
  // guests are counted and ordered in one table; the page's rows then read their booking and room
  const only = q.assets?.length
    ? Prisma.sql`AND s.place = ANY(${q.assets.map((a) => `${a.kind}:${a.id}`)}::text[])`
    : Prisma.empty;
  const stay = Prisma.sql`
    FROM "GuestStay" s
    WHERE s.state = ANY(${[...HOLDING_STATES]}::text[]) AND s.active
      AND s."stayFrom" <= ${q.to}::date AND s."stayTo" > ${q.from}::date ${only}`;
  const order = Prisma.sql`s."stayFrom", s."lastName", s."firstName", s."guestId"`;
  const [rows, [{ total }]] = await Promise.all([
    jsonRows<Guest>(Prisma.sql`
      SELECT trim(s."firstName" || ' ' || s."lastName") AS name,
        COALESCE(b."bookingNo", b."reservationNo", b."offerNo", '#' || b.id) AS booking, r.name AS room,
        to_char(s."stayFrom", 'YYYY-MM-DD') AS arrival, to_char(s."stayTo", 'YYYY-MM-DD') AS departure,
        s.country, (LEAST(s."stayTo", ${q.to}::date + 1) - GREATEST(s."stayFrom", ${q.from}::date))::int AS nights
      FROM (SELECT s.* ${stay} ORDER BY ${order} LIMIT ${size} OFFSET ${(page - 1) * size}) s
        JOIN "BookingGuest" g ON g.id = s."guestId" JOIN "Booking" b ON b.id = s."bookingId"
        LEFT JOIN "BookingRoom" br ON br.id = g."bookingRoomId" LEFT JOIN "Room" r ON r.id = br."roomId"
      ORDER BY ${order}`),
    jsonRows<{ total: number }>(Prisma.sql`SELECT count(*)::int AS total ${stay}`),
  ]);
  return {
    columns: [
      { key: "name", kind: "text" },
      { key: "booking", kind: "text" },
      { key: "room", kind: "text" },
      { key: "arrival", kind: "text" },
      { key: "departure", kind: "text" },
      { key: "country", kind: "text" },
      { key: "nights", kind: "count" },
    ],
    rows,
    currency: null,
    chart: { kind: "bar", x: "name", series: ["nights"] },
    total,
  };
}
