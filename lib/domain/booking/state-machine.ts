// The booking state machine: which action may start from which state, which state it leads to,
// which number (offer, reservation, booking) it assigns and whether the booking takes or gives back
// its rooms and beds. Pure rules: no database, no Next.js, no I/O, so the booking routes, the
// booking page, GET /api/bookings/actionStates and the tests all read the same table.
// docs/booking-states.md gives the reason for every row.
import type { GuardPolicy } from "../settings/defaults";
import { BOOKING_STATES, HOLDING_STATES, holdsInventory } from "./states";

export type BookingState = (typeof BOOKING_STATES)[number];

/** Action names are the API path names (spec part 2, section 7), hence the spec's "cancell". */
export const ACTIONS = [
  "reserve",
  "confirm",
  "wait",
  "cancell",
  "release",
  "expire",
  "delete",
  "revert",
  "rebook",
  "revertRebook",
  "move",
  "moveCabin",
  "lockUnlockRoom",
  "splitByCustomer",
  "splitInvoice",
  "checkin",
  "checkout",
  "markPaid",
] as const;

export type BookingAction = (typeof ACTIONS)[number];

/** The numbers a booking carries; each is unique and gap-free per year. */
export type BookingNumberKind = "offerNo" | "reservationNo" | "bookingNo";

/** What the caller must send with the action (checked by the route, not here). */
export type ActionInput =
  | "reason" // release: why the rooms are given back
  | "target" // rebook: the target schedule (vessel) or new dates (resort)
  | "schedule" // move: the target schedule
  | "room" // moveCabin: the target room or cabin
  | "bookingRoom"; // lockUnlockRoom: which of the booking's rooms

/** Who triggers the action: staff on the booking page, or the system (the option expiry job). */
export type ActionActor = "staff" | "system";

/**
 * How the action relates to the guests' stay:
 * - beforeCheckin: only before anyone checked in (the stay cannot be undone or moved once begun);
 * - untilCheckout: before check-in or while the guests are in (not after they left);
 * - any: also after check-out.
 */
export type StayRule = "beforeCheckin" | "untilCheckout" | "any";

export interface ActionRule {
  /** States the action may start from. */
  readonly from: readonly BookingState[];
  /**
   * The state after the action. null: the action does not set the state. Then either the state
   * stays as it is, or (when `undoes` is set) the state before the undone action comes back.
   */
  readonly to: BookingState | null;
  /** revert and revertRebook: the actions they undo. */
  readonly undoes?: readonly BookingAction[];
  readonly input: readonly ActionInput[];
  readonly by: ActionActor;
  /** Allowed on a settled booking (resolved flag set, or the state resolved). */
  readonly onSettled: boolean;
  readonly stay: StayRule;
}

/** The open states in which a booking can still change: offer, option, booking and waiting list. */
const OPEN: readonly BookingState[] = ["draft", "planned", "confirmed", "waiting"];

/**
 * The full table. Reasons per row: docs/booking-states.md. Change it together with that document
 * and tests/unit/booking-state-machine.test.ts (whose matrix catches any change).
 */
