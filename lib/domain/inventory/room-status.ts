// The housekeeping rules of a room or cabin (pure, for the use case, the list and the phone page):
// its four statuses, which may follow which, what a check-out leaves behind and what a housekeeper
// does next. The status is today's state of the room, not a range of nights: out of service is
// shown everywhere the room is, and does not close nights for sale (a blocker does; decisions.md).

/** In the order a housekeeper works through them (the enum's order, which the list sorts by). */
export const HOUSEKEEPING_STATUSES = ["dirty", "clean", "inspected", "outOfService"] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

/** The longest note a status change keeps. */
export const STATUS_NOTE_MAX = 500;

// dirty rooms are cleaned before anyone inspects them; an inspection that fails makes the room
// dirty again; a room back in service after repairs is cleaned (or found clean) before it is inspected
const NEXT: Record<HousekeepingStatus, readonly HousekeepingStatus[]> = {
  dirty: ["clean", "outOfService"],
  clean: ["inspected", "dirty", "outOfService"],
  inspected: ["dirty", "outOfService"],
  outOfService: ["dirty", "clean"],
};

/** The statuses a room in `from` may be set to (besides `from` itself, which only changes the note). */
export function nextStatuses(from: HousekeepingStatus): readonly HousekeepingStatus[] {
  return NEXT[from];
}

export type StatusDecision =
  { ok: true; changes: boolean } | { ok: false; reason: "NOT_AFTER"; from: HousekeepingStatus; to: HousekeepingStatus };

/**
 * Whether a room in `from` may be set to `to` with `note`: the same status again is allowed and
 * changes something only when the note differs; another status must be one that may follow.
 */
export function decideStatus(
  from: HousekeepingStatus,
  to: HousekeepingStatus,
  note: string | null = null,
  currentNote: string | null = null,
): StatusDecision {
  if (from === to) return { ok: true, changes: (note ?? null) !== (currentNote ?? null) };
  if (!NEXT[from].includes(to)) return { ok: false, reason: "NOT_AFTER", from, to };
  return { ok: true, changes: true };
}

/** What a check-out leaves: a dirty room, unless it is out of service (that stays as it is). */
export function statusAfterCheckout(current: HousekeepingStatus): HousekeepingStatus {
  return current === "outOfService" ? current : "dirty";
}

/** What the housekeeper does next in a room, the most urgent first. */
export const HOUSEKEEPING_TASKS = ["cleanForArrival", "clean", "inspectForArrival", "inspect", "none"] as const;
export type HousekeepingTask = (typeof HOUSEKEEPING_TASKS)[number];

/**
 * The next task of a room from its status and whether guests arrive today: a dirty room guests
 * arrive in comes first, then other dirty rooms, then clean rooms to inspect (arrivals first).
 * Out of service and inspected rooms need nothing.
 */
export function housekeepingTask(status: HousekeepingStatus, arrivalToday: boolean): HousekeepingTask {
  if (status === "dirty") return arrivalToday ? "cleanForArrival" : "clean";
  if (status === "clean") return arrivalToday ? "inspectForArrival" : "inspect";
  return "none";
}
