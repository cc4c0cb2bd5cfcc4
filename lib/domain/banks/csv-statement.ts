// CSV statements from any bank (pure): records read with quotes as RFC 4180 writes them, the
// dialect detected (delimiter, where the header is), a column mapping suggested from the header's
// names in German and English, and the rows read through the mapping the bank keeps. Each row
// knows the line it starts on, so an error names the line a text editor shows.
import { z } from "zod";
import {
  DATE_FORMATS,
  dateFormatsOf,
  readAmount,
  readDate,
  rowError,
  type DateFormat,
  type DecimalMark,
} from "./statement-values";
import type { StatementEntry } from "./statement-types";
import { TEXT_ENCODINGS } from "./statement-text";
import { MAPPED_COLUMNS, type MappedColumn } from "./statement-mapping";

export const DELIMITERS = [";", ",", "\t", "|"] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export { MAPPED_COLUMNS, type MappedColumn } from "./statement-mapping";

const column = z.coerce.number().int().min(0).max(200);

/** How a bank's CSV reads: chosen once on a preview, kept with the bank (Bank.csvMapping). */
export const csvMappingSchema = z
  .object({
    delimiter: z.enum(DELIMITERS),
    /** absent: detected from the bytes */
    encoding: z.enum(TEXT_ENCODINGS).optional(),
    /** records before the first movement (lines of account details, the header) */
    skip: z.coerce.number().int().min(0).max(100).default(1),
    dateFormat: z.enum(DATE_FORMATS),
    decimal: z.enum([",", "."]),
    columns: z.object({
      date: column,
      valueDate: column.optional(),
      amount: column.optional(),
      debit: column.optional(),
      credit: column.optional(),
      currency: column.optional(),
      counterparty: column.optional(),
      iban: column.optional(),
      reference: column.optional(),
    }),
  })
  .refine((m) => m.columns.amount !== undefined || m.columns.debit !== undefined || m.columns.credit !== undefined, {
    path: ["columns", "amount"],
    message: "validation.required",
  })
  .meta({ id: "BankCsvMapping", description: "How a bank's CSV statement reads (column numbers from 0)" });
export type CsvMapping = z.infer<typeof csvMappingSchema>;

export type CsvRecord = { line: number; cells: string[] };

/** The records of a CSV text, each with the line it starts on (quoted cells may span lines). */
export function* csvRecords(text: string, delimiter: string): Generator<CsvRecord> {
  const n = text.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let cell = "";
    for (;;) {
      if (i < n && text[i] === '"') {
        // a quoted cell: "" is a quote, anything else up to the closing quote is the cell's
        i++;
        for (;;) {
          const q = text.indexOf('"', i);
          if (q < 0) {
            cell += text.slice(i);
            i = n;
            break;
          }
          const part = text.slice(i, q);
          for (let k = part.indexOf("\n"); k >= 0; k = part.indexOf("\n", k + 1)) line++;
          cell += part;
          if (text[q + 1] === '"') {
            cell += '"';
            i = q + 2;
          } else {
            i = q + 1;
            break;
          }
        }
      }
      // the rest of the cell up to the delimiter or the end of the line
      let j = i;
      while (j < n && text[j] !== delimiter && text[j] !== "\n" && text[j] !== "\r") j++;
      cell += text.slice(i, j);
      i = j;
      cells.push(cell.trim());
      cell = "";
      if (i < n && text[i] === delimiter) {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === "\r") i++;
    if (text[i] === "\n") i++;
    line++;
    yield { line: start, cells };
  }
}

const isBlank = (r: CsvRecord) => r.cells.every((c) => c === "");

/** The first `max` records that are not blank. */
export function firstRecords(text: string, delimiter: string, max: number): CsvRecord[] {
  const out: CsvRecord[] = [];
  for (const r of csvRecords(text, delimiter)) {
    if (!isBlank(r)) out.push(r);
    if (out.length >= max) break;
  }
  return out;
}

const modal = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
};

const SAMPLE = 60;

/** The delimiter whose records have the same number of cells (at least two) most often; null: none. */
export function detectDelimiter(text: string): Delimiter | null {
  let best: { d: Delimiter; rows: number; width: number } | null = null;
  for (const d of DELIMITERS) {
    const records = firstRecords(text, d, SAMPLE);
    const [width, rows] = modal(records.map((r) => r.cells.length));
    if (width < 2 || rows < 1) continue;
    if (!best || rows > best.rows || (rows === best.rows && width > best.width)) best = { d, rows, width };
  }
  return best?.d ?? null;
}