export const ACTION_TABLE: Readonly<Record<BookingAction, ActionRule>> = {
  reserve: {
    from: ["draft", "waiting"],
    to: "planned",
    input: [],
    by: "staff",
    onSettled: false,
    stay: "beforeCheckin",
  },
  confirm: {
    from: ["draft", "planned", "waiting"],
    to: "confirmed",
    input: [],
    by: "staff",
    onSettled: false,
    stay: "beforeCheckin",
  },
  wait: { from: ["draft", "planned"], to: "waiting", input: [], by: "staff", onSettled: false, stay: "beforeCheckin" },
  cancell: { from: OPEN, to: "aborted", input: [], by: "staff", onSettled: false, stay: "beforeCheckin" },
  release: {
    from: ["draft", "planned"],
    to: "freed",
    input: ["reason"],
    by: "staff",
    onSettled: false,
    stay: "beforeCheckin",
  },
  expire: { from: ["planned"], to: "freed", input: [], by: "system", onSettled: false, stay: "beforeCheckin" },
  delete: {
    from: ["draft", "planned", "waiting", "aborted", "freed"],
    to: "deleted",
    input: [],
    by: "staff",
    onSettled: false,
    stay: "beforeCheckin",
  },
  revert: {
    from: ["aborted", "freed", "deleted"],
    to: null,
    undoes: ["cancell", "release", "expire", "delete"],
    input: [],
    by: "staff",
    onSettled: false,
    stay: "any",
  },
  rebook: {
    from: ["draft", "planned", "confirmed"],
    to: "rebooked",
    input: ["target"],
    by: "staff",
    onSettled: false,
    stay: "beforeCheckin",
  },
  revertRebook: {
    from: ["rebooked"],
    to: null,
    undoes: ["rebook"],
    input: [],
    by: "staff",
    onSettled: false,
    stay: "any",
  },
  move: { from: OPEN, to: null, input: ["schedule"], by: "staff", onSettled: false, stay: "beforeCheckin" },
  moveCabin: {
    from: ["draft", "planned", "confirmed"],
    to: null,
    input: ["room"],
    by: "staff",
    onSettled: false,
    stay: "untilCheckout",
  },
  lockUnlockRoom: {
    from: ["draft", "planned", "confirmed"],
    to: null,
    input: ["bookingRoom"],
    by: "staff",
    onSettled: false,
    stay: "untilCheckout",
  },
  splitByCustomer: { from: OPEN, to: "splitted", input: [], by: "staff", onSettled: false, stay: "beforeCheckin" },
  splitInvoice: { from: ["confirmed", "resolved"], to: null, input: [], by: "staff", onSettled: true, stay: "any" },
  checkin: { from: ["confirmed"], to: null, input: [], by: "staff", onSettled: false, stay: "beforeCheckin" },
  checkout: { from: ["confirmed"], to: null, input: [], by: "staff", onSettled: false, stay: "untilCheckout" },
  markPaid: { from: ["planned", "confirmed"], to: null, input: [], by: "staff", onSettled: false, stay: "any" },
};

/** States whose booking keeps its rooms and beds (docs/decisions.md); the rest hold nothing. */
export { HOLDING_STATES };

/** The number a booking needs once it is in a state: an offer, an option or a firm booking. */
export const NUMBER_FOR_STATE: Readonly<Partial<Record<BookingState, BookingNumberKind>>> = {
  draft: "offerNo",
  planned: "reservationNo",
  confirmed: "bookingNo",
};

/** What is known about the booking besides its state; every field is optional. */
export interface BookingFacts {
  /** The booking's resolved flag: settled (checked out and paid). */
  readonly resolved?: boolean;
  /** At least one guest (room) has checked in. */
  readonly checkedIn?: boolean;
  /** The guests have checked out (implies checkedIn). */
  readonly checkedOut?: boolean;
  /** Nothing is left to pay. */
  readonly paid?: boolean;
  /** The state before the last cancel, release, expiry, delete or rebook (from the history). */
  readonly previousState?: BookingState;
  /**
   * When an option ends; null or absent: the option does not expire. Either its last day
   * (YYYY-MM-DD, inclusive; compared with `today`) or an instant (ISO 8601 with time and zone,
   * compared with `now`): online holds last minutes, not days.
   */
  readonly optionUntil?: string | null;
  /**
   * The property's calendar date (YYYY-MM-DD), needed to decide whether an option has expired and
   * whether check-in is open.
   */
  readonly today?: string;
  /**
   * The booking's first arrival date (YYYY-MM-DD, the property's calendar date): check-in opens on
   * it (compared with `today`). Absent: not known, check-in is not held back.
   */
  readonly arrival?: string;
  /** The current instant (ISO 8601), for options that end at an instant. */
  readonly now?: string;
  /** Something is left to pay (the booking's open amount is above zero): check-out asks first. */
  readonly openBalance?: boolean;
  /**
   * The caller confirmed a guarded action with a reason (an early check-in, a check-out with an
   * open balance). Where the operator allows such an action with a reason, this lets it run.
   */
  readonly confirmed?: boolean;
  /** The operator's setting per guard (booking settings); absent: allowed with a reason. */
  readonly guards?: Partial<Record<Guard, GuardPolicy>>;
  /** Numbers the booking already has; they are kept, never assigned again. */
  readonly numbers?: readonly BookingNumberKind[];
}

