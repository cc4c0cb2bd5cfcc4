import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const env = {
  NODE_ENV: "test" as const,
  NEXTAUTH_SECRET: "test-secret-test-secret-test-secret",
  DATA_DIR: "node_modules/.cache/test-data",
  SMTP_URL: "",
  // bcrypt cost 4 instead of 10 for the hashes the tests make (~1 ms instead of ~70): the API tests
  // create users and log in by the hundred; lib/auth/password.ts honours it only under NODE_ENV=test
  BCRYPT_COST: "4",
};

// The OpenAPI fuzz (~11,000 requests) tests the HTTP layer's refusals, not the database, and both
// kinds run the same PostgreSQL engine: in a run with both (CI) it runs on PostgreSQL only, which
// answers it faster; a run on PGlite alone (npm test without TEST_DATABASE_URL) runs it there.
const FUZZ = "tests/api/fuzz-openapi.test.ts";

const api = (name: string, kind: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    exclude: kind === "pglite" && process.env.TEST_DATABASE_URL ? [FUZZ] : [],
    globalSetup: [`tests/setup/global-${kind}.ts`],
    setupFiles: ["tests/setup/api-db.ts"],
    // one module graph per worker: each file still gets its own database (api-db.ts), but no longer
    // re-imports the app (~2 s a file, 90 files a run). So no API test replaces an app module
    // (vi.mock): another file may have loaded the real one already.
    isolate: false,
    // a data folder per database kind: the two projects run side by side and would otherwise share
    // backups, uploads and documents
    env: { ...env, TEST_DB_KIND: kind, DATA_DIR: `node_modules/.cache/test-data-${kind}` },
  },
});

export default defineConfig({
  resolve: {
    alias: { "@": r("./"), "server-only": r("./tests/setup/server-only.ts") },
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    // vitest's default leaves one core free: on a 2-core machine that is one worker. npm test runs
    // the production build beside vitest, and the API files wait on the database much of the time,
    // so two workers there keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    env,
    projects: [
      // one module graph per worker, as for the API tests: re-importing the app per file was most of
      // the unit tests' time (46 s for 41 files, 28 s without). No unit test replaces a module or
      // the environment (vi.mock, vi.stubEnv), so none can leak into the next file.
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false } },
      // the database layer itself (start-up, migrations, the lock, PGlite's prepared statements),
      // each test on databases of its own: not unit tests (those need no database), not API tests
      // (no app database per file, and one engine is enough)
      { extends: true, test: { name: "db", include: ["tests/db/**/*.test.ts"] } },
      api("api", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [api("api-postgres", "postgres")] : []),
    ],
  },
});
