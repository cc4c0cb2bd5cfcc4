// TEST_DATABASE_URL is optional: unset, the API tests run on PGlite only. Set, it must reach a
// PostgreSQL on which the user may create databases (one per test file, from a template), and
// `npm test` says so in one line before any test starts instead of failing in vitest's setup.
import pg from "pg";
import { explainPgError } from "../lib/db/errors";
import { withoutPassword } from "../lib/db/target";

/** undefined when the server is usable, else the one line saying what to fix */
export async function checkTestDatabase(url: string): Promise<string | undefined> {
  const shown = withoutPassword(url);
  if (!/^postgres(ql)?:\/\//.test(url) || !shown) {
    return "npm test: TEST_DATABASE_URL must look like postgresql://user:password@host:5432/db, or be unset to run the API tests on PGlite only.";
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ ok: boolean }>(
      "SELECT rolsuper OR rolcreatedb AS ok FROM pg_roles WHERE rolname = current_user",
    );
    if (!rows[0]?.ok)
      return `npm test: the user of TEST_DATABASE_URL ${shown} may not create databases (the API tests make one per file): grant it CREATEDB, or unset TEST_DATABASE_URL.`;
    return undefined;
  } catch (e) {
    return `npm test: cannot connect to TEST_DATABASE_URL ${shown} (${explainPgError(e)}): start that PostgreSQL, or unset TEST_DATABASE_URL to run the API tests on PGlite only.`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The browser tests' database on the TEST_DATABASE_URL server (scripts/test.ts). */
export const E2E_DATABASE = "harbour_e2e";

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * An empty database `name` on the server of `url` (dropped first if a run before left one): the
 * browser tests' server then runs on PostgreSQL, which answers from processes of its own, instead
 * of PGlite inside the server's one thread. Resolves to its URL.
 */
export async function freshDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end().catch(() => {});
  }
  return databaseUrl(url, name);
}
