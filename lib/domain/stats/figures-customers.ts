// The guests at an asset in a period (customersAtDate, docs/statistics.md): every guest of a
// booking that holds its rooms (HOLDING, as the dashboard's "in house") who sleeps there on at
// least one night of from..to, once per booking and room, a page of them (the rest counted in
// `total`). A guest's place is their room (a diver in a resort room before the trip, then aboard,
// shows at each for its own dates); a guest without a room is where the booking is.
import { Prisma } from "../../core/db";
import type { FigureContext } from "./figures-bookings";
import { HOLDING } from "./figures-arrivals";
import type { StatsQuery } from "./stats-query";
import { BOOKING_ASSET, jsonRows } from "./stats-sql";
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
  const asset = Prisma.sql`COALESCE(CASE WHEN r."resortId" IS NOT NULL THEN 'resort:' || r."resortId"
    WHEN r."vesselId" IS NOT NULL THEN 'vessel:' || r."vesselId" END, ${BOOKING_ASSET})`;
  const only = q.assets?.length
    ? Prisma.sql`AND ${asset} = ANY(${q.assets.map((a) => `${a.kind}:${a.id}`)}::text[])`
    : Prisma.empty;
  const stay = Prisma.sql`
    FROM "BookingGuest" g JOIN "Booking" b ON b.id = g."bookingId" JOIN "Customer" cu ON cu.id = g."customerId"
      LEFT JOIN "BookingRoom" br ON br.id = g."bookingRoomId" LEFT JOIN "Room" r ON r.id = br."roomId"
    WHERE ${HOLDING} AND (br.id IS NULL OR br.active)
      AND COALESCE(br."dateFrom", b."dateFrom") <= ${q.to}::date AND COALESCE(br."dateTo", b."dateTo") > ${q.from}::date
      ${only}`;
  const [rows, [{ total }]] = await Promise.all([
    jsonRows<Guest>(Prisma.sql`
      SELECT trim(cu."firstName" || ' ' || cu."lastName") AS name,
        COALESCE(b."bookingNo", b."reservationNo", b."offerNo", '#' || b.id) AS booking, r.name AS room,
        to_char(COALESCE(br."dateFrom", b."dateFrom"), 'YYYY-MM-DD') AS arrival,
        to_char(COALESCE(br."dateTo", b."dateTo"), 'YYYY-MM-DD') AS departure,
        COALESCE(NULLIF(cu.country, ''), NULLIF(cu.nationality, '')) AS country,
        (LEAST(COALESCE(br."dateTo", b."dateTo"), ${q.to}::date + 1)
          - GREATEST(COALESCE(br."dateFrom", b."dateFrom"), ${q.from}::date))::int AS nights
      ${stay}
      ORDER BY COALESCE(br."dateFrom", b."dateFrom"), cu."lastName", cu."firstName", g.id
      LIMIT ${size} OFFSET ${(page - 1) * size}`),
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
