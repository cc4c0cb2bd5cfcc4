// "This booked room's stay overlaps the nights [from, to)", written so that PostgreSQL answers
// it from a short range of the ("roomId", "dateFrom") btree: a stay that overlaps the window
// starts in [from - longest, to), where longest is the longest active stay, one step in its own
// index (migration 20261125180000_booking_room_nights). The GiST indexes of the no-overlap
// constraints cannot narrow by a list of rooms, so an overlap search there reads every room's
// stays on those nights; this reads only the rooms asked for. The constraints still guarantee
// that no night is sold twice; this is only how reads find what is held.
import { Prisma } from "../../core/db";

/** SQL condition on `alias` (a "BookingRoom" row; active rows only, as the index is). */
export function stayOverlaps(alias: string, from: Date, to: Date): Prisma.Sql {
  const br = Prisma.raw(alias);
  return Prisma.sql`${br}.active AND ${br}."dateFrom" < ${to}::date AND ${br}."dateTo" > ${from}::date
    AND ${br}."dateFrom" >= ${from}::date
      - (SELECT COALESCE(max(l."dateTo" - l."dateFrom"), 0) FROM "BookingRoom" l WHERE l.active)`;
}
