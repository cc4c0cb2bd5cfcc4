// A freshly migrated database per test file, cloned from a template made once per run:
// PGlite restores a dumped data folder; PostgreSQL copies a template database.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
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
  const pglite = newPGlite(undefined, await pgliteArtifacts());
  return pgliteDatabase(pglite, { kind: "pglite", dir: ":memory:" });
}

/** Bytes PGlite reads through Blob.arrayBuffer(), handed over as they are: Node 20's Blob reads a
 * 46 MB template back in small chunks and joins them, a third of a second per test file. PGlite
 * only reads a loadDataDir or fsBundle once, through arrayBuffer() and its type. */
const asBlob = (bytes: Buffer, type = "") => {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = own ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type, size: bytes.byteLength, arrayBuffer: async () => buffer } as unknown as Blob;
};

let artifacts: Promise<Parameters<typeof newPGlite>[1]> | undefined;

/**
 * What every test file's PGlite starts from, read and compiled once per worker: the migrated
 * template, PGlite's WebAssembly modules and its file bundle. And 16 MB of shared buffers instead
 * of 128: a test database is a few megabytes, and zeroing 128 MB on every start was most of its
 * start-up (1.7 s a file before these, 0.45 s after).
 */
function pgliteArtifacts() {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ["pglite.wasm", "initdb.wasm"].map((f) => WebAssembly.compile(readFileSync(path.join(dist, f)))),
    );
    return {
      loadDataDir: asBlob(readFileSync(PGLITE_TEMPLATE), "application/x-tar"),
      fsBundle: asBlob(readFileSync(path.join(dist, "pglite.data"))),
      pgliteWasmModule,
      initdbWasmModule,
      startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
    };
  })();
  return artifacts;
}
