// The statement meter behind Server-Timing and the reference cache's listener. In the built server
// each bundle carries its own copy of the module, and the database's adapter is wrapped by whichever
// copy opened it: a request metered by another copy must still see its statements counted.
import { describe, expect, it, vi } from "vitest";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";

type Meter = typeof import("../../lib/db/statement-meter");

/** A driver adapter factory whose connection answers every query with no rows. */
function fakeFactory() {
  const connection = {
    queryRaw: async () => ({ columnNames: [], columnTypes: [], rows: [] }),
    executeRaw: async () => 0,
  };
  return { connect: async () => connection } as unknown as SqlDriverAdapterFactory;
}

async function freshCopy(): Promise<Meter> {
  vi.resetModules();
  return import("../../lib/db/statement-meter");
}

describe("statement meter", () => {
  it("counts the statements a metered call sends, and nothing outside one", async () => {
    const m = await freshCopy();
    const conn = (await m.meteredAdapter(fakeFactory()).connect()) as unknown as {
      queryRaw(q: { sql: string }): Promise<unknown>;
    };
    await conn.queryRaw({ sql: "SELECT 1" });
    const counted = await m.metered(async (meter) => {
      await conn.queryRaw({ sql: "SELECT 1" });
      await conn.queryRaw({ sql: "SELECT 2" });
      return meter.statements;
    });
    expect(counted).toBe(2);
  });

  it("takes a COMMIT sent as a statement (PostgreSQL's adapter does) for transaction control", async () => {
    const m = await freshCopy();
    const conn = (await m.meteredAdapter(fakeFactory()).connect()) as unknown as {
      executeRaw(q: { sql: string }): Promise<unknown>;
    };
    const heard: string[] = [];
    m.onStatement((sql) => heard.push(sql));
    const counted = await m.metered(async (meter) => {
      await conn.executeRaw({ sql: `UPDATE "Booking" SET x = 1` });
      await conn.executeRaw({ sql: "COMMIT" });
      return meter.statements;
    });
    expect(counted).toBe(1);
    expect(heard).toEqual([`UPDATE "Booking" SET x = 1`]);
  });

  it("counts through an adapter wrapped by another copy of the module (the server's bundles)", async () => {
    const opener = await freshCopy();
    const router = await freshCopy();
    expect(router).not.toBe(opener);
    const conn = (await opener.meteredAdapter(fakeFactory()).connect()) as unknown as {
      queryRaw(q: { sql: string }): Promise<unknown>;
    };
    const heard: string[] = [];
    router.onStatement((sql) => heard.push(sql));
    const counted = await router.metered(async (meter) => {
      await conn.queryRaw({ sql: `UPDATE "Price" SET x = 1` });
      return meter.statements;
    });
    expect(counted).toBe(1);
    expect(heard).toEqual([`UPDATE "Price" SET x = 1`]);
    const { sent } = await router.recordStatements(() => conn.queryRaw({ sql: "SELECT 3" }));
    expect(sent).toEqual(["SELECT 3"]);
  });

  it("captures what a call sent with its arguments, transaction control left out (the bench's replay)", async () => {
    const m = await freshCopy();
    const conn = (await m.meteredAdapter(fakeFactory()).connect()) as unknown as {
      queryRaw(q: object): Promise<unknown>;
      executeRaw(q: object): Promise<unknown>;
    };
    const read = { sql: `SELECT * FROM "Room" WHERE id = $1`, args: [7], argTypes: [{ scalarType: "int" }] };
    const write = { sql: `UPDATE "Booking" SET note = $1`, args: ["x"], argTypes: [{ scalarType: "string" }] };
    const { queries } = await m.captureQueries(async () => {
      await conn.executeRaw({ sql: "BEGIN", args: [], argTypes: [] });
      await conn.queryRaw(read);
      await conn.executeRaw(write);
      await conn.executeRaw({ sql: "COMMIT", args: [], argTypes: [] });
    });
    expect(queries).toEqual([
      { method: "queryRaw", query: read },
      { method: "executeRaw", query: write },
    ]);
    await conn.queryRaw(read); // outside a capture: nothing kept
    expect(queries).toHaveLength(2);
  });
});
