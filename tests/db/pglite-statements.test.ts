// The Prisma client's statements on the embedded database are prepared once and reused
// (lib/db/pglite-statements.ts): the answers must be PGlite's own, errors must still name their
// cause, a changed table must not break a kept statement, and transactions must stay apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { newPGlite } from "@/lib/db/pglite";
import { withPreparedStatements } from "@/lib/db/pglite-statements";

let pg: PGlite;
let client: PGlite;
const prepared = async () =>
  (await pg.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements`)).rows.map((r) => r.statement);

beforeAll(async () => {
  pg = newPGlite();
  await pg.waitReady;
  client = withPreparedStatements(pg, { size: 3 });
  await pg.exec(
    `CREATE TABLE stay (id int PRIMARY KEY, guest text, nights int, price numeric(10,2), day date, tags text[])`,
  );
});
afterAll(() => pg.close());

describe("prepared statements on the embedded database", () => {
  it("answers what PGlite's own query answers, and parses each statement once", async () => {
    await pg.exec(`DELETE FROM stay`);
    const insert = `INSERT INTO stay VALUES ($1, $2, $3, $4, $5, $6)`;
    await client.query(insert, [1, "Anna", 7, "1234.50", "2026-12-01", ["diver", "vip"]]);
    await client.query(insert, [2, null, 3, "0.10", "2026-12-24", []]);
    const select = `SELECT * FROM stay WHERE nights >= $1 ORDER BY id`;
    for (const rowMode of ["object", "array"] as const) {
      const ours = await client.query(select, [1], { rowMode });
      const theirs = await pg.query(select, [1], { rowMode });
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    expect((await client.query<{ price: string }>(select, [5])).rows.map((r) => r.price)).toEqual(["1234.50"]);
    // a caller's own parsers (the Prisma adapter passes its own) take precedence, call after call
    const parsers = { 1700: (text: string) => `EUR ${text}` };
    for (let n = 0; n < 2; n++)
      expect((await client.query<{ price: string }>(select, [1], { parsers })).rows.map((r) => r.price)).toEqual([
        "EUR 1234.50",
        "EUR 0.10",
      ]);
    expect((await client.query<{ price: string }>(select, [1])).rows[1].price).toBe("0.10");
    expect((await prepared()).filter((s) => s === select)).toHaveLength(1);
    expect((await client.query(`UPDATE stay SET nights = nights + 1 WHERE id = ANY($1)`, [[1, 2]])).affectedRows).toBe(
      2,
    );
  });

  it("keeps no more statements than its size, closing the least recently used", async () => {
    for (let n = 0; n < 6; n++) await client.query(`SELECT ${n} AS n, count(*) FROM stay WHERE id > $1`, [n]);
    const kept = await prepared();
    expect(kept.length).toBeLessThanOrEqual(3);
    expect(kept).toContain(`SELECT 5 AS n, count(*) FROM stay WHERE id > $1`);
    expect(kept).not.toContain(`SELECT 0 AS n, count(*) FROM stay WHERE id > $1`);
  });

  it("reports a refused statement with its SQLSTATE and stays usable", async () => {
    await pg.exec(`DELETE FROM stay; INSERT INTO stay (id, guest) VALUES (10, 'Ben')`);
    const insert = `INSERT INTO stay (id, guest) VALUES ($1, $2)`;
    await expect(client.query(insert, [10, "Cleo"])).rejects.toMatchObject({ code: "23505", query: insert });
    await expect(client.query(`SELEC 1`)).rejects.toMatchObject({ code: "42601" });
    await client.query(insert, [11, "Cleo"]);
    expect((await client.query(`SELECT guest FROM stay ORDER BY id`)).rows).toEqual([
      { guest: "Ben" },
      { guest: "Cleo" },
    ]);
  });

  it("answers a changed table's new columns from a statement parsed before the change", async () => {
    const select = `SELECT * FROM stay WHERE id = $1`;
    await pg.exec(`DELETE FROM stay; INSERT INTO stay (id, guest) VALUES (20, 'Dora')`);
    expect(Object.keys((await client.query<object>(select, [20])).rows[0])).not.toContain("room");
    await pg.exec(`ALTER TABLE stay ADD COLUMN room text DEFAULT 'A1'`);
    expect((await client.query<{ room: string }>(select, [20])).rows[0].room).toBe("A1");
    await pg.exec(`DEALLOCATE ALL`);
    expect((await client.query<{ guest: string }>(select, [20])).rows[0].guest).toBe("Dora");
  });

  it("rolls a failed transaction back, and runs a statement outside it only after it ends", async () => {
    await pg.exec(`DELETE FROM stay`);
    const insert = `INSERT INTO stay (id, guest, nights) VALUES ($1, $2, 1)`;
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [30, "Emil"]);
        await tx.query(insert, [30, "Emil again"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await client.query(`SELECT count(*)::int AS n FROM stay`)).rows).toEqual([{ n: 0 }]);

    // the transaction inserts, then rolls back: a statement let in between (on the same single
    // connection) would see the uncommitted row; one that waits for the end sees none
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const didInsert = new Promise<void>((r) => (inserted = r));
    const tx = client.transaction(async (t) => {
      await t.query(insert, [31, "Fay"]);
      inserted();
      await held;
      throw new Error("changed my mind");
    });
    await didInsert;
    const outside = client.query<{ n: number }>(`SELECT count(*)::int AS n FROM stay`);
    release();
    await expect(tx).rejects.toThrow("changed my mind");
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });
});
