// npm run bench: prepares .bench-data (demo and large data set, made once), builds the app if
// needed, runs every suite and prints one table per suite. BENCH=pricing: only the pure pricing
// suite (no database, no build); BENCH=booking: only the booking engine's suites.
import { migrate } from "../lib/db/migrate";
import { openDatabase } from "../lib/db/open";
import { seedDemo } from "../prisma/seed/demo";
import { seedLarge } from "../prisma/seed/large";
import { build } from "../scripts/build";
import { BENCH_DATA_DIR, printSuite, serverEnv, startServer, stopServer, type Suite } from "./harness";
import { bookingBenchData, bookingHttpSuites, bookingListSuites } from "./booking.bench";
import { serverSuites } from "./server.bench";
import { inProcessSuites } from "./in-process";
import { pricingSuites } from "./pricing.bench";

async function main() {
  // pure suites need no database: BENCH=pricing runs them alone
  const pure = await pricingSuites();
  if (process.env.BENCH === "pricing") return pure.forEach(printSuite);
  Object.assign(process.env, serverEnv());
  const d = await openDatabase({ kind: "pglite", dir: `${process.cwd()}/${BENCH_DATA_DIR}/pglite` });
  const suites: Suite[] = [];
  let bookingData: Awaited<ReturnType<typeof bookingBenchData>>;
  try {
    await migrate(d);
    await seedDemo(d.prisma);
    console.log(await seedLarge(d.prisma));
    // suites that call services directly share this process's database
    if (process.env.BENCH !== "booking") suites.push(...(await inProcessSuites(d)));
    bookingData = await bookingBenchData(d);
    suites.push(...(await bookingListSuites(d, bookingData)));
  } finally {
    await d.close();
  }
  if (!build()) throw new Error("build failed");
  if (process.env.BENCH !== "booking") suites.push(...(await serverSuites()), ...pure);
  const { child } = await startServer();
  try {
    suites.push(...(await bookingHttpSuites(bookingData)));
  } finally {
    await stopServer(child);
  }
  suites.forEach(printSuite);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
