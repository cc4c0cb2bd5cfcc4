// Reading a statement's values (pure): amounts with a decimal comma or point, thousands separators
// and the signs banks write ("-12,50", "12,50-", "(12.50)"), calendar dates in the usual formats,
// and the one error of a bad row, naming its line, field and value in the caller's language.
import { AppError } from "../../core/errors";
import { messageKey } from "../../i18n/message-key";

import { DATE_FORMATS, type DateFormat } from "./statement-mapping";

export { DATE_FORMATS, type DateFormat } from "./statement-mapping";
export type DecimalMark = "," | ".";

/** What can be wrong with a row's value (errors.bankRow.<problem>). */
export type RowProblem =
  | "notNumber"
  | "decimals"
  | "tooLarge"
  | "notDate"
  | "missing"
  | "currency"
  | "outsidePeriod"
  | "beforeOpening"
  | "columns";

/** Largest amount a bank entry holds: DECIMAL(14, 2). */
const MAX_INTEGER_DIGITS = 12;
const MAX_VALUE_SHOWN = 60;

/**
 * A bad row: 400 whose message says where ("line 17: amount '12,3,4' is not a number"), the same
 * text as the field issue of `file`, and the parts in `details` for a client to show its own way.
 */
export function rowError(
  problem: RowProblem,
  line: number,
  field: string,
  value: string,
  extra: Record<string, string | number> = {},
): AppError {
  const shown = value.length > MAX_VALUE_SHOWN ? `${value.slice(0, MAX_VALUE_SHOWN)}…` : value;
  const values = { line, field, value: shown, ...extra };
  const key = `errors.bankRow.${problem}`;
  return new AppError("VALIDATION_ERROR", key, {
    values,
    fields: [{ path: "file", message: messageKey(key, values) }],
    details: { line, field, value: shown, problem, ...extra },
  });
}

/** The problem with an amount's text, or its value as a plain decimal ("-1234.50"). */
export function readAmount(raw: string, decimal: DecimalMark): { value: string } | { problem: RowProblem } {
  let s = raw.replace(/[\s\u00a0\u202f']/g, "").replace(/^[€$£]|[€$£]$/g, "");
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (/^[+-]/.test(s)) {
    negative = negative !== (s[0] === "-");
    s = s.slice(1);
  } else if (/[+-]$/.test(s)) {
    negative = negative !== s.endsWith("-");
    s = s.slice(0, -1);
  }
  const group = decimal === "," ? "\\." : ",";
  const mark = decimal === "," ? "," : "\\.";
  const m = new RegExp(`^(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${mark}(\\d+))?$`).exec(s);
  if (!m) return { problem: "notNumber" };
  const integer = m[1].replace(/[.,]/g, "").replace(/^0+(?=\d)/, "");
  const fraction = m[2] ?? "";
  if (fraction.length > 2) return { problem: "decimals" };
  if (integer.length > MAX_INTEGER_DIGITS) return { problem: "tooLarge" };
  const value = `${integer}.${fraction.padEnd(2, "0")}`;
  return { value: negative && !/^0\.00$/.test(value) ? `-${value}` : value };
}

const PATTERNS: Record<DateFormat, { re: RegExp; d: number; m: number; y: number }> = {
  "DD.MM.YYYY": { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, d: 1, m: 2, y: 3 },
  "DD.MM.YY": { re: /^(\d{1,2})\.(\d{1,2})\.(\d{2})$/, d: 1, m: 2, y: 3 },
  "YYYY-MM-DD": { re: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, d: 3, m: 2, y: 1 },
  "DD/MM/YYYY": { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, d: 1, m: 2, y: 3 },
  "MM/DD/YYYY": { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, d: 2, m: 1, y: 3 },
};

/** A calendar date (YYYY-MM-DD) from its text in `format`, or null when it is none (31.02.2026). */
export function readDate(raw: string, format: DateFormat): string | null {
  const p = PATTERNS[format];
  const m = p.re.exec(raw.trim());
  if (!m) return null;
  let year = Number(m[p.y]);
  if (m[p.y].length === 2) year += year >= 70 ? 1900 : 2000;
  const month = Number(m[p.m]);
  const day = Number(m[p.d]);
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The formats a date's text can be read in, most likely first (DD/MM before MM/DD). */
export const dateFormatsOf = (raw: string): DateFormat[] => DATE_FORMATS.filter((f) => readDate(raw, f) !== null);
