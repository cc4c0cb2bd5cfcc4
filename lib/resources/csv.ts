// CSV as RFC 4180: comma separated, CRLF rows, fields with a comma, quote or line break quoted
// and inner quotes doubled. Streamed in batches so memory stays flat for any number of rows.
// Safe to open in a spreadsheet: a text that starts with =, +, -, @, a tab or a carriage return
// would run as a formula (=HYPERLINK(...) typed into a public registration form), so it gets a
// leading apostrophe. Numbers (Decimal columns too) are written plainly and never changed.
import { Decimal } from "../core/money";

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet would not run as a formula. */
export const neutralizeFormula = (s: string) => (FORMULA_START.test(s) ? `'${s}` : s);

/** The text of one cell: numbers plain (a Decimal without exponent), dates as ISO, objects as JSON. */
function cellText(v: unknown): string {
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (Decimal.isDecimal(v)) return (v as Decimal).toFixed();
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "object") return neutralizeFormula(JSON.stringify(v));
  return neutralizeFormula(String(v));
}

export function csvField(v: unknown): string {
  if (v === null || v === undefined) return "";
  const s = cellText(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (values: unknown[]) => `${values.map(csvField).join(",")}\r\n`;

/** A text/csv stream: the header row, then one row per item as `next()` yields batches. */
export function csvStream(header: string[], next: () => Promise<unknown[][] | null>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(header)));
        return;
      }
      const batch = await next();
      if (!batch) return controller.close();
      controller.enqueue(encoder.encode(batch.map(csvRow).join("")));
    },
  });
}
