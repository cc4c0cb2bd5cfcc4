// Money as a reader of the locale expects it ("1.234,50 €" in German, "€1,234.50" in English):
// the exact decimal string goes to Intl (no float rounding); an unknown currency code falls back
// to "amount CODE".
import type { Locale } from "./locale";

export function formatMoney(amount: string, currency: string, locale: Locale | string): string {
  try {
    const f = new Intl.NumberFormat(locale, { style: "currency", currency });
    // Intl formats a decimal string exactly (NumberFormat v3)
    return f.format(amount as unknown as number);
  } catch {
    return `${amount} ${currency}`;
  }
}