export type RefusalReason =
  | "STATE_NOT_ALLOWED" // the table does not allow the action from this state
  | "SETTLED" // the booking is resolved (settled); only invoice splitting remains
  | "CHECKED_IN" // the stay has begun (or: checkin a second time)
  | "CHECKED_OUT" // the guests have left
  | "NOT_CHECKED_IN" // checkout before checkin
  | "ALREADY_PAID" // markPaid twice
  | "OPTION_NOT_EXPIRED" // expire before the option's last day has passed (or without one)
  | "BEFORE_ARRIVAL" // checkin before the booking's first arrival date (property's calendar)
  | "OPEN_BALANCE" // checkout while something is left to pay
  | "PREVIOUS_STATE_UNKNOWN" // revert without the state to go back to
  | "PREVIOUS_STATE_INVALID"; // that state cannot have led here

export interface AllowedTransition {
  readonly ok: true;
  readonly action: BookingAction;
  readonly from: BookingState;
  /** The state after the action (equal to `from` when the action keeps the state). */
  readonly to: BookingState;
  readonly changesState: boolean;
  /** The resolved flag after the action. */
  readonly resolved: boolean;
  /** Numbers to assign now: those the new state needs that the booking does not have yet. */
  readonly assigns: readonly BookingNumberKind[];
  /** The booking gives back rooms or beds it held (to the pool or to a successor). */
  readonly releasesInventory: boolean;
  /** The booking takes rooms or beds (the database's exclusion constraints decide if they are free). */
  readonly takesInventory: boolean;
}

/** The checks that ask before a costly step: a check-in before arrival, a check-out while money is open. */
export type Guard = "BEFORE_ARRIVAL" | "OPEN_BALANCE";
export type { GuardPolicy };

export interface RefusedTransition {
  readonly ok: false;
  readonly reason: RefusalReason;
  /**
   * A guard refused it that a confirmation with a reason would let through (the operator allows
   * it): the caller asks and sends the action again with `confirm: true` and a reason.
   */
  readonly confirmable?: boolean;
  readonly state: BookingState;
  readonly action: BookingAction;
}

export type TransitionResult = AllowedTransition | RefusedTransition;

/** One row of GET /api/bookings/actionStates. */
export interface ActionStatesRow {
  action: BookingAction;
  from: BookingState[];
  /** null: the action does not set the state (it stays, or for revert rows comes back: see restores). */
  to: BookingState | null;
  /** revert and revertRebook only: the states the booking can come back to. */
  restores?: BookingState[];
}

