// A plain decimal ("12.5", as the server and the engine write them) with the decimal mark of a
// language ("12,5" in German). Exact: the digits are kept, not parsed into a float.

const DECIMAL = /^-?\d+\.\d+$/;

/** The language's decimal mark ("," in German, "." in English). */
export function decimalMark(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
}

/** `value` with the language's decimal mark when it is a plain decimal; anything else unchanged. */
export function withDecimalMark(value: string, locale: string): string {
  return DECIMAL.test(value) ? value.replace(".", decimalMark(locale)) : value;
}
