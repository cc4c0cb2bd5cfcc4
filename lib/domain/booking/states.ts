import type { BookingState } from "../../core/db";

export const BOOKING_STATES = [
  "draft", "confirmed", "planned", "aborted", "rebooked", "resolved", "deleted", "freed", "splitted", "waiting",
] as const satisfies readonly BookingState[];

/** The state filter's extra entry: every state but resolved. */
export const NOT_RESOLVED = "notResolved";

// States whose booking keeps its rooms and beds. A waiting-list entry holds nothing; a cancelled,
// rebooked, deleted, freed or split booking has given its inventory back (or to its successor).
const HOLDING: ReadonlySet<BookingState> = new Set(["draft", "confirmed", "planned", "resolved"]);

export function holdsInventory(state: BookingState): boolean {
  return HOLDING.has(state);
}
