import path from "node:path";
import { env } from "../core/env";

/** Where the data lives: the embedded PGlite folder or a PostgreSQL server. */
export type DbTarget = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string; pool?: number };

export function dbTarget(): DbTarget {
  const e = env();
  if (e.DATABASE_URL) return { kind: "postgres", url: e.DATABASE_URL, pool: e.DATABASE_POOL_SIZE };
  return { kind: "pglite", dir: path.resolve(e.DATA_DIR, "pglite") };
}

/** For messages: the URL without its password. */
export function describeTarget(t: DbTarget): string {
  if (t.kind === "pglite") return `DATA_DIR ${t.dir}`;
  return `DATABASE_URL ${withoutPassword(t.url)}`.trimEnd();
}

/** A PostgreSQL URL fit for a message: no password, no query; empty when it does not parse. */
export function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.username ? u.username + "@" : ""}${u.host}${u.pathname}`;
  } catch {
    return "";
  }
}
