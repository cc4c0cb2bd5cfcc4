// Kept apart from the app's database client: only scripts and tests load the schema engine.
import { PrismaPg } from "@prisma/adapter-pg";
import { StartupError, messageOf } from "./errors";
import type { Database } from "./open";
import { applyMigrations, pgliteMigrationFactory } from "./schema-engine";

function migrationFactory(d: Database) {
  if (d.pglite) return pgliteMigrationFactory(d.pglite);
  if (d.target.kind !== "postgres") throw new Error("no PGlite instance for an embedded database");
  // allowExitOnIdle: the schema engine never disposes its pool, which would keep node alive
  return new PrismaPg({ connectionString: d.target.url, allowExitOnIdle: true });
}

/** Applies pending migrations; a failure becomes a StartupError naming the migration. */
export async function migrate(d: Database, options: { migrationsDir?: string } = {}): Promise<string[]> {
  try {
    return await applyMigrations(migrationFactory(d), options);
  } catch (e) {
    const text = String((e as Error)?.message ?? e);
    // the engine's message names the migration and quotes the database's own error
    const name = /migration_name="([^"]+)"/.exec(text)?.[1] ?? /Migration `([^`]+)`/.exec(text)?.[1];
    const lines = text.split("\n").map((l) => l.trim());
    const afterConnector = lines[lines.indexOf("external connector error") + 1];
    const cause = (lines.includes("external connector error") ? afterConnector : undefined)
      ?.replace(/^Error querying the database:\s*/, "").replace(/^ERROR:\s*/, "") ?? messageOf(e);
    throw new StartupError(`${name ? `Migration ${name}` : "A migration"} failed (${cause}): fix the migration or the database, then start again.`);
  }
}