const looksLikeValue = (c: string) => dateFormatsOf(c).length > 0 || /^[-+(]?[\d.,' ]+[-)]?$/.test(c);

/**
 * Where the movements start: the header is the first record as wide as most and mostly of words
 * (not dates or amounts); the lines above it (account details) are skipped with it. No header:
 * the first record as wide as most.
 */
export function detectSkip(records: CsvRecord[]): { skip: number; header: string[] | null } {
  const [width] = modal(records.map((r) => r.cells.length));
  const first = records.findIndex((r) => r.cells.length === width);
  if (first < 0) return { skip: 0, header: null };
  const cells = records[first].cells.filter((c) => c !== "");
  const words = cells.filter((c) => !looksLikeValue(c)).length;
  if (words >= Math.max(1, cells.length / 2)) return { skip: first + 1, header: records[first].cells };
  return { skip: first, header: null };
}

// header names (lower case, without accents) a column is known by, most telling first
const NAMES: Record<MappedColumn, readonly RegExp[]> = {
  date: [
    /^(buchungstag|buchungsdatum|booking date|transaction date|posting date|completed date)$/,
    /^(datum|date|buchung)$/,
  ],
  valueDate: [/^(valuta|valutadatum|wertstellung|wertstellungsdatum|value date)$/],
  amount: [/^(betrag|umsatz|amount|transaction amount)( \(.*\)| in \w+)?$/],
  debit: [/^(soll|belastung|ausgang|debit|money out|paid out|withdrawals?)( \(.*\))?$/],
  credit: [/^(haben|gutschrift|eingang|credit|money in|paid in|deposits?)( \(.*\))?$/],
  currency: [/^(wahrung|waehrung|currency|ccy|whrg\.?)$/],
  counterparty: [
    /(empfanger|auftraggeber|zahlungspflichtig|begunstigt|beguenstigt|zahlungsbeteiligt)/,
    /^(payee|payer|counterparty|counter party|name|beneficiary)$/,
  ],
  iban: [/^(iban|kontonummer\/iban|iban zahlungsbeteiligter|counterparty iban|account number)$/, /(iban|kontonummer)/],
  reference: [/^(verwendungszweck|reference|zahlungsreferenz|purpose|memo)$/, /^(buchungstext|description|details)$/],
};

const plain = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** A mapping for a header and its first rows: columns by their names, formats by their values. */
export function suggestMapping(
  delimiter: Delimiter,
  skip: number,
  header: string[] | null,
  rows: string[][],
): CsvMapping {
  const columns: Partial<Record<MappedColumn, number>> = {};
  const names = (header ?? []).map(plain);
  for (const key of MAPPED_COLUMNS)
    for (const pattern of NAMES[key]) {
      const i = names.findIndex((n, at) => pattern.test(n) && !Object.values(columns).includes(at));
      if (i >= 0) {
        columns[key] = i;
        break;
      }
    }
  const width = Math.max(header?.length ?? 0, ...rows.map((r) => r.length));
  // without names: the first column of dates, the first of amounts after it
  if (columns.date === undefined)
    for (let i = 0; i < width; i++)
      if (rows.length && rows.every((r) => dateFormatsOf(r[i] ?? "").length)) {
        columns.date = i;
        break;
      }
  const dateValues = rows.map((r) => r[columns.date ?? 0] ?? "").filter(Boolean);
  const amountColumns = [columns.amount, columns.debit, columns.credit].filter((c) => c !== undefined);
  if (!amountColumns.length)
    for (let i = 0; i < width; i++)
      if (
        i !== columns.date &&
        rows.length &&
        rows.every((r) => /^[-+]?[\d.,]+-?$/.test(r[i] ?? "") && /\d/.test(r[i] ?? ""))
      ) {
        columns.amount = i;
        amountColumns.push(i);
        break;
      }
  const amounts = rows.flatMap((r) => amountColumns.map((c) => r[c] ?? "")).filter(Boolean);
  return {
    delimiter,
    skip,
    dateFormat: suggestDateFormat(dateValues),
    decimal: suggestDecimal(amounts),
    columns: { date: 0, ...columns },
  };
}

/** The format all these dates read in; DD/MM before MM/DD unless a day past 12 says otherwise. */
export function suggestDateFormat(values: string[]): DateFormat {
  for (const f of DATE_FORMATS) if (values.length && values.every((v) => readDate(v, f))) return f;
  return delimiterDefault(values);
}
const delimiterDefault = (values: string[]): DateFormat =>
  values.some((v) => v.includes("-"))
    ? "YYYY-MM-DD"
    : values.some((v) => v.includes("/"))
      ? "DD/MM/YYYY"
      : "DD.MM.YYYY";

/** A decimal comma when an amount ends in ",dd" or has "." thousands before a comma; else a point. */
export function suggestDecimal(values: string[]): DecimalMark {
  let comma = 0;
  let point = 0;
  for (const v of values) {
    if (/,\d{1,2}-?\)?$/.test(v) || /\.\d{3},/.test(v)) comma++;
    else if (/\.\d{1,2}-?\)?$/.test(v) || /,\d{3}\./.test(v)) point++;
  }
  return comma > point ? "," : ".";
}

