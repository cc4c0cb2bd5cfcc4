import { createDatabase, type Database } from "./open";
import type { PrismaClient } from "./generated/client";
import { dbTarget } from "./target";

// One database per process, shared by middleware, route handlers and pages (they may be
// bundled separately but share globalThis). Opened on first use: `next build` imports route
// modules in several workers, and only the serving process may open the PGlite folder.
const KEY = Symbol.for("harbour.database");
const store = globalThis as unknown as { [KEY]?: Database };

export function database(): Database {
  return (store[KEY] ??= createDatabase(dbTarget()));
}

export function db(): PrismaClient {
  return database().prisma;
}

/** Tests point the app at their own database. */
export function useDatabase(d: Database | undefined) {
  store[KEY] = d;
}

/** The database the app uses now, without opening one (seed scripts that bring their own client). */
export function currentDatabase(): Database | undefined {
  return store[KEY];
}
