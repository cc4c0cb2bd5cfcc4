// What every statement reader answers (CSV, CAMT.053, MT940, a Wise statement): the movements with
// the line each comes from, and what the statement says of itself (account, currency, period),
// which the import checks against the bank account.
import type { NewEntry } from "./add-entries";

export const STATEMENT_FORMATS = ["csv", "camt053", "mt940"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export type StatementEntry = NewEntry & {
  /** the line of the file the movement starts on (1-based) */
  line: number;
  date: string;
  amount: string;
};

export type StatementPart = {
  /** the account the statement is of: an IBAN or the bank's own account number */
  account?: string | null;
  currency?: string | null;
  /** the statement's period (calendar dates, both included): every booking date lies within */
  period?: { from: string; to: string } | null;
  entries: StatementEntry[];
};

/** A file may hold several statements (one per day or account): each keeps its own period. */
export type ParsedStatement = { format: StatementFormat | "wise"; parts: StatementPart[] };
