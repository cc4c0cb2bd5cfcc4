// The calculation's texts (lines, todos, "why this price") in a language. The engine writes each
// as a message key with values in its own terms: ISO dates, enum names (FOCUnit, ChangeRoomPrice,
// PerNight, room), counts as text. Here those values become words first: dates as the language
// writes them, enum names by their labels, counts as numbers for the messages' plurals ("1 night",
// "2 nights"), decimals with the language's mark ("17,52" in German). Stored lines keep the raw
// values, so a line reads right in either language.
import { own } from "../../core/own";
import { formatDay } from "../../i18n/date-format";
import { withDecimalMark } from "../../i18n/number-format";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import type { CalculationLine, Text } from "./types";

/** Values named so hold an enum name: the labels it has in the message files. */
const LABELS: Record<string, string> = {
  discount: "pricing.discountTypes",
  target: "pricing.targets",
  scope: "pricing.scopes",
  rule: "pricing.addRules",
  per: "prices.per",
  state: "bookingStates",
};
/** Values named so are counts, which the messages put in singular or plural. */
const COUNTS = new Set(["nights", "persons", "quantity", "beds"]);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type TextInLanguage = (text: Text) => string;

export function textInLanguage(locale: Locale, t = translator(locale)): TextInLanguage {
  const value = (name: string, v: string | number): string | number => {
    if (typeof v !== "string") return v;
    // a label where the value is an enum name; anything else under that name (a price's own
    // discount text, "10%") stays as written
    const labels = own(LABELS, name);
    if (labels) return t(`${labels}.${v}`, undefined, v);
    if (COUNTS.has(name) && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
    return ISO_DAY.test(v) ? formatDay(v, locale) : withDecimalMark(v, locale);
  };
  return ({ key, values }) =>
    t(key, values && Object.fromEntries(Object.entries(values).map(([name, v]) => [name, value(name, v)])));
}

/** A calculation's billable lines as a quote answers them, their texts in `locale`. */
export function quoteLines(lines: readonly CalculationLine[], locale: Locale) {
  const say = textInLanguage(locale);
  return lines
    .filter((l) => l.billable)
    .map((l) => ({
      key: l.key,
      type: l.type,
      text: say(l.text),
      amount: l.amount.toString(),
      price: l.price.toFixed(2),
      total: l.total.toFixed(2),
      onsite: l.onsite,
    }));
}
