// The finance report for one year on the large data set (issue 37, performance): a deposit and a
// rest payment for every booking and an invoice for every second one are added once (set-based
// SQL, kept in .bench-data), then GET /api/bookings/report/finance's read runs in process for a
// whole year as JSON and as XLSX. Prints the median beside its target; never asserts.
import type { Database } from "../lib/db/open";
import { useDatabase } from "../lib/db/client";
import { financeReport } from "../lib/domain/finance/finance-report";
import { financeReportXlsx } from "../lib/domain/finance/finance-report-files";
import { invoiceToken } from "../lib/domain/finance/invoice-token";
import { documentOf, drawInvoice, sealSelect } from "../lib/domain/finance/seal-invoice";
import { latency, newBench, type Suite } from "./harness";

const TARGET_MS = 2000;
const PDF_TARGET_MS = 500;

/** The public page of the demo's invoice (with its token), for the server's time-to-first-byte suite. */
export let publicInvoicePath: string | null = null;

/** Payments and invoices for the bookings arriving in `year` (once: a second run finds them there). */
async function seedMoney(d: Database, year: number) {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-31`;
  // a deposit (30 %) by transfer 60 days before arrival, the rest 10 days before by card or in cash
  await d.prisma.$executeRawUnsafe(
    `INSERT INTO "Payment" ("bookingId", provider, "providerPaymentId", status, amount, currency, method, date,
       "updatedAt")
     SELECT b.id, 'bench', 'bench-' || part || '-' || b.id, 'paid',
       CASE part WHEN 'deposit' THEN round(b.total * 0.3, 2) ELSE b.total - round(b.total * 0.3, 2) END,
       b.currency,
       CASE WHEN part = 'deposit' THEN 'transfer' WHEN b.id % 2 = 0 THEN 'card' ELSE 'cash' END,
       b."dateFrom" - CASE part WHEN 'deposit' THEN 60 ELSE 10 END, now()
     FROM "Booking" b CROSS JOIN (VALUES ('deposit'), ('rest')) p(part)
     WHERE b."dateFrom" BETWEEN $1::date AND $2::date AND b.state IN ('confirmed', 'resolved') AND b.total > 0
     ON CONFLICT (provider, "providerPaymentId") DO NOTHING`,
    from,
    to,
  );
  // an invoice issued 30 days before arrival for every second booking (numbers far above the app's own)
  await d.prisma.$executeRawUnsafe(
    `INSERT INTO "Invoice" ("bookingId", series, year, seq, number, kind, date, language, currency, net, tax, total,
       "amountDue", seller, buyer, lines, "taxBreakdown", pdf, "pdfHash")
     SELECT b.id, 'invoice', extract(year FROM b."dateFrom" - 30)::int, 1000000 + b.id, 'BENCH-' || b.id, 'full',
       b."dateFrom" - 30, 'de', b.currency, round(b.total / 1.07, 2), b.total - round(b.total / 1.07, 2), b.total,
       b.total, '{"name": "Bench GmbH"}', json_build_object('name', 'Guest ' || b."customerId"), '[]', '[]',
       '\\x00'::bytea, 'bench'
     FROM "Booking" b
     WHERE b."dateFrom" BETWEEN $1::date AND $2::date AND b.state IN ('confirmed', 'resolved') AND b.id % 2 = 0
     ON CONFLICT (number) DO NOTHING`,
    from,
    to,
  );
}

export async function financeSuites(d: Database): Promise<Suite[]> {
  useDatabase(d);
  // a year in the middle of the data: full of arrivals on either side
  const [span] = await d.prisma.$queryRawUnsafe<{ lo: Date; hi: Date }[]>(
    `SELECT min("dateFrom") lo, max("dateTo") hi FROM "Booking"`,
  );
  const year = Math.floor((span.lo.getUTCFullYear() + span.hi.getUTCFullYear()) / 2);
  await seedMoney(d, year);
  const period = { from: `${year}-01-01`, to: `${year}-12-31` };
  const first = await financeReport(period);
  const payments = first.groups.reduce((n, g) => n + g.payments.length, 0);
  const invoices = first.groups.reduce((n, g) => n + g.invoices.length, 0);
  const bench = newBench(
    `report/finance for one year (${year}): ${payments} payments, ${invoices} invoices, ${first.groups.length} assets`,
    { iterations: 5, time: 0 },
  );
  let bytes = 0;
  bench.add("JSON (the report's read)", async () => {
    await financeReport(period);
  });
  bench.add("XLSX (read and workbook)", async () => {
    bytes = (await financeReportXlsx(await financeReport(period), "de")).length;
  });
  // an invoice as issued (the demo's, not the bench's rows): its PDF, GiroCode and e-invoice drawn
  const issued = await d.prisma.invoice.findFirst({
    where: { NOT: { number: { startsWith: "BENCH-" } } },
    select: sealSelect,
    orderBy: { id: "asc" },
  });
  if (issued) {
    publicInvoicePath = `/invoice/${issued.id}?token=${invoiceToken(issued)}`;
    bench.add("invoice PDF (drawn with GiroCode and Factur-X)", async () => {
      await drawInvoice(documentOf(issued));
    });
  }
  await bench.run();
  useDatabase(undefined);
  const suite: Suite = {
    name: bench.name!,
    bench,
    notes: () => {
      const json = latency(suite, "JSON (the report's read)")?.p50 ?? NaN;
      const xlsx = latency(suite, "XLSX (read and workbook)")?.p50 ?? NaN;
      const mb = (bytes / 1024 / 1024).toFixed(1);
      const pdf = latency(suite, "invoice PDF (drawn with GiroCode and Factur-X)")?.p50 ?? NaN;
      return [
        `target: median under ${TARGET_MS} ms -> JSON ${json.toFixed(0)} ms, XLSX ${xlsx.toFixed(0)} ms (${mb} MB)`,
        `invoice PDF render: target median under ${PDF_TARGET_MS} ms -> ${pdf.toFixed(0)} ms`,
      ];
    },
  };
  return [suite];
}