/**
 * The movements of a CSV text read through `mapping`. Blank records and records with neither a
 * date nor an amount (a closing balance line) are no movements; any other bad value is an error
 * naming its line and field.
 */
export function readCsvEntries(text: string, mapping: CsvMapping, currency: string): StatementEntry[] {
  const c = mapping.columns;
  const out: StatementEntry[] = [];
  let index = 0;
  const needed = Math.max(...Object.values(c).filter((v): v is number => v !== undefined));
  for (const r of csvRecords(text, mapping.delimiter)) {
    // blank records are not counted: the preview counts `skip` the same way
    if (isBlank(r) || index++ < mapping.skip) continue;
    const cell = (i: number | undefined) => (i === undefined ? "" : (r.cells[i] ?? ""));
    const rawDate = cell(c.date);
    const amountCells = [c.amount, c.debit, c.credit].map(cell);
    if (!rawDate && amountCells.every((a) => !a)) continue;
    if (r.cells.length <= needed)
      throw rowError("columns", r.line, "columns", String(r.cells.length), { needed: needed + 1 });
    const date = readDate(rawDate, mapping.dateFormat);
    if (!rawDate) throw rowError("missing", r.line, "date", "");
    if (!date) throw rowError("notDate", r.line, "date", rawDate, { format: mapping.dateFormat });
    const rawValueDate = cell(c.valueDate);
    const valueDate = rawValueDate ? readDate(rawValueDate, mapping.dateFormat) : null;
    if (rawValueDate && !valueDate)
      throw rowError("notDate", r.line, "valueDate", rawValueDate, { format: mapping.dateFormat });
    out.push({
      line: r.line,
      date,
      valueDate,
      amount: amountOf(r.line, c, cell, mapping.decimal),
      currency: (cell(c.currency) || currency).toUpperCase(),
      counterparty: cell(c.counterparty) || null,
      counterpartyIban: cell(c.iban) || null,
      reference: cell(c.reference) || null,
    });
  }
  return out;
}

function amountOf(
  line: number,
  c: CsvMapping["columns"],
  cell: (i: number | undefined) => string,
  decimal: DecimalMark,
): string {
  const read = (field: "amount" | "debit" | "credit") => {
    const raw = cell(c[field]);
    if (!raw) return null;
    const r = readAmount(raw, decimal);
    if ("problem" in r) throw rowError(r.problem, line, field, raw);
    return r.value;
  };
  if (c.amount !== undefined) {
    const v = read("amount");
    if (v === null) throw rowError("missing", line, "amount", "");
    return v;
  }
  // debit and credit columns: money out (whatever its sign there) and money in
  const debit = read("debit");
  const credit = read("credit");
  if (debit === null && credit === null)
    throw rowError("missing", line, c.debit !== undefined ? "debit" : "credit", "");
  const cents = (v: string | null) => (v === null ? 0n : BigInt(v.replace("-", "").replace(".", "")));
  const total = cents(credit) - cents(debit);
  const abs = total < 0n ? -total : total;
  const s = abs.toString().padStart(3, "0");
  return `${total < 0n ? "-" : ""}${s.slice(0, -2)}.${s.slice(-2)}`;
}
