// The closing line of `npm test`: adds up vitest's and Playwright's JSON reports into
// "N passed, N failed[, N skipped]". Pure, so tests/unit/test-report.test.ts can feed it fixtures.

/** Where the runners write their JSON reports (playwright.config.ts names its file too). */
export const REPORTS = {
  vitest: "node_modules/.cache/test-reports/vitest.json",
  playwright: "node_modules/.cache/test-reports/playwright.json",
};

export type Tally = {
  passed: number;
  failed: number;
  skipped: number;
  /** why a runner counts as failed beyond its own report (no report, bad exit code, global error) */
  notes: string[];
};

export const EMPTY: Tally = { passed: 0, failed: 0, skipped: 0, notes: [] };

/** The parts of vitest's JSON report (jest's format) that are counted. */
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults?: { status: string; message?: string; assertionResults?: { status: string }[] }[];
};

/** The parts of Playwright's JSON report that are counted. */
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const firstLine = (s: string | undefined) =>
  (s ?? "")
    // eslint-disable-next-line no-control-regex -- strips the terminal colours of a runner's message
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .map((l) => l.trim())
    .find(Boolean);

/**
 * A runner's result from its report and exit code. No report counts as one failure; so does a
 * non-zero exit code that the report does not explain, so the line never says "0 failed" while
 * `npm test` fails.
 */
function settle(name: string, t: Tally | undefined, exitCode: number | null, globalError?: string): Tally {
  if (!t)
    return {
      ...EMPTY,
      failed: 1,
      notes: [`${name} ended without a report${exitCode === null ? "" : `, exit code ${exitCode}`}`],
    };
  if (exitCode !== 0 && t.failed === 0) {
    return {
      ...t,
      failed: 1,
      notes: [globalError ? `${name}: ${globalError}` : `${name} exited with code ${exitCode ?? "none"}`],
    };
  }
  return t;
}

export function vitestTally(report: unknown, exitCode: number | null): Tally {
  if (!isObject(report) || typeof report.numPassedTests !== "number") return settle("vitest", undefined, exitCode);
  const r = report as VitestReport;
  // a file that fails to load or whose hooks fail has no failed test of its own: count the file
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed"),
  );
  return settle(
    "vitest",
    {
      passed: r.numPassedTests,
      failed: r.numFailedTests + brokenFiles.length,
      skipped: r.numPendingTests + (r.numTodoTests ?? 0),
      notes: [],
    },
    exitCode,
    firstLine(brokenFiles[0]?.message),
  );
}

export function playwrightTally(report: unknown, exitCode: number | null): Tally {
  if (!isObject(report) || !isObject(report.stats)) return settle("Playwright", undefined, exitCode);
  const r = report as PlaywrightReport;
  const errors = r.errors ?? [];
  return settle(
    "Playwright",
    {
      // a flaky test failed first and passed on its retry (CI allows one, playwright.config.ts):
      // it counts as passed and is named in the closing line, so a flake is never silent
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
      skipped: r.stats.skipped,
      notes: r.stats.flaky ? [`${r.stats.flaky} flaky: passed only on a retry`] : [],
    },
    exitCode,
    // an error outside the tests (web server, global setup) fails the run with no failed test
    firstLine(errors[0]?.message),
  );
}

export function addTallies(...ts: Tally[]): Tally {
  return ts.reduce(
    (a, t) => ({
      passed: a.passed + t.passed,
      failed: a.failed + t.failed,
      skipped: a.skipped + t.skipped,
      notes: [...a.notes, ...t.notes],
    }),
    EMPTY,
  );
}

/** "247 passed, 0 failed" or "247 passed, 1 failed, 2 skipped (Playwright ended without a report)" */
export function closingLine(t: Tally): string {
  const counts = `${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ""}`;
  return t.notes.length ? `${counts} (${t.notes.join("; ")})` : counts;
}
