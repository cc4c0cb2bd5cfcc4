// CSV as RFC 4180: comma separated, CRLF rows, inner quotes doubled. Streamed in batches so memory
// stays flat for any number of rows. Safe to open in a spreadsheet, whichever separator it splits
// on (German Excel splits on ";", others on tabs):
// - every text cell holding a character a spreadsheet may split on (, ; tab CR LF) or a quote is
//   quoted, so a spreadsheet that reads RFC 4180 keeps it one cell;
// - every part of a text that could begin a cell after such a split -- the text's start, and what
//   follows each , ; tab CR LF -- is neutralised when it would run as a formula (it starts with
//   =, +, -, @, after spaces or quotes): an apostrophe goes in front of that part ("x;=1+1" is
//   written "x;'=1+1"), and a text starting with a tab or CR gets one in front too. Only the
//   dangerous parts change, so "Berlin, Mitte" stays as it was.
// Numbers (Decimal columns too) are written plainly and never changed.
import { Decimal } from "../core/money";

/** Characters a spreadsheet may split a cell on (kept by the split: odd entries). */
const SEPARATORS = /([,;\t\r\n])/;
/** A part a spreadsheet would run as a formula, after spaces or quotes. */
const FORMULA_START = /^[\s"]*[=+\-@]/;
/** Characters a spreadsheet may split a cell on, and the quote: such a cell is quoted. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** A text no spreadsheet runs as a formula, however it splits it (see the top of the file). */
export function neutralizeFormula(s: string): string {
  const parts = s.split(SEPARATORS).map((p, i) => (i % 2 === 0 && FORMULA_START.test(p) ? `'${p}` : p));
  // a text starting with a tab or CR: a spreadsheet may take it as the start of a formula too
  return /^[\t\r]/.test(s) ? `'${parts.join("")}` : parts.join("");
}

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
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
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
