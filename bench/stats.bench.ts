// Statistics on the large data set (issue 42, performance): every figure of the statistics module
// for one year over all assets, in process (the endpoints' own work: parameters, filters, the
// figure's query, the answer's table and chart), each printed beside the 150 ms target; and the
// two dashboards (the staff home's figures for 30 days, the customers' for that year) beside the
// 200 ms target; never asserts.
import type { Database } from "../lib/db/open";
import { useDatabase } from "../lib/db/client";
import { customerDashboard, customerDashboardQuery } from "../lib/domain/stats/customer-stats";
import { dashboard } from "../lib/domain/stats/dashboard";
import { FIGURE_NAMES } from "../lib/domain/stats/figures";
import { runFigure } from "../lib/domain/stats/run-figure";
import { statsQuery } from "../lib/domain/stats/stats-query";
import { latency, newBench, type Suite } from "./harness";

const TARGET_MS = 150;
const DASHBOARD_MS = 200;
const DASHBOARDS = ["staff dashboard (GET /api/bookings/statistics, 30 days)", "GET /api/customers/dashboard"];

export async function statsSuites(d: Database): Promise<Suite[]> {
  useDatabase(d);
  // a year in the middle of the data: full of arrivals on either side
  const [span] = await d.prisma.$queryRawUnsafe<{ lo: Date; hi: Date }[]>(
    `SELECT min("dateFrom") lo, max("dateTo") hi FROM "Booking"`,
  );
  const year = Math.floor((span.lo.getUTCFullYear() + span.hi.getUTCFullYear()) / 2);
  const query = statsQuery.parse({ from: `${year}-01-01`, to: `${year}-12-31` });
  const bench = newBench(`statistics for one year (${year}) over all assets, each figure`, { iterations: 5, time: 0 });
  for (const figure of FIGURE_NAMES) bench.add(figure, async () => void (await runFigure(figure, query, "en")));
  bench.add(DASHBOARDS[0], async () => void (await dashboard(30)));
  const customers = customerDashboardQuery.parse({ from: `${year}-01-01`, to: `${year}-12-31` });
  bench.add(DASHBOARDS[1], async () => void (await customerDashboard(customers)));
  await bench.run();
  useDatabase(undefined);
  const suite: Suite = {
    name: bench.name!,
    bench,
    notes: () => {
      const figures = FIGURE_NAMES.map((f) => [f, latency(suite, f)?.p50 ?? NaN] as const);
      const over = figures.filter(([, ms]) => !(ms < TARGET_MS));
      return [
        `target: each median under ${TARGET_MS} ms -> ${figures.map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join(", ")} ms`,
        over.length ? `over the target: ${over.map(([f]) => f).join(", ")}` : "every figure within the target",
        `target: each dashboard under ${DASHBOARD_MS} ms -> ${DASHBOARDS.map((n) => `${n} ${(latency(suite, n)?.p50 ?? NaN).toFixed(0)} ms`).join(", ")}`,
      ];
    },
  };
  return [suite];
}
