// Invoice and credit note numbers: gap-free and unique per series and year, as a tax office
// expects. A counter row per series and year is incremented in the issuing transaction, so an
// issue that rolls back gives its number back (the next issue takes it) and two concurrent issues
// never share one (the row stays locked until the first commits).
import { Prisma, type Tx } from "../../core/db";

export type InvoiceSeries = "invoice" | "credit";

const PREFIX: Record<InvoiceSeries, string> = { invoice: "INV", credit: "CRN" };

/** "INV2026-00042": series, year, running number (five digits, more when needed). */
export function formatInvoiceNumber(series: InvoiceSeries, year: number, seq: number): string {
  return `${PREFIX[series]}${year}-${String(seq).padStart(5, "0")}`;
}

/** Takes the next number of a series in a year. */
export async function takeInvoiceNumber(tx: Tx, series: InvoiceSeries, year: number) {
  const [{ last }] = await tx.$queryRaw<{ last: number }[]>(Prisma.sql`
    INSERT INTO "InvoiceNumberCounter" ("series", "year", "last") VALUES (${series}, ${year}, 1)
    ON CONFLICT ("series", "year") DO UPDATE SET "last" = "InvoiceNumberCounter"."last" + 1
    RETURNING "last"`);
  return { seq: last, number: formatInvoiceNumber(series, year, last) };
}