// move and moveCabin give up the old rooms and take new ones within the same booking.
const RELOCATES: ReadonlySet<BookingAction> = new Set<BookingAction>(["move", "moveCabin"]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether an option has ended: after its last day, or past its instant. Unknown: not expired. */
function optionExpired({ optionUntil, today, now }: BookingFacts): boolean {
  if (typeof optionUntil !== "string") return false;
  // ISO dates compare as strings; the option holds through its last day.
  if (ISO_DATE.test(optionUntil)) return typeof today === "string" && ISO_DATE.test(today) && today > optionUntil;
  if (!ISO_INSTANT.test(optionUntil) || typeof now !== "string") return false;
  const [until, at] = [Date.parse(optionUntil), Date.parse(now)];
  return Number.isFinite(until) && Number.isFinite(at) && at > until;
}

/** Whether the property's today lies before the booking's first arrival date. Unknown: no. */
function beforeArrival({ arrival, today }: BookingFacts): boolean {
  // ISO dates compare as strings; check-in opens on the arrival date itself
  if (typeof arrival !== "string" || typeof today !== "string") return false;
  return ISO_DATE.test(arrival) && ISO_DATE.test(today) && today < arrival;
}

/** For routes: is this path segment one of the actions? */
export function isBookingAction(value: string): value is BookingAction {
  return (ACTIONS as readonly string[]).includes(value);
}

export function isSettled(state: BookingState, resolvedFlag: boolean): boolean {
  return state === "resolved" || resolvedFlag;
}

/** The states `revert`/`revertRebook` may bring back from `state`: where the undone actions start. */
export function restorableStates(action: BookingAction, state: BookingState): BookingState[] {
  const undone = (ACTION_TABLE[action].undoes ?? []).filter((a) => ACTION_TABLE[a].to === state);
  const sources = new Set(undone.flatMap((a) => ACTION_TABLE[a].from));
  return BOOKING_STATES.filter((s) => sources.has(s));
}

export function requiredInput(action: BookingAction): readonly ActionInput[] {
  return ACTION_TABLE[action].input;
}

/** Whether `action` may run on a booking in `state`, and what it does. */
export function nextState(state: BookingState, action: BookingAction, facts: BookingFacts = {}): TransitionResult {
  const rule = ACTION_TABLE[action];
  const refuse = (reason: RefusalReason): RefusedTransition => ({ ok: false, reason, state, action });
  if (!rule.from.includes(state)) return refuse("STATE_NOT_ALLOWED");

  const settled = isSettled(state, facts.resolved === true);
  if (settled && !rule.onSettled) return refuse("SETTLED");

  // Leaving implies having arrived, so a checked-out booking counts as checked in too.
  const checkedOut = facts.checkedOut === true;
  const checkedIn = facts.checkedIn === true || checkedOut;
  if (rule.stay === "beforeCheckin" && checkedIn) return refuse("CHECKED_IN");
  if (rule.stay === "untilCheckout" && checkedOut) return refuse("CHECKED_OUT");

  // a guard: refused outright where the operator says so, else it asks for a confirmation
  const guarded = (guard: Guard): RefusedTransition | null => {
    if (facts.guards?.[guard] === "refuse") return refuse(guard);
    return facts.confirmed === true ? null : { ...refuse(guard), confirmable: true };
  };

  let to: BookingState = rule.to ?? state;
  let resolved = settled;
  switch (action) {
    case "checkin": {
      const early = beforeArrival(facts) ? guarded("BEFORE_ARRIVAL") : null;
      if (early) return early;
      break;
    }
    case "checkout": {
      if (!checkedIn) return refuse("NOT_CHECKED_IN");
      const owing = facts.openBalance === true ? guarded("OPEN_BALANCE") : null;
      if (owing) return owing;
      // Settled = checked out and paid; whichever of the two comes last sets the flag.
      resolved = facts.paid === true;
      break;
    }
    case "markPaid":
      if (facts.paid === true) return refuse("ALREADY_PAID");
      resolved = checkedOut;
      break;
    case "expire":
      if (!optionExpired(facts)) return refuse("OPTION_NOT_EXPIRED");
      // a paid option is the guest's: staff confirm it, time does not free it
      if (facts.paid === true) return refuse("ALREADY_PAID");
      break;
    case "revert":
    case "revertRebook": {
      if (facts.previousState === undefined) return refuse("PREVIOUS_STATE_UNKNOWN");
      if (!restorableStates(action, state).includes(facts.previousState)) return refuse("PREVIOUS_STATE_INVALID");
      to = facts.previousState;
      break;
    }
    default:
      break;
  }

  const changesState = to !== state;
  const heldBefore = holdsInventory(state);
  const heldAfter = holdsInventory(to);
  const relocates = RELOCATES.has(action) && heldBefore;
  const needed = changesState ? NUMBER_FOR_STATE[to] : undefined;
  const assigns: BookingNumberKind[] = needed !== undefined && !(facts.numbers ?? []).includes(needed) ? [needed] : [];
  return {
    ok: true,
    action,
    from: state,
    to,
    changesState,
    resolved,
    assigns,
    releasesInventory: relocates || (heldBefore && !heldAfter),
    takesInventory: relocates || (!heldBefore && heldAfter),
  };
}

/**
 * The actions the actor may run now (by default staff's, for the booking page's buttons). An
 * action a guard asks about is offered: the button asks for the reason.
 */
export function allowedActions(
  state: BookingState,
  facts: BookingFacts = {},
  actor: ActionActor = "staff",
): BookingAction[] {
  return ACTIONS.filter((action) => {
    if (ACTION_TABLE[action].by !== actor) return false;
    const t = nextState(state, action, facts);
    return t.ok || t.confirmable === true;
  });
}

/** The table as GET /api/bookings/actionStates answers it (fresh arrays: callers may not change the table). */
export function actionStates(): ActionStatesRow[] {
  return ACTIONS.map((action) => {
    const rule = ACTION_TABLE[action];
    const row: ActionStatesRow = { action, from: [...rule.from], to: rule.to };
    if (rule.undoes) {
      const back = new Set(rule.from.flatMap((s) => restorableStates(action, s)));
      row.restores = BOOKING_STATES.filter((s) => back.has(s));
    }
    return row;
  });
}
