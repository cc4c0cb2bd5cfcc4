// What an operator pastes into the price grid from a spreadsheet: rows of tab-separated cells.
// Amounts and dates are read the way German and English spreadsheets write them, so "1.234,50",
// "1,234.50", "€ 95" and "24.12.2025" arrive as "1234.50", "95" and "2025-12-24".
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

/** A date as "YYYY-MM-DD" from that form or "DD.MM.YYYY" / "DD/MM/YYYY"; else the text unchanged. */
export function normalizeDate(raw: string): string {
  const s = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const m = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/.exec(s);
  if (!m) return s;
  const year = m[3].length === 2 ? `20${m[3]}` : m[3];
  return `${year}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}`;
}
