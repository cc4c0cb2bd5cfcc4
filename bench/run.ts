// npm run bench: prepares .bench-data (demo and large data set, made once), builds the app if
// needed, runs every suite and prints one table per suite. BENCH=pricing: only the pure pricing
// suite (no database, no build); BENCH=occupancy: only the occupancy grid's suites.
import { migrate } from "../lib/db/migrate";
import { openDatabase } from "../lib/db/open";
import { seedDemo } from "../prisma/seed/demo";
import { seedLarge } from "../prisma/seed/large";
import { build } from "../scripts/build";
import { BENCH_DATA_DIR, printSuite, serverEnv, type Suite } from "./harness";
import { serverSuites } from "./server.bench";
import { inProcessSuites } from "./in-process";
import { pricingSuites } from "./pricing.bench";
import { occupancyBrowserSuites, occupancySuites } from "./occupancy.bench";

async function main() {
  // pure suites need no database: BENCH=pricing runs them alone
  const pure = await pricingSuites();
  if (process.env.BENCH === "pricing") return pure.forEach(printSuite);
  const only = process.env.BENCH === "occupancy";
  Object.assign(process.env, serverEnv());
  const d = await openDatabase({ kind: "pglite", dir: `${process.cwd()}/${BENCH_DATA_DIR}/pglite` });
  const suites: Suite[] = [];
  try {
    await migrate(d);
    await seedDemo(d.prisma);
    console.log(await seedLarge(d.prisma));
    // suites that call services directly share this process's database
    if (!only) suites.push(...(await inProcessSuites(d)));
    suites.push(...(await occupancySuites(d)));
  } finally {
    await d.close();
  }
  if (!build()) throw new Error("build failed");
  if (!only) suites.push(...(await serverSuites()));
  suites.push(...(await occupancyBrowserSuites()));
  if (!only) suites.push(...pure);
  suites.forEach(printSuite);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
