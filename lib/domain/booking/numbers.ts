// Offer, reservation and booking numbers: unique and gap-free per year. A counter row per kind and
// year is incremented in the transaction that gives the number, so a booking that rolls back gives
// its number back (the next one takes it) and two concurrent bookings never get the same one (the
// row is locked until the first commits). Numbers are never reused: deleting keeps them.
import { Prisma, type Tx } from "../../core/db";
import type { BookingNumberKind } from "./state-machine";

const PREFIX: Record<BookingNumberKind, string> = { offerNo: "O", reservationNo: "R", bookingNo: "B" };

/** "B2026-00042": kind letter, year, running number (five digits, more when needed). */
export function formatNumber(kind: BookingNumberKind, year: number, n: number): string {
  return `${PREFIX[kind]}${year}-${String(n).padStart(5, "0")}`;
}

/**
 * The next number of a kind in a year inside a larger statement (a booking written in one round
 * trip): a common table expression `number` whose column `value` is the number as formatNumber
 * writes it. The same counter row and lock as takeNumbers.
 */
export function nextNumberSql(kind: BookingNumberKind, year: number): Prisma.Sql {
  return Prisma.sql`
    counter AS (
      INSERT INTO "BookingNumberCounter" ("kind", "year", "last") VALUES (${kind}, ${year}, 1)
      ON CONFLICT ("kind", "year") DO UPDATE SET "last" = "BookingNumberCounter"."last" + 1
      RETURNING "last"),
    number AS (
      SELECT ${`${PREFIX[kind]}${year}-`}::text
        || CASE WHEN "last" < 100000 THEN lpad("last"::text, 5, '0') ELSE "last"::text END AS value
      FROM counter)`;
}

/** Takes the next `count` numbers of a kind in a year; answers them in order. */
export async function takeNumbers(tx: Tx, kind: BookingNumberKind, year: number, count = 1): Promise<string[]> {
  if (count < 1) return [];
  const [{ last }] = await tx.$queryRaw<{ last: number }[]>(Prisma.sql`
    INSERT INTO "BookingNumberCounter" ("kind", "year", "last") VALUES (${kind}, ${year}, ${count})
    ON CONFLICT ("kind", "year") DO UPDATE SET "last" = "BookingNumberCounter"."last" + ${count}
    RETURNING "last"`);
  return Array.from({ length: count }, (_, i) => formatNumber(kind, year, last - count + 1 + i));
}
