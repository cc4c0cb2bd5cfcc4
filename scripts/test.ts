// npm test: the whole suite on a fresh clone: types and lint (when package.json has a lint
// script), the TEST_DATABASE_URL server (when set), Dovecot (the mailbox tests' IMAP server), Chromium (found or installed), then the unit
// and API tests while the production build runs (it starts as soon as lint or the typecheck has
// passed) and the browser tests' database is seeded, then the browser tests. Its last line adds up
// both test runners. A failing check (types, lint, database, Chromium, build) stops the suite with
// one line saying what to fix; failing tests do not stop it, they only make the exit code non-zero.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { messageOf } from "../lib/db/errors";
import { buildInBackground, type BackgroundBuild } from "./build";
import { ensureChromium } from "./test-chromium";
import { E2E_DATABASE, checkTestDatabase, freshDatabase } from "./test-database";
import { dovecotMissing } from "./test-imap";
import { REPORTS, addTallies, closingLine, playwrightTally, vitestTally, type Tally } from "./test-report";

/** The environment of every step; the Chromium step adds CHROMIUM_PATH for Playwright. */
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const bin = (name: string) => path.join("node_modules", ".bin", name);

/** Runs a command in the foreground; its exit code (null when it could not start or was killed). */
function run(cmd: string, args: string[]): number | null {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.error) console.log(`npm test: cannot run ${cmd} (${r.error.message})`);
  return r.status;
}

/** Runs a command with its output kept, so two can run side by side and print in turn. */
function runQuietly(
  cmd: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...env, ...extraEnv } });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", (e) => resolve({ code: null, output: `${output}cannot run ${cmd} (${e.message})\n` }));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Runs a command in the background, its output going to `file`; resolves to its exit code. */
function runLogged(file: string, cmd: string, args: string[], extraEnv: Record<string, string> = {}) {
  const out = openSync(file, "w");
  return new Promise<number | null>((resolve) => {
    const child = spawn(cmd, args, { env: { ...env, ...extraEnv }, stdio: ["ignore", out, out] });
    child.on("error", (e) => {
      writeFileSync(file, `cannot run ${cmd} (${e.message})\n`, { flag: "a" });
      resolve(null);
    });
    child.on("close", (code) => resolve(code));
  }).finally(() => closeSync(out));
}

