// Banks on the large data set (issue 38, performance): a statement of 50,000 CSV rows imported
// into a new account in process (read, checked, written in chunks in one transaction; memory
// sampled while it runs), then the suggestions for 1,000 of its unmatched entries, a fifth of them
// paying a booking in full. Prints each figure beside its target; never asserts.
import { calendarDate } from "../lib/core/dates";
import type { Database } from "../lib/db/open";
import { useDatabase } from "../lib/db/client";
import { importStatement } from "../lib/domain/banks/import-statement";
import { entriesForMatching, suggestionsFor } from "../lib/domain/banks/suggest-matches";
import { ADMIN_PRINCIPAL } from "../prisma/seed/admin-principal";
import { latency, newBench, type Suite } from "./harness";

const ROWS = 50_000;
const IMPORT_TARGET_MS = 20_000;
const SUGGEST_TARGET_MS = 2_000;

/** "DD.MM.YYYY" of the n-th day of 2025. */
const day = (n: number) => {
  const d = new Date(Date.UTC(2025, 0, 1 + (n % 365)));
  return `${String(d.getUTCDate()).padStart(2, "0")}.${String(d.getUTCMonth() + 1).padStart(2, "0")}.2025`;
};

export async function bankSuites(d: Database): Promise<Suite[]> {
  useDatabase(d);
  // 200 transfers pay a booking in full: its open amount, its customer's name, its number (the
  // large data set's numbers are not the product's own, so the amount and the name find them)
  const paying = await d.prisma.booking.findMany({
    where: { bookingNo: { not: null }, state: "confirmed", currency: "EUR", total: { gt: 0 } },
    select: { bookingNo: true, total: true, customer: { select: { firstName: true, lastName: true } } },
    take: 200,
    orderBy: { id: "desc" },
  });
  // a German bank's export: semicolons, decimal comma, a header; every row a movement of its own
  const lines = ["Buchungstag;Betrag;Auftraggeber;Verwendungszweck"];
  for (let i = 0; i < ROWS; i++) {
    const b = paying[i];
    const amount = (b ? Number(b.total) : ((i * 37) % 250_000) / 100 + 1).toFixed(2).replace(".", ",");
    const payer = b?.customer ? `${b.customer.firstName} ${b.customer.lastName}` : `Payer ${i % 700} GmbH`;
    const ref = b ? `Zahlung ${b.bookingNo}` : `Transfer ${i} Rechnung ${100_000 + i}`;
    lines.push(`${day(i)};${!b && i % 7 === 0 ? "-" : ""}${amount};${payer};${ref}`);
  }
  const bytes = new TextEncoder().encode(lines.join("\r\n"));
  const mapping = {
    delimiter: ";" as const,
    skip: 1,
    dateFormat: "DD.MM.YYYY" as const,
    decimal: "," as const,
    columns: { date: 0, amount: 1, counterparty: 2, reference: 3 },
  };

  const bench = newBench(`banks: a statement of ${ROWS} CSV rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB)`, {
    iterations: 1,
    time: 0,
    warmup: false,
  });
  let bankId = 0;
  let added = 0;
  let peakMb = 0;
  bench.add("import (read, check, write in one transaction)", async () => {
    // a new account each run: the same statement imported again adds nothing
    bankId = (
      await d.prisma.bank.create({
        data: { name: `Bench ${Date.now()}`, currency: "EUR", openingDate: calendarDate("2000-01-01") },
      })
    ).id;
    global.gc?.();
    const start = process.memoryUsage().rss;
    const timer = setInterval(() => {
      peakMb = Math.max(peakMb, (process.memoryUsage().rss - start) / 1024 / 1024);
    }, 50);
    try {
      added = (await importStatement({ bankId, bytes, mapping, format: "csv" }, ADMIN_PRINCIPAL)).added;
    } finally {
      clearInterval(timer);
      peakMb = Math.max(peakMb, (process.memoryUsage().rss - start) / 1024 / 1024);
    }
  });
  await bench.run();

  const ids = (
    await d.prisma.bankEntry.findMany({
      where: { bankId, amount: { gt: 0 } },
      select: { id: true },
      orderBy: { id: "asc" },
      take: 1000,
    })
  ).map((e) => e.id);
  const entries = await entriesForMatching(ids);
  let found = 0;
  const suggest = newBench("banks: suggestions for 1,000 unmatched entries (large data set)", {
    iterations: 5,
    time: 0,
  });
  suggest.add("suggestions for 1,000 unmatched entries", async () => {
    const s = await suggestionsFor(entries, { limit: 3 });
    found = [...s.values()].filter((x) => x.length > 0).length;
  });
  await suggest.run();
  useDatabase(undefined);

  const imported: Suite = {
    name: bench.name!,
    bench,
    notes: () => {
      const ms = latency(imported, "import (read, check, write in one transaction)")?.p50 ?? NaN;
      return [
        `target: under ${IMPORT_TARGET_MS / 1000} s, memory flat -> ${(ms / 1000).toFixed(1)} s, ${added} entries added, resident memory at most ${peakMb.toFixed(0)} MB above its start`,
      ];
    },
  };
  const suggested: Suite = {
    name: suggest.name!,
    bench: suggest,
    notes: () => {
      const ms = latency(suggested, "suggestions for 1,000 unmatched entries")?.p50 ?? NaN;
      return [
        `target: under ${SUGGEST_TARGET_MS} ms -> ${ms.toFixed(0)} ms (${found} of ${entries.length} entries with a suggestion)`,
      ];
    },
  };
  return [imported, suggested];
}
