// A statement file's bytes read into movements (pure): the text decoded (UTF-8, ISO-8859-1 or
// Windows-1252, detected or as told), the format detected (CAMT.053 XML, MT940, else CSV) or as
// told, then read by its reader; CSV through the bank's column mapping. An empty file, a file of
// another kind (a PDF, another XML) and one without movements are refused with a clear error.
import { AppError } from "../../core/errors";
import { messageKey } from "../../i18n/message-key";
import { isCamt053, readCamt053 } from "./camt053-statement";
import { detectDelimiter, readCsvEntries, type CsvMapping } from "./csv-statement";
import { isMt940, readMt940 } from "./mt940-statement";
import { decodeText, detectEncoding, type TextEncoding } from "./statement-text";
import type { ParsedStatement, StatementFormat } from "./statement-types";

export type ReadOptions = {
  format?: StatementFormat;
  encoding?: TextEncoding;
  /** the CSV column mapping (required for CSV) */
  mapping?: CsvMapping | null;
  /** the bank's currency: a CSV row without a currency column is in it */
  currency: string;
};

export function fileError(problem: string, values: Record<string, string | number> = {}): AppError {
  const key = `errors.bankFile.${problem}`;
  return new AppError("VALIDATION_ERROR", key, {
    values,
    fields: [{ path: "file", message: messageKey(key, Object.keys(values).length ? values : undefined) }],
    details: { problem, ...values },
  });
}

/** Control characters no text file has (NUL, the ones of a PDF's or a spreadsheet's bytes). */
const isBinary = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 8 || (c >= 14 && c <= 26)) return true;
  }
  return false;
};

/** The format of a statement's text; null: none we read (a PDF, a spreadsheet, another XML). */
export function detectFormat(text: string): StatementFormat | null {
  const head = text.slice(0, 4096).trimStart();
  if (isBinary(head) || head.startsWith("%PDF") || head.startsWith("PK")) return null;
  if (head.startsWith("<")) return isCamt053(text.slice(0, 65536)) ? "camt053" : null;
  if (isMt940(text.slice(0, 65536))) return "mt940";
  return detectDelimiter(text.slice(0, 65536)) ? "csv" : null;
}

export function readStatement(bytes: Uint8Array, o: ReadOptions): ParsedStatement & { encoding: TextEncoding } {
  const encoding = o.encoding ?? o.mapping?.encoding ?? detectEncoding(bytes);
  const text = decodeText(bytes, encoding);
  if (!text.trim()) throw fileError("empty");
  const detected = detectFormat(text);
  const format = o.format ?? detected;
  if (!format) throw fileError("unknownFormat");
  // XML that is no CAMT.053 (pain.001, camt.052) or a DOCTYPE (entities we do not expand)
  if (format === "camt053" && (!isCamt053(text) || /<!DOCTYPE|<!ENTITY/i.test(text.slice(0, 4096))))
    throw fileError("unknownFormat");
  let parts;
  if (format === "camt053") parts = readCamt053(text);
  else if (format === "mt940") parts = readMt940(text);
  else {
    if (!o.mapping) throw fileError("noMapping");
    parts = [{ entries: readCsvEntries(text, o.mapping, o.currency) }];
  }
  if (!parts.some((p) => p.entries.length)) throw fileError("noEntries");
  return { format, encoding, parts };
}
