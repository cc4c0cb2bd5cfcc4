// Suites that measure services against the benchmark database inside this process.
import type { Database } from "../lib/db/open";
import type { Suite } from "./harness";

export async function inProcessSuites(_d: Database): Promise<Suite[]> {
  return [];
}
