// Reference data in memory, correct across app servers (issue 43, item 1): prices are kept per
// process while the reference version holds, so a repeated quote sends fewer statements; a price
// changed through another server is seen by this one's very next quote, without a restart or a time
// to live. On PostgreSQL the other server is a second client with its own pool, changing the price
// through the API; on the embedded database (one process owns it) another connection path: SQL
// sent to PGlite directly, past this client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as quote } from "@/app/api/bookings/quote/route";
import { POST as update } from "@/app/api/price/[id]/route";
import { GET as readGroup, POST as writeGroup } from "@/app/api/settings/group/[group]/route";
import { addCalendarDays } from "@/lib/core/dates";
import {
  database,
  db,
  mayWriteReference,
  recordStatements,
  REFERENCE_TABLES,
  transaction,
  usingClient,
  type PrismaClient,
} from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { referenceCache, referenceVersion, requestReadVersion, withReferenceRequest } from "@/lib/core/reference-cache";
import { createDatabase, type Database } from "@/lib/db/open";
import { seedDoubleRooms, seedPrice, seedTerms, seedCurrencies, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string;
let here: PrismaClient;
let other: Database | undefined;
let priceId: string;
let roomTypeId: number;
let body: Record<string, unknown>;

const statements = (timing: string | null) => Number(/desc="(\d+) statement/.exec(timing ?? "")?.[1]);
const ask = () =>
  usingClient(here, () => call(quote, { method: "POST", path: "/api/bookings/quote", token: admin, body }));

beforeAll(async () => {
  await seedCurrencies("EUR");
  admin = await tokenWith(["admin"]);
  const r = await seedDoubleRooms(1);
  roomTypeId = r.roomTypeId;
  priceId = String((await seedPrice(admin, { resortId: r.resortId, roomTypeId, value: "100" })).id);
  await seedTerms(admin);
  const from = addCalendarDays(await operatorToday(), 30);
  body = {
    type: "resort",
    resortId: r.resortId,
    dateFrom: from,
    dateTo: addCalendarDays(from, 3),
    rooms: [{ roomId: r.roomIds[0] }],
  };
  // a second app server on the same database: its own client (and pool on PostgreSQL)
  const d = database();
  here = d.prisma;
  if (d.target.kind === "postgres") other = createDatabase(d.target);
});

afterAll(async () => {
  await other?.prisma.$disconnect();
});

/** The price's one entry set to `value` by the other server. */
async function changeElsewhere(value: string) {
  if (other) {
    const changed = await usingClient(other.prisma, () =>
      call(update, {
        method: "POST",
        token: admin,
        params: { id: priceId },
        body: { entries: [{ periodIndex: 0, roomTypeId, per: "room", value }] },
      }),
    );
    expect(changed.status, changed.text).toBe(200);
  } else {
    await database().pglite!.query(`UPDATE "PriceEntry" SET "value" = $1 WHERE "priceId" = $2`, [
      value,
      Number(priceId),
    ]);
  }
}

describe("reference data in memory", () => {
  it("a repeated quote reads the prices from memory; a change made through another server is seen by the next quote", async () => {
    const first = await ask();
    expect(first.status, first.text).toBe(200);
    expect(first.body.total).toBe("300.00");
    const again = await ask();
    expect(again.body.total).toBe("300.00");
    // the catalog (prices with their periods, entries, variants and supplements; specials, rates,
    // terms, settings) is not read again: only the question whether it is still current
    expect(statements(again.headers.get("server-timing"))).toBeLessThan(
      statements(first.headers.get("server-timing")) - 4,
    );

    await changeElsewhere("150");
    const after = await ask();
    expect(after.body.total).toBe("450.00");
  });

  it("a change that is rolled back is never served from memory", async () => {
    const before = (await ask()).body.total;
    // a change whose transaction is rolled back after this server priced inside it
    await expect(
      transaction(async (tx) => {
        await tx.$executeRaw`UPDATE "PriceEntry" SET "value" = 999 WHERE "priceId" = ${Number(priceId)}`;
        const inside = await ask();
        expect(inside.body.total).toBe("2997.00");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await ask()).body.total).toBe(before);
  });

  it("a setting changed through another server is read by the next request here", async () => {
    const company = () => usingClient(here, () => call(readGroup, { token: admin, params: { group: "company" } }));
    expect((await company()).body.name).not.toBe("Elsewhere Ltd");
    if (other) {
      const changed = await usingClient(other.prisma, () =>
        call(writeGroup, {
          method: "POST",
          token: admin,
          params: { group: "company" },
          body: { name: "Elsewhere Ltd" },
        }),
      );
      expect(changed.status, changed.text).toBe(200);
    } else {
      await database().pglite!.query(
        `INSERT INTO "Setting" ("group", "key", "value", "updatedAt") VALUES ('company', 'name', '"Elsewhere Ltd"', now())
         ON CONFLICT ("group", "key") DO UPDATE SET "value" = EXCLUDED."value"`,
      );
    }
    expect((await company()).body.name).toBe("Elsewhere Ltd");
  });

  it("a transaction takes the version its request read with the session, and reads it again after it changed a price itself", async () => {
    // the session's statement reads the version beside the session (lib/auth/session.ts)
    const priced = (sent: string[]) =>
      sent.filter((q) => q.includes('FROM "ReferenceVersion"') && !q.includes("session_row")).length;
    const { sent } = await recordStatements(() =>
      transaction(async (tx) => {
        expect((await ask()).body.total).toBe((await ask()).body.total);
        // a booking write touches no reference data: the version read stays good
        await tx.$executeRaw`UPDATE "Booking" SET "todo" = "todo" WHERE id = 0`;
        await ask();
        await tx.$executeRaw`UPDATE "PriceEntry" SET "value" = 7 WHERE "priceId" = ${Number(priceId)}`;
        expect((await ask()).body.total).toBe("21.00");
        throw new Error("rolled back");
      }).catch((e: Error) => expect(e.message).toBe("rolled back")),
    );
    expect(priced(sent)).toBe(1);
  });

  it("a request that changed reference data reads it fresh afterwards, though it read the version before", async () => {
    const entryValue = referenceCache<string>();
    const read = () =>
      entryValue.get(db(), async (tx) => {
        const [row] = await tx.$queryRaw<{ value: string }[]>`
          SELECT "value"::text AS value FROM "PriceEntry" WHERE "priceId" = ${Number(priceId)} LIMIT 1`;
        return row.value;
      });
    await usingClient(here, () =>
      withReferenceRequest(async () => {
        // as the session's statement does at the start of every signed-in request
        requestReadVersion(await referenceVersion(db()));
        const before = await read();
        await transaction(
          async (tx) =>
            void (await tx.$executeRaw`UPDATE "PriceEntry" SET "value" = 55 WHERE "priceId" = ${Number(priceId)}`),
        );
        expect(await read()).not.toBe(before);
        expect(Number(await read())).toBe(55);
        await transaction(
          async (tx) =>
            void (await tx.$executeRaw`UPDATE "PriceEntry" SET "value" = ${Number(before)} WHERE "priceId" = ${Number(priceId)}`),
        );
      }),
    );
  });

  it("the tables the cache watches for changes are those whose triggers renew the version", async () => {
    const rows = await db().$queryRaw<{ table: string }[]>`
      SELECT DISTINCT event_object_table AS "table" FROM information_schema.triggers
      WHERE trigger_name = 'renew_reference_version'`;
    expect(rows.map((r) => r.table).sort()).toEqual([...REFERENCE_TABLES].sort());
    expect(mayWriteReference(`UPDATE "public"."PriceEntry" SET "value" = $1`)).toBe(true);
    expect(mayWriteReference(`INSERT INTO "public"."BookingRoom" ("bookingId") VALUES ($1)`)).toBe(false);
    expect(mayWriteReference(`SELECT "version" FROM "ReferenceVersion"`)).toBe(false);
    // what is not plainly one table's change is taken to be one
    expect(mayWriteReference(`WITH h AS (DELETE FROM "Setting" RETURNING 1) SELECT 1`)).toBe(true);
    expect(mayWriteReference(`WITH h AS (DELETE FROM setting RETURNING 1) SELECT 1`)).toBe(true);
    // a booking written in one statement: its writes all name other tables
    const booking = `WITH c AS (INSERT INTO "BookingNumberCounter" ("kind") VALUES ($1) ON CONFLICT ("kind") DO UPDATE SET "last" = 1
      RETURNING "last"), b AS (INSERT INTO "Booking" ("state") SELECT $2 RETURNING id) SELECT id FROM b`;
    expect(mayWriteReference(booking)).toBe(false);
    const withPrice = booking.replace("SELECT id FROM b", `, p AS (UPDATE "Price" SET "sort" = 1) SELECT 1`);
    expect(mayWriteReference(withPrice)).toBe(true);
  });
});
