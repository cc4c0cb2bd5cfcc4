// The closing line of `npm test` (scripts/test-report.ts): vitest's and Playwright's JSON reports
// added up, and a runner that crashed or failed outside its tests still counted as a failure.
import { describe, expect, it } from "vitest";
import { addTallies, closingLine, playwrightTally, vitestTally } from "@/scripts/test-report";

/** vitest's JSON report (jest's format), cut to what is counted */
const vitest = (over: object = {}) => ({
  numTotalTests: 184,
  numPassedTests: 184,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  success: true,
  testResults: [
    { name: "/p/tests/unit/a.test.ts", status: "passed", message: "", assertionResults: [{ status: "passed" }] },
  ],
  ...over,
});

/** Playwright's JSON report, cut to what is counted */
const playwright = (stats: object = {}, errors: object[] = []) => ({
  config: {},
  suites: [],
  errors,
  stats: {
    startTime: "2026-11-23T10:00:00.000Z",
    duration: 90_000,
    expected: 17,
    skipped: 0,
    unexpected: 0,
    flaky: 0,
    ...stats,
  },
});

describe("the closing line", () => {
  it("adds up both runners: all green", () => {
    const t = addTallies(vitestTally(vitest(), 0), playwrightTally(playwright(), 0));
    expect(closingLine(t)).toBe("201 passed, 0 failed");
  });

  it("shows failures and skipped tests of both runners", () => {
    const v = vitestTally(vitest({ numPassedTests: 180, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 }), 1);
    const p = playwrightTally(playwright({ expected: 15, unexpected: 1, skipped: 1 }), 1);
    expect(closingLine(addTallies(v, p))).toBe("195 passed, 2 failed, 4 skipped");
  });

  it("counts a flaky Playwright test as passed and names it in the closing line", () => {
    const p = playwrightTally(playwright({ expected: 16, flaky: 1 }), 0);
    expect(p).toMatchObject({ passed: 17, failed: 0 });
    expect(closingLine(p)).toBe("17 passed, 0 failed (1 flaky: passed only on a retry)");
  });

  it("counts a vitest file that fails to load, which has no failed test of its own", () => {
    const broken = {
      name: "/p/tests/api/b.test.ts",
      status: "failed",
      message: "Cannot find module './x'",
      assertionResults: [],
    };
    const mixed = {
      name: "/p/tests/unit/c.test.ts",
      status: "failed",
      message: "",
      assertionResults: [{ status: "failed" }, { status: "passed" }],
    };
    const t = vitestTally(vitest({ numPassedTests: 1, numFailedTests: 1, testResults: [broken, mixed] }), 1);
    expect(t).toMatchObject({ passed: 1, failed: 2 });
  });

  it("counts a runner that ended without a report as a failure, and says so", () => {
    const t = addTallies(vitestTally(vitest(), 0), playwrightTally(undefined, 1));
    expect(closingLine(t)).toBe("184 passed, 1 failed (Playwright ended without a report, exit code 1)");
    expect(closingLine(vitestTally("not json", null))).toBe("0 passed, 1 failed (vitest ended without a report)");
  });

  it("counts a failing exit code with a green report as a failure, with the runner's error", () => {
    const server = playwrightTally(
      playwright({ expected: 0, skipped: 17 }, [
        { message: "Error: Timed out waiting 120000ms from config.webServer.\n    at x" },
      ]),
      1,
    );
    expect(closingLine(server)).toBe(
      "0 passed, 1 failed, 17 skipped (Playwright: Error: Timed out waiting 120000ms from config.webServer.)",
    );
    expect(closingLine(vitestTally(vitest(), 1))).toBe("184 passed, 1 failed (vitest exited with code 1)");
  });

  it("never says 0 failed when a runner failed", () => {
    const cases = [
      vitestTally(vitest(), 1),
      vitestTally(undefined, 0),
      playwrightTally(playwright(), 2),
      playwrightTally({}, 1),
    ];
    for (const t of cases) expect(t.failed).toBeGreaterThan(0);
  });
});
