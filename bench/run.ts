// npm run bench: prepares .bench-data (demo and large data set, made once), builds the app if
// needed, runs every suite and prints one table per suite. BENCH=pricing: only the pure pricing
// suite (no database, no build); BENCH=booking: only the booking engine's suites;
// BENCH=occupancy: only the occupancy grid's suites; BENCH=online: only the online booking's
// figures (on the demo data alone, no large data set); BENCH=banks: only the bank import and
// suggestions; BENCH=stats: only the statistics figures; BENCH=finance: only the finance report for
// one year (in process, no build); BENCH=scale: issue 43's figures at 20,000, 60,000 and 100,000
// bookings (BENCH_SIZES), with a year-long stay and 20 clients at once (bench/scale.bench.ts);
// BENCH=weight: only the staff pages' weight (JavaScript and HTML, on the demo data).
import { migrate } from "../lib/db/migrate";
import { openDatabase } from "../lib/db/open";
import { seedDemo } from "../prisma/seed/demo";
import { seedLarge } from "../prisma/seed/large";
import { build } from "../scripts/build";
import {
  BENCH_DATA_DIR,
  BENCH_DATABASE_URL,
  printSuite,
  serverEnv,
  startServer,
  stopServer,
  type Suite,
} from "./harness";
import { bookingBenchData, bookingHttpSuites, bookingListSuites } from "./booking.bench";
import { serverSuites } from "./server.bench";
import { inProcessSuites } from "./in-process";
import { pricingSuites } from "./pricing.bench";
import { occupancyBrowserSuites, occupancySuites } from "./occupancy.bench";
import { onlineSuites, prepareDemoData } from "./online.bench";
import { financeSuites } from "./finance.bench";
import { bankSuites } from "./banks.bench";
import { statsSuites } from "./stats.bench";
import { scaleSuites } from "./scale.bench";
import { pageWeightSuites } from "./page-weight.bench";

async function main() {
  const only = process.env.BENCH; // pricing | booking | occupancy | online | finance | banks | stats: one engine's suites
  Object.assign(process.env, serverEnv());
  if (only === "scale") return scaleSuites(build);
  if (only === "online") {
    await prepareDemoData();
    if (!build()) throw new Error("build failed");
    return (await onlineSuites()).forEach(printSuite);
  }
  if (only === "weight") {
    await prepareDemoData();
    if (!build()) throw new Error("build failed");
    return (await pageWeightSuites()).forEach(printSuite);
  }
  // pure suites need no database: BENCH=pricing runs them alone
  const pure = only === "finance" || only === "banks" || only === "stats" ? [] : await pricingSuites();
  if (only === "pricing") return pure.forEach(printSuite);
  const d = await openDatabase(
    BENCH_DATABASE_URL
      ? { kind: "postgres", url: BENCH_DATABASE_URL }
      : { kind: "pglite", dir: `${process.cwd()}/${BENCH_DATA_DIR}/pglite` },
  );
  console.log(`large data set on ${BENCH_DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite (embedded)"}`);
  const suites: Suite[] = [];
  let bookingData: Awaited<ReturnType<typeof bookingBenchData>> | undefined;
  try {
    await migrate(d);
    await seedDemo(d.prisma);
    console.log(await seedLarge(d.prisma));
    // suites that call services directly share this process's database
    if (!only) suites.push(...(await inProcessSuites(d)));
    if (!only || only === "booking") {
      bookingData = await bookingBenchData(d);
      suites.push(...(await bookingListSuites(d, bookingData)));
    }
    if (!only || only === "occupancy") suites.push(...(await occupancySuites(d)));
    if (!only || only === "finance") suites.push(...(await financeSuites(d)));
    if (!only || only === "banks") suites.push(...(await bankSuites(d)));
    if (!only || only === "stats") suites.push(...(await statsSuites(d)));
  } finally {
    await d.close();
  }
  if (only === "finance" || only === "banks" || only === "stats") return suites.forEach(printSuite);
  if (!only) await prepareDemoData();
  if (!build()) throw new Error("build failed");
  if (!only) suites.push(...(await serverSuites()), ...(await onlineSuites()), ...(await pageWeightSuites()));
  if (!only || only === "occupancy") suites.push(...(await occupancyBrowserSuites()));
  if (bookingData) {
    const { child } = await startServer();
    try {
      suites.push(...(await bookingHttpSuites(bookingData)));
    } finally {
      await stopServer(child);
    }
  }
  if (!only) suites.push(...pure);
  suites.forEach(printSuite);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
