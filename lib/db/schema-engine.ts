// Offline migrations: Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm,
// version = @prisma/engines-version of the prisma CLI), talking to the database through a driver
// adapter (PGlite or pg). No native schema-engine binary is needed. See TOOLCHAIN.md.
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { newPGlite } from "./pglite";

export const SCHEMA_DIR = "prisma/schema";
export const MIGRATIONS_DIR = "prisma/migrations";

const filters = { externalTables: [], externalEnums: [] };

// The wasm module is a process-wide singleton: this file may be loaded more than once (test
// runners transform it per entry point) but the engine's glue code exists once, so its
// instance and a queue that runs one engine command at a time live on globalThis.
const G = globalThis as unknown as { [k: symbol]: { ready?: Promise<void>; queue: Promise<unknown> } | undefined };
const KEY = Symbol.for("harbour.schemaEngineWasm");
const shared = (G[KEY] ??= { queue: Promise.resolve() });

function serialized<T>(fn: () => Promise<T>): Promise<T> {
  const run = shared.queue.then(fn, fn);
  shared.queue = run.catch(() => {});
  return run;
}

function initWasm(): Promise<void> {
  shared.ready ??= (async () => {
    const require = createRequire(import.meta.url);
    const js = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(path.join(path.dirname(js), "schema_engine_bg.wasm"));
    // The engine arms a 10 s timer per command and never clears it: unref it so scripts and
    // test runners exit as soon as they are done.
    const imports: Record<string, unknown> = { ...bg };
    for (const k of Object.keys(bg)) {
      if (k.startsWith("__wbg_setTimeout_"))
        imports[k] = (f: () => void, ms: number) => setTimeout(f, ms >>> 0).unref();
    }
    const { instance } = await WebAssembly.instantiate(bytes, {
      "./schema_engine_bg.js": imports as WebAssembly.ModuleImports,
    });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  })();
  return shared.ready;
}

type AdapterWithClient = {
  client: PGlite;
  executeScript: (s: string) => Promise<void>;
  onError: (e: unknown) => never;
  dispose: () => Promise<void>;
};

/**
 * PrismaPGlite for the schema engine, with two fixes: executeScript awaits the script (the
 * adapter does not, so a failing migration would be recorded as applied), and the shadow
 * database has our extensions and is closed on dispose.
 */
export function pgliteMigrationFactory(pg: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(pg);
  const fix = <T>(adapter: T): T => {
    const a = adapter as unknown as AdapterWithClient;
    a.executeScript = async (script: string) => {
      try {
        await a.client.exec(script);
      } catch (e) {
        a.onError(e);
      }
    };
    return adapter;
  };
  const connect = factory.connect.bind(factory);
  factory.connect = async () => fix(await connect());
  factory.connectToShadowDb = async () => {
    const shadow = newPGlite();
    const adapter = fix(await new PrismaPGlite(shadow).connect());
    (adapter as unknown as AdapterWithClient).dispose = async () => {
      await shadow.close();
    };
    return adapter;
  };
  return factory;
}

async function readSchemaFiles(schemaDir: string) {
  const names = (await readdir(schemaDir)).filter((n) => n.endsWith(".prisma")).sort();
  return Promise.all(
    names.map(async (name) => ({
      path: path.join(schemaDir, name),
      content: await readFile(path.join(schemaDir, name), "utf8"),
    })),
  );
}

async function openEngine(schemaDir: string, factory: SqlMigrationAwareDriverAdapterFactory) {
  await initWasm();
  const files = await readSchemaFiles(schemaDir);
  return bg.SchemaEngine.new(
    { datamodels: files.map((f) => [f.path, f.content]) } as never,
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}

export async function listMigrations(migrationsDir = MIGRATIONS_DIR): Promise<string[]> {
  if (!existsSync(migrationsDir)) return [];
  return (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

async function loadMigrationList(migrationsDir: string) {
  const dirs = await listMigrations(migrationsDir);
  return {
    baseDir: path.resolve(migrationsDir),
    lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"' },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      dirs.map(async (name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: { tag: "ok", value: await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8") },
        },
      })),
    ),
  };
}

/**
 * SQL that takes a database with every existing migration applied (replayed on a shadow
 * database) to the current schema; like `prisma migrate diff --from-migrations --to-schema`.
 */
export function diffToSchema(
  factory: SqlMigrationAwareDriverAdapterFactory,
  { schemaDir = SCHEMA_DIR, migrationsDir = MIGRATIONS_DIR } = {},
): Promise<string> {
  return serialized(async () => {
    const list = await loadMigrationList(migrationsDir);
    const engine = await openEngine(schemaDir, factory);
    try {
      const res = await engine.diff({
        from: list.migrationDirectories.length ? { tag: "migrations", ...list } : { tag: "empty" },
        to: { tag: "schemaDatamodel", files: await readSchemaFiles(schemaDir) },
        script: true,
        exitCode: null,
        filters,
      } as never);
      return (res as { stdout?: string }).stdout ?? "";
    } finally {
      engine.free();
    }
  });
}

/** `prisma migrate deploy`: applies prisma/migrations/* and records them in _prisma_migrations. */
export function applyMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
  { schemaDir = SCHEMA_DIR, migrationsDir = MIGRATIONS_DIR } = {},
): Promise<string[]> {
  return serialized(async () => {
    const migrationsList = await loadMigrationList(migrationsDir);
    const engine = await openEngine(schemaDir, factory);
    try {
      const res = await engine.applyMigrations({ migrationsList, filters } as never);
      return (res as { appliedMigrationNames: string[] }).appliedMigrationNames;
    } finally {
      engine.free();
    }
  });
}