function readReport(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Runs a test runner that writes a JSON report; a stale report must never be counted. */
function runWithReport(file: string, cmd: string, args: string[]): { report: unknown; code: number | null } {
  rmSync(file, { force: true });
  const code = run(cmd, args);
  return { report: readReport(file), code };
}

const hasScript = (name: string) =>
  Boolean((JSON.parse(readFileSync("package.json", "utf8")) as { scripts?: Record<string, string> }).scripts?.[name]);

const title = (text: string) => console.log(`\n▸ npm test: ${text}`);
const BUILD_LOG = path.join(path.dirname(REPORTS.vitest), "build.log");
const SEED_LOG = path.join(path.dirname(REPORTS.vitest), "e2e-seed.log");
/** The browser tests' data folder (playwright.config.ts). */
const E2E_DATA_DIR = ".e2e-data";

/**
 * The suite in phases. The machine may have two cores and the single-threaded steps would leave
 * one idle: the typecheck and lint run side by side (a Chromium install beside them), the
 * production build starts as soon as the first of them has passed (lint takes about two thirds of
 * the typecheck's CPU: a core would idle until the typecheck ends), and the browser tests' database
 * is seeded beside the unit and API tests.
 * Returns the exit code, after printing the closing line or the one line that stopped the suite.
 */
async function main(): Promise<number> {
  // 1. types and lint, side by side; each one's output is printed whole, in turn. The browser is
  // found, or installed (mostly downloading), meanwhile.
  const browser = ensureChromium(env);
  // awaited later; a failure is reported there, not as an unhandled rejection meanwhile
  browser.catch(() => {});
  const checks = [
    { name: "typecheck (tsc --noEmit)", what: "the typecheck", run: runQuietly(bin("tsc"), ["--noEmit"]) },
    ...(hasScript("lint")
      ? [{ name: "lint (npm run lint)", what: "lint", run: runQuietly("npm", ["run", "lint"]) }]
      : []),
  ];
  // the build begins when a check has passed, the other one still running. Neither reads what it
  // writes: lint and Prettier ignore .next/ and next-env.d.ts, and the typecheck has read its files
  // long before lint is done (its program is made in its first seconds, lint takes a minute)
  mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
  let build: BackgroundBuild | undefined;
  const startBuild = () => (build ??= buildInBackground(BUILD_LOG));
  let failed = false;
  for (const check of checks)
    void check.run.then(({ code }) => {
      failed ||= code !== 0;
      if (!failed) startBuild();
    });
  /** stops the build when the suite stops before its tests */
  const stopWithBuild = async (line: string, pending?: Promise<unknown>) => {
    build?.stop();
    return stopWith(line, Promise.all([pending, build?.done]));
  };
  for (const check of checks) {
    const { code, output } = await check.run;
    title(check.name);
    process.stdout.write(output);
    if (code !== 0) {
      // an install under way is let finish: a package manager stopped half-way leaves a mess
      return stopWithBuild(
        `npm test: ${check.what} failed (see above); no tests ran.`,
        Promise.all([...checks.map((c) => c.run), browser]),
      );
    }
  }
  const built = startBuild();

  // 2. the PostgreSQL server of the API tests, when one is set
  if (env.TEST_DATABASE_URL) {
    const stop = await checkTestDatabase(env.TEST_DATABASE_URL);
    if (stop !== undefined) return stopWithBuild(stop, browser);
  }

  // the IMAP server of the mailbox tests (each test file starts its own Dovecot)
  const imap = dovecotMissing();
  if (imap !== undefined) return stopWithBuild(imap, browser);

  // 3. the browser: without one the build would be wasted
  const found = await browser;
  if ("line" in found) return stopWithBuild(found.line);
  env.CHROMIUM_PATH = found.path;

  // 4. the browser tests' database, migrated and seeded beside the unit and API tests (its output
  // goes to a file: vitest holds this process until it ends, so a pipe would not be read), while
  // the production build runs on
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  // E2E_ON_POSTGRES=1 with a PostgreSQL server: the browser tests' server runs on a fresh database
  // there, its queries beside the server's one thread instead of in it (PGlite); the API tests have
  // run on both engines. Opt-in; CI opts in (.ci/run), where it costs less CPU (docs/decisions.md)
  if (env.TEST_DATABASE_URL && env.E2E_ON_POSTGRES === "1")
    env.E2E_DATABASE_URL = await freshDatabase(env.TEST_DATABASE_URL, E2E_DATABASE);
  const e2eData = runLogged(SEED_LOG, bin("tsx"), ["scripts/db.ts", "seed"], {
    DATA_DIR: E2E_DATA_DIR,
    ...(env.E2E_DATABASE_URL ? { DATABASE_URL: env.E2E_DATABASE_URL } : {}),
  });

  title(
    `unit and API tests (vitest; API tests on ${env.TEST_DATABASE_URL ? "PGlite and PostgreSQL" : "PGlite only, set TEST_DATABASE_URL to add PostgreSQL"}); next build meanwhile, its output in ${BUILD_LOG}`,
  );
  const tallies: Tally[] = [];
  const vitest = runWithReport(REPORTS.vitest, bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${REPORTS.vitest}`,
  ]);
  tallies.push(vitestTally(vitest.report, vitest.code));

  title("next build");
  const buildOk = await built.done;
  const log = readFileSync(BUILD_LOG, "utf8");
  // the route table is long: a passing build shows only its last lines
  process.stdout.write(buildOk ? log.split("\n").slice(-12).join("\n") : log);
  if (!buildOk) return stopWith("npm test: next build failed (see above); the browser tests did not run.", e2eData);
  const seeded = await e2eData;
  // without it the browser tests' server makes its database itself, as `npm start` does
  if (seeded === 0) env.E2E_DATA_READY = "1";
  else {
    process.stdout.write(
      `npm test: preparing ${E2E_DATA_DIR} failed, the server will:\n${readFileSync(SEED_LOG, "utf8")}`,
    );
    // a half-seeded database would not be seeded again: the server makes its own PGlite instead
    delete env.E2E_DATABASE_URL;
  }

  // 5. the browser tests against the build
  title(`browser tests (Playwright in ${env.CHROMIUM_PATH})`);
  // playwright.config.ts writes its JSON report to REPORTS.playwright
  const playwright = runWithReport(REPORTS.playwright, bin("playwright"), ["test"]);
  tallies.push(playwrightTally(playwright.report, playwright.code));

  const total = addTallies(...tallies);
  console.log(closingLine(total));
  return total.failed ? 1 : 0;
}

async function stopWith(line: string, pending?: Promise<unknown>): Promise<number> {
  await pending;
  console.log(line);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    // a bug in this runner, not in the project: still one line (DEBUG=1 for the stack)
    console.log(`npm test: ${messageOf(err)}`);
    if (process.env.DEBUG) console.error(err);
    process.exit(1);
  },
);
