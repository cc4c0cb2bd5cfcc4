// A booking's calculation as the API answers it: every line with sort, type, its text in the
// caller's language, amount, price and what produced it, the total and totals, the todos, and
// (on request) the explanation "why this price" with each of its texts translated too.
import { translator } from "../../i18n/translator";
import type { Locale } from "../../i18n/locale";
import { textInLanguage, type TextInLanguage } from "./text-in-language";
import type { CalculationLine, CalculationResult, Text } from "./types";

const isText = (v: unknown): v is Text =>
  !!v &&
  typeof v === "object" &&
  !Array.isArray(v) &&
  typeof (v as Text).key === "string" &&
  Object.keys(v).every((k) => k === "key" || k === "values");

/** Every {key, values} inside `value` gains its `text` in the caller's language (keys stay, for clients). */
function translateDeep(value: unknown, t: TextInLanguage): unknown {
  if (Array.isArray(value)) return value.map((v) => translateDeep(v, t));
  if (isText(value)) return { ...value, text: t(value) };
  if (value && typeof value === "object" && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateDeep(v, t)]));
  }
  return value;
}

/** What a calculation line counts and charges, as both the answer and the stored line carry it. */
export const lineFigures = (l: CalculationLine) => ({
  amount: l.amount,
  price: l.price,
  total: l.total,
  billable: l.billable,
  customers: l.customers,
  customerType: l.customerType,
});

export function calculationJson(
  bookingId: number | null,
  result: CalculationResult,
  locale: Locale,
  options: { explain?: boolean } = {},
) {
  const t = textInLanguage(locale, translator(locale));
  return {
    bookingId,
    currency: result.totals.currency,
    calculation: result.lines.map((l) => ({
      key: l.key,
      sort: l.sort,
      type: l.type,
      text: t(l.text),
      textKey: l.text,
      ...lineFigures(l),
      source: l.source,
      editable: l.editable,
      deletable: l.deletable,
      unique: l.unique,
      onsite: l.onsite,
      taxable: l.taxable,
      commissionable: l.commissionable,
    })),
    total: result.total,
    totals: result.totals,
    todo: result.todo,
    todos: result.todos.map(t),
    ...(options.explain ? { explain: translateDeep(result.explain, t) } : {}),
  };
}
