// The embedded database on disk: data survives a restart, a second process is kept out, and a
// broken folder stops start-up with one line that says what to fix.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { StartupError } from "@/lib/db/errors";
import { migrate } from "@/lib/db/migrate";
import { openDatabase } from "@/lib/db/open";
import { lockFileOf } from "@/lib/db/lock";

const root = mkdtempSync(path.join(tmpdir(), "harbour-db-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A migrations folder of its own, laid out like prisma/migrations: what is tested here is how
 * migrations are applied and recorded, which the app's own would only make slower (the API tests'
 * template database applies those on every run).
 */
function migrationsFolder(name: string, scripts: Record<string, string>): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  cpSync("prisma/migrations/migration_lock.toml", path.join(dir, "migration_lock.toml"));
  for (const [migration, sql] of Object.entries(scripts)) {
    mkdirSync(path.join(dir, migration));
    writeFileSync(path.join(dir, migration, "migration.sql"), sql);
  }
  return dir;
}
const FIRST = { "20990101000000_first": 'CREATE TABLE "Kept" (name text NOT NULL);\n' };

let pristine: string | undefined;
/**
 * A data folder holding a new, empty cluster, for `name`: the first call creates one (PGlite's
 * initdb, several seconds of CPU), later calls copy it (a fraction of a second). What these tests
 * check happens after the cluster exists; npm start and the API tests' setup create theirs anew.
 */
async function emptyCluster(name: string): Promise<string> {
  if (!pristine) {
    pristine = path.join(root, "pristine", "pglite");
    await (await openDatabase({ kind: "pglite", dir: pristine })).close();
  }
  const dir = path.join(root, name, "pglite");
  cpSync(pristine, dir, { recursive: true });
  return dir;
}

describe("embedded database lifecycle", () => {
  it("keeps data across a restart", async () => {
    const dir = await emptyCluster("restart");
    const migrationsDir = migrationsFolder("restart-migrations", FIRST);
    const first = await openDatabase({ kind: "pglite", dir });
    expect(await migrate(first, { migrationsDir })).toEqual(["20990101000000_first"]);
    await first.prisma.$executeRaw`INSERT INTO "Kept" (name) VALUES ('Survivor')`;
    await first.close();

    const second = await openDatabase({ kind: "pglite", dir });
    expect(await migrate(second, { migrationsDir })).toEqual([]); // nothing pending the second time
    expect(await second.prisma.$queryRaw`SELECT name FROM "Kept"`).toEqual([{ name: "Survivor" }]);
    await second.close();
  }, 60_000);

  it("refuses a folder locked by another running process", async () => {
    const dir = path.join(root, "locked", "pglite");
    // a live process that is not us holds the lock: the parent of this test runner
    const other = process.ppid;
    execFileSync("mkdir", ["-p", path.dirname(dir)]);
    writeFileSync(lockFileOf(dir), String(other));
    const err = await openDatabase({ kind: "pglite", dir }).catch((e) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect(err.message).toContain(`in use by another process (pid ${other})`);
    expect(err.message.split("\n")).toHaveLength(1);
  });

  it("takes over the lock of a process that is gone", async () => {
    const dir = await emptyCluster("stale");
    writeFileSync(lockFileOf(dir), "999999");
    const d = await openDatabase({ kind: "pglite", dir });
    await d.close();
  }, 60_000);

  it("explains a corrupt folder in one line", async () => {
    const dir = path.join(root, "corrupt", "pglite");
    execFileSync("mkdir", ["-p", dir]);
    writeFileSync(path.join(dir, "PG_VERSION"), "not a database\n");
    const err = await openDatabase({ kind: "pglite", dir }).catch((e) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect(err.message).toMatch(/does not hold a readable database .*restore a backup/);
    expect(err.message.split("\n")).toHaveLength(1);
  }, 60_000);

  it("stops at a failed migration with its name, and does not record it as applied", async () => {
    const migrations = migrationsFolder("broken-migrations", {
      ...FIRST,
      "20990102000000_broken": 'ALTER TABLE "NoSuchTable" ADD COLUMN x int;\n',
    });
    const d = await openDatabase({ kind: "pglite", dir: await emptyCluster("broken") });
    const err = await migrate(d, { migrationsDir: migrations }).catch((e) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect(err.message).toMatch(
      /^Migration 20990102000000_broken failed \(.*NoSuchTable.*\): fix the migration or the database, then start again\.$/,
    );
    const applied = await d.prisma.$queryRaw<
      { migration_name: string; finished_at: Date | null }[]
    >`SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name`;
    // the one before it stays applied; the broken one is not recorded as applied
    expect(applied.find((m) => m.migration_name === "20990101000000_first")?.finished_at).toBeInstanceOf(Date);
    expect(applied.find((m) => m.migration_name === "20990102000000_broken")?.finished_at ?? null).toBeNull();
    await d.close();
  }, 60_000);

  it("explains a wrong DATABASE_URL in one line", async () => {
    const err = await openDatabase({ kind: "postgres", url: "postgresql://nobody:secret@127.0.0.1:1/none" }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(StartupError);
    expect(err.message).toBe(
      "Cannot connect to DATABASE_URL postgresql://nobody@127.0.0.1:1/none (connection refused): check the URL and that PostgreSQL is running.",
    );
  });
});
