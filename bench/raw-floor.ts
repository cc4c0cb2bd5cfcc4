// The raw-SQL time of a use case's own work (issue 43 asks for it beside every figure over its
// target): the statements the use case sent, captured as the driver adapter received them (text,
// arguments and their types), then sent again through a bare adapter of the same driver: no
// Prisma, none of our JavaScript, no HTTP. What is left between the use case's time and this is
// the application's share. A writing use case is captured inside a transaction that is rolled
// back, and each replay runs in one that is rolled back too, the sequences set back first, so the
// ids one statement hands the next (the booking's id in its history row) are the same again.
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlQuery } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { transaction } from "../lib/core/db";
import { captureQueries, type CapturedQuery } from "../lib/db";
import { statementName, type Database } from "../lib/db/open";
import { withPreparedStatements } from "../lib/db/pglite-statements";

class RolledBack extends Error {}

/** `work` in a transaction that is rolled back: a write measured without leaving its rows. */
export async function rolledBack(work: () => Promise<unknown>) {
  try {
    await transaction(async () => {
      await work();
      throw new RolledBack();
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
}

const plain = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });

/** One statement setting every sequence back to where it stands now (the replays' starting point). */
async function sequencesNow(d: Database): Promise<string> {
  const rows = await d.prisma.$queryRawUnsafe<{ name: string; v: string | null }[]>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS v FROM pg_sequences`,
  );
  const set = rows.map((r) => (r.v === null ? `setval('${r.name}', 1, false)` : `setval('${r.name}', ${r.v}::bigint)`));
  return `SELECT ${set.join(", ")}`;
}

let bareAdapters = 0;

/**
 * A bare adapter on the database `d` opened: PostgreSQL's with the app's prepared statements, or
 * PGlite's (its statements named apart from the app's and from every earlier bare adapter's: they
 * share PGlite's one session).
 */
function bareAdapter(d: Database): Promise<SqlDriverAdapter> {
  if (d.target.kind === "postgres")
    return new PrismaPg(
      { connectionString: d.target.url, max: 1 },
      { statementNameGenerator: statementName },
    ).connect();
  return new PrismaPGlite(withPreparedStatements(d.pglite!, { prefix: `bare${++bareAdapters}` })).connect();
}

const send = (on: Pick<SqlDriverAdapter, "queryRaw" | "executeRaw">, q: CapturedQuery) =>
  q.method === "queryRaw" ? on.queryRaw(q.query) : on.executeRaw(q.query);

export type RawFloor = { statements: number; times: number[] };

/**
 * Runs `work` once to capture its statements (rolled back when it `writes`), then sends them
 * `runs` times through a bare adapter and answers each run's milliseconds: from the first
 * statement to the end of the transaction for a write (BEGIN excluded, ROLLBACK in), from the
 * first statement to the last answer for a read (sent one after another, as the use case does).
 */
export async function rawFloor(
  d: Database,
  work: () => Promise<unknown>,
  o: { writes: boolean; runs?: number },
): Promise<RawFloor> {
  const reset = o.writes ? await sequencesNow(d) : "";
  let queries: CapturedQuery[] = [];
  const capture = async () => void ({ queries } = await captureQueries(work));
  await (o.writes ? rolledBack(capture) : capture());
  const adapter = await bareAdapter(d);
  const times: number[] = [];
  try {
    for (let i = 0; i < (o.runs ?? 30) + 3; i++) {
      let took: number;
      if (o.writes) {
        const tx = await adapter.startTransaction();
        await tx.queryRaw(plain(reset));
        const started = performance.now();
        try {
          for (const q of queries) await send(tx, q);
        } finally {
          // PostgreSQL's adapter leaves ROLLBACK to its caller; PGlite's sends it itself
          if (!tx.options.usePhantomQuery) await tx.executeRaw(plain("ROLLBACK"));
          await tx.rollback();
        }
        took = performance.now() - started;
      } else {
        const started = performance.now();
        for (const q of queries) await send(adapter, q);
        took = performance.now() - started;
      }
      if (i >= 3) times.push(took); // the first runs prepare the statements
    }
  } finally {
    await adapter.dispose();
  }
  return { statements: queries.length, times };
}
