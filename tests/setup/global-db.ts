// Once per test run: migrate a template database. Every API test file then starts from a copy.
import { mkdirSync, writeFileSync } from "node:fs";
import { migrate } from "@/lib/db/migrate";
import { createDatabase, pgliteDatabase } from "@/lib/db/open";
import { newPGlite } from "@/lib/db/pglite";
import { PGLITE_TEMPLATE, PG_TEMPLATE_DB, adminQuery, withDatabase } from "../helpers/test-db";

export async function migrateTemplate(kind: "pglite" | "postgres") {
  const t0 = performance.now();
  if (kind === "postgres") {
    await adminQuery(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    const d = createDatabase({ kind: "postgres", url: withDatabase(process.env.TEST_DATABASE_URL!, PG_TEMPLATE_DB) });
    await migrate(d);
    await d.close();
    // the schema engine keeps its pool open: a template must have no connections
    await adminQuery(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${PG_TEMPLATE_DB}' AND pid <> pg_backend_pid()`,
    );
  } else {
    const pglite = newPGlite();
    const d = pgliteDatabase(pglite, { kind: "pglite", dir: ":memory:" });
    await migrate(d);
    const dump = await pglite.dumpDataDir("none");
    await d.close();
    mkdirSync("node_modules/.cache", { recursive: true });
    writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  }
  console.log(`[${kind}] template database migrated in ${Math.round(performance.now() - t0)} ms`);
}
