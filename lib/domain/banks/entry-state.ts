// Whether a bank entry is matched: the one rule, pure, for every caller (the entry lists, their
// state filter, the matching answers). What covers an entry is its matches (BankEntryPayment rows,
// each a booking's payment) and its parts booked as credit (while that credit movement stands),
// all in the entry's currency and counted against its amount without the sign (money out is
// matched by refunds). Covered by nothing: unmatched; wholly: matched; else partly matched. What is
// left to match is derived, never stored.
import { dec, sum, type Decimal, type DecimalLike } from "../../core/money";

export const ENTRY_STATES = ["unmatched", "partial", "matched"] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

export type EntryMatchState = {
  state: EntryState;
  /** the sum of the matches' amounts, in the entry's currency */
  matched: Decimal;
  /** the sum of its parts booked as credit */
  credited: Decimal;
  /** what is left to match: the entry's amount (without sign) less matches and credits */
  remaining: Decimal;
};

/** The state of an entry of `amount` with matches and credits of these amounts (entry currency). */
export function entryState(
  amount: DecimalLike,
  matchAmounts: readonly DecimalLike[],
  creditAmounts: readonly DecimalLike[] = [],
): EntryMatchState {
  const matched = sum(matchAmounts);
  const credited = sum(creditAmounts);
  const covered = matched.plus(credited);
  const remaining = dec(amount).abs().minus(covered);
  const state: EntryState = covered.isZero() ? "unmatched" : remaining.lte(0) ? "matched" : "partial";
  return { state, matched, credited, remaining };
}

/** True when the entry's matches cover its amount exactly. */
export const isMatched = (amount: DecimalLike, matchAmounts: readonly DecimalLike[]): boolean =>
  entryState(amount, matchAmounts).state === "matched";
