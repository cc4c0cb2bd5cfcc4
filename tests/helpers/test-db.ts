// A freshly migrated database per test file, cloned from a template made once per run:
// PGlite restores a dumped data folder; PostgreSQL copies a template database.
import { readFileSync } from "node:fs";
import pg from "pg";
import { createDatabase, pgliteDatabase, type Database } from "@/lib/db/open";
import { newPGlite } from "@/lib/db/pglite";

export const PGLITE_TEMPLATE = "node_modules/.cache/pglite-template.tar";
export const PG_TEMPLATE_DB = "harbour_test_template";

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const name = `harbour_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    const d = createDatabase({ kind: "postgres", url: withDatabase(process.env.TEST_DATABASE_URL!, name) });
    const close = d.close;
    return {
      ...d,
      close: async () => {
        await close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const pglite = newPGlite(undefined, { loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE)]) });
  return pgliteDatabase(pglite, { kind: "pglite", dir: ":memory:" });
}
