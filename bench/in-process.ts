// Suites that call services against the benchmark database inside this process: the engine's
// customer list next to the same query as raw SQL, and the CSV export's memory.
import type { Database } from "../lib/db/open";
import { useDatabase } from "../lib/db/client";
import { customerResource } from "../lib/domain/crm/customer-resource";
import { listResource, listResourceCsv } from "../lib/resources/engine";
import { ADMIN_PRINCIPAL } from "../prisma/seed/admin-principal";
import { latency, newBench, type Suite } from "./harness";

const admin = ADMIN_PRINCIPAL;
const TERM = "anna";

export async function inProcessSuites(d: Database): Promise<Suite[]> {
  useDatabase(d);
  const customers = await d.prisma.customer.count();
  const list = newBench(`customer list: page of 25, search "${TERM}", ${customers} customers`);
  list.add("engine (GET /api/customers)", async () => {
    await listResource(customerResource, admin, { page: 1, size: 25, search: TERM, order: "asc", filter: {} });
  });
  list.add("raw SQL, same query", async () => {
    const like = `%${TERM}%`;
    await Promise.all([
      d.prisma.$queryRawUnsafe(
        `SELECT id, "fullName", "firstName", "lastName", name, gender, email, phone, city, country, nationality, "customerType", "agencyId", birthday, "createdAt"
         FROM "Customer" WHERE "searchText" LIKE $1 ORDER BY "lastName" ASC, id ASC LIMIT 25`,
        like,
      ),
      d.prisma.$queryRawUnsafe(`SELECT count(*) FROM "Customer" WHERE "searchText" LIKE $1`, like),
    ]);
  });
  await list.run();

  // CSV of every customer: the stream is read to the end while the resident memory is sampled
  const csv = newBench(`listCSV of all ${customers} customers (streamed)`, { iterations: 3, time: 0, warmup: false });
  let peakGrowthMb = 0;
  let bytes = 0;
  csv.add("GET /api/customers/listCSV", async () => {
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const stream = await listResourceCsv(
      customerResource,
      admin,
      { page: 1, size: 25, order: "asc", filter: {} },
      (_k, fb) => fb,
    );
    const reader = stream.getReader();
    bytes = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.length;
    clearInterval(timer);
    peakGrowthMb = Math.max(peakGrowthMb, (Math.max(peak, process.memoryUsage().rss) - base) / 1024 / 1024);
  });
  await csv.run();
  useDatabase(undefined);

  const listSuite: Suite = {
    name: list.name!,
    bench: list,
    notes: () => {
      const engine = latency(listSuite, "engine (GET /api/customers)")?.p50 ?? NaN;
      const raw = latency(listSuite, "raw SQL, same query")?.p50 ?? NaN;
      return [
        `targets: median under 30 ms, within 1.5x of raw SQL -> engine ${engine.toFixed(1)} ms, raw ${raw.toFixed(1)} ms, ratio ${(engine / raw).toFixed(2)}x`,
      ];
    },
  };
  return [
    listSuite,
    {
      name: csv.name!,
      bench: csv,
      notes: () => [
        `target: peak RSS growth under 100 MB -> ${peakGrowthMb.toFixed(1)} MB for ${(bytes / 1024 / 1024).toFixed(1)} MB of CSV`,
      ],
    },
  ];
}
