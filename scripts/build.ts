// `next build` when the sources changed since the last build (npm start), or always (npm run build).
// The hash of the build inputs is kept in .next/.inputs-hash.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const INPUTS = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "middleware.ts",
  "instrumentation.ts",
  "instrumentation-node.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];
const HASH_FILE = ".next/.inputs-hash";
/** Turbopack builds the app in about half the time and CPU of webpack (docs/decisions.md). */
const BUILD_ARGS = ["--turbopack"];

function hashInputs(): string {
  const h = createHash("sha256");
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) for (const n of readdirSync(p).sort()) walk(path.join(p, n));
    else h.update(p).update(readFileSync(p));
  };
  INPUTS.forEach(walk);
  return h.digest("hex");
}

export function nextBin(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve("next/package.json")), "dist/bin/next");
}

/**
 * `next start` on a port. An idle kept-alive connection stays open for 65 s, not Node's 5 s: a
 * client (a proxy, a browser, Playwright's request context) that reuses one just as the server
 * closes it gets ECONNRESET. A proxy in front closes its idle connections first (60 s is common).
 */
export function nextStartArgs(port: number | string): string[] {
  return [nextBin(), "start", "-p", String(port), "--keepAliveTimeout", "65000"];
}

/** A build running in the background: `done` resolves to whether it succeeded; `stop` ends it. */
export type BackgroundBuild = { done: Promise<boolean>; stop: () => void };

/**
 * Always builds, in the background, its output going to `logFile`: `npm test` builds while the
 * typecheck finishes and the unit and API tests run. `stop` ends it (a check failed meanwhile);
 * its workers end with it.
 */
export function buildInBackground(logFile: string): BackgroundBuild {
  const hash = hashInputs();
  const out = openSync(logFile, "w");
  const child = spawn(process.execPath, [nextBin(), "build", ...BUILD_ARGS], {
    stdio: ["ignore", out, out],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  let stopped = false;
  const done = new Promise<boolean>((resolve) => {
    child.on("error", () => resolve(false));
    child.on("exit", (code) => {
      closeSync(out);
      if (code === 0 && !stopped) writeFileSync(HASH_FILE, hash);
      resolve(code === 0 && !stopped);
    });
  });
  const stop = () => {
    if (stopped || child.exitCode !== null) return;
    stopped = true;
    child.kill("SIGTERM");
  };
  return { done, stop };
}

/** Builds unless the last build used the same inputs; returns false if the build failed. */
export function build({ force = false } = {}): boolean {
  const hash = hashInputs();
  if (!force && existsSync(".next/BUILD_ID") && existsSync(HASH_FILE) && readFileSync(HASH_FILE, "utf8") === hash)
    return true;
  if (!force) console.log("building the app (first start or changed sources)...");
  const r = spawnSync(process.execPath, [nextBin(), "build", ...BUILD_ARGS], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (r.status !== 0) return false;
  writeFileSync(HASH_FILE, hash);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exit(build({ force: process.argv.includes("--force") }) ? 0 : 1);
