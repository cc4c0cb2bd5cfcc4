// npm test: the whole suite on a fresh clone, in order: types, lint (when package.json has a
// lint script), the TEST_DATABASE_URL server (when set), unit and API tests, Chromium (found or
// installed), the production build, browser tests. Its last line adds up both test runners.
// A failing check (types, lint, database, Chromium, build) stops the suite with one line saying
// what to fix; failing tests do not stop it, they only make the exit code non-zero.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { messageOf } from "../lib/db/errors";
import { build } from "./build";
import { ensureChromium } from "./test-chromium";
import { checkTestDatabase } from "./test-database";
import { REPORTS, addTallies, closingLine, playwrightTally, vitestTally, type Tally } from "./test-report";

/** The environment of every step; the Chromium step adds CHROMIUM_PATH for Playwright. */
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

type Step =
  /** stops the suite when `run` returns a line (printed as the last line) */
  | {
      kind: "check";
      title?: () => string;
      when?: () => boolean;
      run: () => Promise<string | undefined> | string | undefined;
    }
  /** a test runner: its tally goes into the closing line, and the suite goes on either way */
  | { kind: "tests"; title: () => string; run: () => Tally };

const bin = (name: string) => path.join("node_modules", ".bin", name);

/** Runs a command in the foreground; its exit code (null when it could not start or was killed). */
function run(cmd: string, args: string[]): number | null {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.error) console.log(`npm test: cannot run ${cmd} (${r.error.message})`);
  return r.status;
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

const STEPS: Step[] = [
  {
    kind: "check",
    title: () => "typecheck (tsc --noEmit)",
    run: () =>
      run(bin("tsc"), ["--noEmit"]) === 0 ? undefined : "npm test: the typecheck failed (see above); no tests ran.",
  },
  {
    kind: "check",
    title: () => "lint (npm run lint)",
    when: () => hasScript("lint"),
    run: () => (run("npm", ["run", "lint"]) === 0 ? undefined : "npm test: lint failed (see above); no tests ran."),
  },
  {
    kind: "check",
    when: () => Boolean(env.TEST_DATABASE_URL),
    run: () => checkTestDatabase(env.TEST_DATABASE_URL!),
  },
  {
    kind: "tests",
    title: () =>
      `unit and API tests (vitest; API tests on ${env.TEST_DATABASE_URL ? "PGlite and PostgreSQL" : "PGlite only, set TEST_DATABASE_URL to add PostgreSQL"})`,
    run: () => {
      const { report, code } = runWithReport(REPORTS.vitest, bin("vitest"), [
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${REPORTS.vitest}`,
      ]);
      return vitestTally(report, code);
    },
  },
  {
    // before the build: without a browser the build would be wasted
    kind: "check",
    run: () => {
      const found = ensureChromium(env);
      if ("line" in found) return found.line;
      env.CHROMIUM_PATH = found.path;
      return undefined;
    },
  },
  {
    kind: "check",
    title: () => "next build",
    run: () =>
      build({ force: true }) ? undefined : "npm test: next build failed (see above); the browser tests did not run.",
  },
  {
    kind: "tests",
    title: () => `browser tests (Playwright in ${env.CHROMIUM_PATH})`,
    run: () => {
      // playwright.config.ts writes its JSON report to REPORTS.playwright
      const { report, code } = runWithReport(REPORTS.playwright, bin("playwright"), ["test"]);
      return playwrightTally(report, code);
    },
  },
];

async function main(): Promise<number> {
  const tallies: Tally[] = [];
  for (const step of STEPS) {
    if (step.kind === "check" && step.when && !step.when()) continue;
    if (step.title) console.log(`\n▸ npm test: ${step.title()}`);
    if (step.kind === "tests") {
      tallies.push(step.run());
      continue;
    }
    const stop = await step.run();
    if (stop !== undefined) {
      console.log(stop);
      return 1;
    }
  }
  const total = addTallies(...tallies);
  console.log(closingLine(total));
  return total.failed ? 1 : 0;
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
