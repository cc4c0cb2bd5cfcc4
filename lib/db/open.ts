// Opens the database the environment names: embedded PGlite (default) or PostgreSQL.
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { StartupError, explainPgError, messageOf } from "./errors";
import { PrismaClient } from "./generated/client";
import { acquireDataDirLock } from "./lock";
import { newPGlite } from "./pglite";
import { withPreparedStatements } from "./pglite-statements";
import { meteredAdapter } from "./statement-meter";
import { type DbTarget, describeTarget } from "./target";

export type Database = {
  target: DbTarget;
  prisma: PrismaClient;
  /** the PGlite instance when embedded (migrations and tests use it) */
  pglite?: PGlite;
  /** resolves when the database answers; rejects with a StartupError saying what to fix */
  ready(): Promise<void>;
  close(): Promise<void>;
};

// PGlite is a single connection: interactive transactions queue, so give the queue room.
const transactionOptions = { maxWait: 20_000, timeout: 20_000 };

export function pgliteDatabase(pglite: PGlite, target: DbTarget, release: () => void = () => {}): Database {
  const prisma = new PrismaClient({
    adapter: meteredAdapter(new PrismaPGlite(withPreparedStatements(pglite))),
    transactionOptions,
  });
  return {
    target,
    prisma,
    pglite,
    async ready() {
      try {
        await pglite.waitReady;
        await pglite.query("select 1");
      } catch (e) {
        throw new StartupError(
          `${describeTarget(target)} does not hold a readable database (${messageOf(e)}): restore a backup, or move the folder away to start with a new one.`,
        );
      }
    },
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
      release();
    },
  };
}

/** A prepared statement's name on PostgreSQL: its text's digest, so one text is one name. */
export const statementName = ({ sql }: { sql: string }) =>
  `prisma_${createHash("sha1").update(sql).digest("base64url")}`;

function postgresDatabase(target: Extract<DbTarget, { kind: "postgres" }>): Database {
  const prisma = new PrismaClient({
    // each statement prepared once per connection under a name its text decides (see
    // pglite-statements.ts for the embedded database, and docs/decisions.md)
    adapter: meteredAdapter(
      new PrismaPg(
        // a connection per statement in flight: see the README's "several app servers" for the size
        { connectionString: target.url, max: target.pool ?? 10 },
        { statementNameGenerator: statementName },
      ),
    ),
    transactionOptions: { maxWait: 10_000, timeout: 20_000 },
  });
  return {
    target,
    prisma,
    async ready() {
      const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 5000 });
      try {
        await client.connect();
        await client.query("select 1");
      } catch (e) {
        throw new StartupError(
          `Cannot connect to ${describeTarget(target)} (${explainPgError(e)}): check the URL and that PostgreSQL is running.`,
        );
      } finally {
        await client.end().catch(() => {});
      }
    },
    close: () => prisma.$disconnect(),
  };
}

/** Builds the database handle without waiting for it (the app server opens it lazily). */
export function createDatabase(target: DbTarget): Database {
  if (target.kind === "postgres") return postgresDatabase(target);
  const release = acquireDataDirLock(target.dir);
  try {
    mkdirSync(target.dir, { recursive: true });
    return pgliteDatabase(newPGlite(target.dir), target, release);
  } catch (e) {
    release();
    if (e instanceof StartupError) throw e;
    throw new StartupError(
      `${describeTarget(target)} cannot be opened (${messageOf(e)}): check the folder's permissions.`,
    );
  }
}

export async function openDatabase(target: DbTarget): Promise<Database> {
  const d = createDatabase(target);
  try {
    await d.ready();
  } catch (e) {
    await d.close().catch(() => {});
    throw e;
  }
  return d;
}
