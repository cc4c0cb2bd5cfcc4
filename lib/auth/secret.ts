import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../core/env";

let cached: string | undefined;

/**
 * The key that signs browser sessions: NEXTAUTH_SECRET, or one generated once and kept in
 * DATA_DIR/.auth-secret so a single server needs no configuration. Several servers behind a
 * load balancer must share NEXTAUTH_SECRET.
 */
export function authSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.NEXTAUTH_SECRET) return (cached = e.NEXTAUTH_SECRET);
  const file = path.resolve(e.DATA_DIR, ".auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    cached = randomBytes(32).toString("base64url");
    writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
