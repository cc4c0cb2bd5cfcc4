// Kept apart from the app's database client: only scripts and tests load the schema engine.
import { PrismaPg } from "@prisma/adapter-pg";
import { StartupError, messageOf } from "./errors";
import type { Database } from "./open";
import { applyMigrations, pgliteMigrationFactory } from "./schema-engine";

type ScriptRunner = {
  client: { query(sql: string): Promise<unknown> };
  executeScript(s: string): Promise<void>;
  onError(e: unknown): never;
};

/**
 * PrismaPg splits a migration script on every ";", which breaks function bodies ($$ ... $$).
 * PostgreSQL runs a whole script in one simple query: hand it over as it is.
 */
function postgresMigrationFactory(url: string) {
  // allowExitOnIdle: the schema engine never disposes its pool, which would keep node alive
  const factory = new PrismaPg({ connectionString: url, allowExitOnIdle: true });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const a = adapter as unknown as ScriptRunner;
    a.executeScript = async (script: string) => {
      try {
        await a.client.query(script);
      } catch (e) {
        a.onError(e);
      }
    };
    return adapter;
  };
  return factory;
}

function migrationFactory(d: Database) {
  if (d.pglite) return pgliteMigrationFactory(d.pglite);
  if (d.target.kind !== "postgres") throw new Error("no PGlite instance for an embedded database");
  return postgresMigrationFactory(d.target.url);
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
    const cause =
      (lines.includes("external connector error") ? afterConnector : undefined)
        ?.replace(/^Error querying the database:\s*/, "")
        .replace(/^ERROR:\s*/, "") ?? messageOf(e);
    throw new StartupError(
      `${name ? `Migration ${name}` : "A migration"} failed (${cause}): fix the migration or the database, then start again.`,
    );
  }
}
