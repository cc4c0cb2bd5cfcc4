// What an operator pastes into the price grid from a spreadsheet: rows of tab-separated cells.
// Amounts and dates are read the way German and English spreadsheets write them, so "1.234,50",
// "1,234.50", "€ 95" and "24.12.2025" arrive as "1234.50", "95" and "2025-12-24".
import { formatDay } from "@/lib/i18n/date-format";
import { decimalMark } from "@/lib/i18n/number-format";

/** Rows of cells from clipboard text (tabs between cells, line breaks between rows). */
export function parseClipboard(text: string): string[][] {
  const rows = text.replace(/\r\n?/g, "\n").split("\n");
  // a copied block ends with a line break: no empty last row
  while (rows.length && rows[rows.length - 1] === "") rows.pop();
  return rows.map((r) => r.split("\t").map((c) => c.trim()));
}

/** An amount as the API takes it ("1234.5"), or the text unchanged when it is not one. */
export function normalizeAmount(raw: string): string {
  let s = raw.replace(/[\s\u00a0'€$£₱]|EUR|USD|GBP|PHP/gi, "");
  if (!s) return "";
  const comma = s.lastIndexOf(",");
  const dot = s.lastIndexOf(".");
  if (comma >= 0 && dot >= 0) {
    // the later separator is the decimal one; the other groups thousands
    s = comma > dot ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  } else if (comma >= 0) {
    // "1,234" (thousands) when exactly three digits follow and there is no other comma
    const tail = s.length - comma - 1;
    s = tail === 3 && s.indexOf(",") === comma && !/^-?0,/.test(s) ? s.replace(",", "") : s.replace(",", ".");
  }
  return /^-?\d+(\.\d+)?$/.test(s) ? s : raw.trim();
}

/**
 * A stored amount ("80.5") as the grid shows it in the user's language ("80,50" in German, "80.50"
 * in English): at least two decimals, exact (no float), no grouping. Three decimals get a fourth
 * ("1,2340"), since "1,234" would read back as a thousand (normalizeAmount).
 */
export function formatAmount(value: string, locale: string): string {
  const m = /^(-?\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return value;
  let fraction = (m[2] ?? "").padEnd(2, "0");
  if (fraction.length === 3) fraction += "0";
  return `${m[1]}${decimalMark(locale)}${fraction}`;
}

const MONTHS = "january february march april may june july august september october november december".split(" ");
/** 1-12 for an English month's name or its start ("Jan", "Sept"), else 0. */
const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase())) + 1;
const fullYear = (y: string) => (y.length === 2 ? `20${y}` : y);
const iso = (year: string, month: number | string, day: string) =>
  `${fullYear(year)}-${String(month).padStart(2, "0")}-${day.padStart(2, "0")}`;

/**
 * A date as "YYYY-MM-DD" from that form, "DD.MM.YYYY" / "DD/MM/YYYY" (German, spreadsheets) or the
 * way the grid shows it in English ("Jan 1, 2026", also "1 Jan 2026"); else the text unchanged.
 */
export function normalizeDate(raw: string): string {
  const s = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const m = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/.exec(s);
  if (m) return iso(m[3], m[2], m[1]);
  // a month's name first ("Jan 1, 2026") or after the day ("1 Jan 2026")
  const monthFirst = /^([a-z]{3,})\.? (\d{1,2}),? (\d{4})$/i.exec(s);
  if (monthFirst && monthOf(monthFirst[1]) > 0) return iso(monthFirst[3], monthOf(monthFirst[1]), monthFirst[2]);
  const dayFirst = /^(\d{1,2})\.? ([a-z]{3,})\.?,? (\d{4})$/i.exec(s);
  if (dayFirst && monthOf(dayFirst[2]) > 0) return iso(dayFirst[3], monthOf(dayFirst[2]), dayFirst[1]);
  return s;
}

/**
 * A stored date ("2026-01-01") as the grid shows it in the user's language, as every other screen
 * does ("01.01.2026" in German, "Jan 1, 2026" in English); normalizeDate reads it back. Anything that
 * is not a date is left as typed, so the server names the problem.
 */
export function formatDate(value: string, locale: string): string {
  return formatDay(normalizeDate(value), locale);
}
