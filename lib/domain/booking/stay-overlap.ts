// "This booked room's stay overlaps the nights [from, to)", written so that PostgreSQL answers it
// from two short index ranges: a stay of at most SHORT_STAY nights (nearly all of them) starts in
// [from - SHORT_STAY, to), a range of the ("roomId", "dateFrom") btree; a longer one is in the
// small partial index of long stays by ("roomId", "dateTo") (migration 20261207150000_long_stays,
// which writes the same condition into held_rooms and the grid's function). So a stay of a year
// widens no search (it did when the window was widened by the longest stay anywhere). The GiST
// indexes of the no-overlap constraints cannot narrow by a list of rooms, so an overlap search
// there reads every room's stays on those nights; this reads only the rooms asked for. The
// constraints still guarantee that no night is sold twice; this is only how reads find what is held.
import { Prisma } from "../../core/db";

/** The longest stay the btree band covers; the migration's partial index holds the longer ones. */
export const SHORT_STAY = 14;

/** SQL condition on `alias` (a "BookingRoom" row; active rows only, as the indexes are). */
export function stayOverlaps(alias: string, from: Date, to: Date): Prisma.Sql {
  const br = Prisma.raw(alias);
  return Prisma.sql`${br}.active AND ${br}."dateFrom" < ${to}::date AND ${br}."dateTo" > ${from}::date
    AND (${br}."dateFrom" >= ${from}::date - ${Prisma.raw(String(SHORT_STAY))}
      OR ${br}."dateTo" - ${br}."dateFrom" > ${Prisma.raw(String(SHORT_STAY))})`;
}
