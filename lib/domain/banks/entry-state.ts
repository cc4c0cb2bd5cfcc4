// Whether a bank entry is matched: the one rule, pure, for every caller (lists, filters, the
// matching of entries to bookings). An entry is matched when it has matches (BankEntryPayment
// rows) and their amounts add up to exactly its own amount; with matches that do not cover it yet
// it is partly matched; with none, unmatched. What is left to match is derived, never stored.
import { dec, sum, type Decimal, type DecimalLike } from "../../core/money";

export const ENTRY_STATES = ["unmatched", "partial", "matched"] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

export type EntryMatchState = {
  state: EntryState;
  /** the sum of the matches' amounts, in the entry's currency */
  matched: Decimal;
  /** what is left to match: the entry's amount less the matches (0 when matched) */
  remaining: Decimal;
};

/** The state of an entry of `amount` with matches of these amounts (in the entry's currency). */
export function entryState(amount: DecimalLike, matchAmounts: readonly DecimalLike[]): EntryMatchState {
  const matched = sum(matchAmounts);
  const remaining = dec(amount).minus(matched);
  const state: EntryState = matchAmounts.length === 0 ? "unmatched" : remaining.isZero() ? "matched" : "partial";
  return { state, matched, remaining };
}

/** True when the entry's matches cover its amount exactly. */
export const isMatched = (amount: DecimalLike, matchAmounts: readonly DecimalLike[]): boolean =>
  entryState(amount, matchAmounts).state === "matched";
