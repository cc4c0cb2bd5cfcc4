import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from "./scripts/test-chromium";
import { REPORTS } from "./scripts/test-report";

// Browser tests run in Debian's Chromium against the built app (`next start`) on a fresh
// embedded database with the demo data. `npm test` finds or installs Chromium and builds before
// it runs these; the global setup logs the administrator in once for the tests that share it.
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The spec that waits out a hold's minute in real time (the "hold" project below). */
const HOLD_SPEC = /book-hold\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // two workers for two cores, and a third that only ever runs book-hold.spec.ts: its second test
  // waits out a one-minute hold on the server (the shortest the settings allow), a worker idle for
  // over a minute, which on two workers left a core idle; on its own worker the minute passes
  // beside the two that keep both cores busy (the hold project is first: it starts at once)
  workers: 3,
  projects: [
    { name: "hold", testMatch: HOLD_SPEC, workers: 1 },
    { name: "browser", testIgnore: HOLD_SPEC, workers: 2 },
  ],
  fullyParallel: true,
  // CI (.ci/run sets E2E_RETRIES=1): a test that fails once is run again, and one that then passes
  // is named as flaky in npm test's closing line. One timing-dependent failure in 145 tests (a
  // dialog that did not show within the test's time on a loaded machine) must not stop a landing,
  // and must not go unseen either. On a developer's machine a failure stays a failure.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // list for people, json for the closing line of `npm test`
  reporter: [["list"], ["json", { outputFile: REPORTS.playwright }]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    headless: true,
    launchOptions: {
      // Debian's chromium, its headless shell when installed (as npm test chooses, scripts/test-chromium.ts);
      // Playwright's own browser download is never used
      executablePath:
        process.env.CHROMIUM_PATH || (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    screenshot: "only-on-failure",
    trace: "off",
  },
  webServer: {
    // E2E_DATA_READY: npm test has just migrated and seeded a new .e2e-data (scripts/test.ts)
    command: `${process.env.E2E_DATA_READY ? "" : "rm -rf .e2e-data && "}DATA_DIR=.e2e-data PORT=${PORT} SKIP_BUILD=1 npx tsx scripts/start.ts`,
    url: `http://localhost:${PORT}/version`,
    reuseExistingServer: false,
    // a fresh data folder: migrations and the demo seed, which prices every booking, before the first page
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NEXTAUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret",
      NEXT_TELEMETRY_DISABLED: "1",
      STRICT_I18N: "1",
      // E2E_DATABASE_URL: a fresh PostgreSQL database instead of the embedded PGlite (npm test makes
      // one when TEST_DATABASE_URL is set, scripts/test.ts); the data folder still holds the mails
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
