// What a CSV statement's mapping names (pure constants, no imports): the columns it maps and the
// date formats a bank writes. Shared by the statement readers and the import screen's selects.

/** The columns a mapping names (0-based); `amount`, or `debit` and/or `credit`. */
export const MAPPED_COLUMNS = [
  "date",
  "valueDate",
  "amount",
  "debit",
  "credit",
  "currency",
  "counterparty",
  "iban",
  "reference",
] as const;
export type MappedColumn = (typeof MAPPED_COLUMNS)[number];

export const DATE_FORMATS = ["DD.MM.YYYY", "DD.MM.YY", "YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
