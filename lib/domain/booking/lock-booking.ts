// The first step of every change to an existing booking: find it within the caller's scope, lock
// its row until the transaction ends (two changes to one booking run one after the other), check
// the version the caller last saw, and ask the state machine whether the action may run.
import type { Principal } from "../../auth/principal";
import { db, Prisma, transaction, type BookingState, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { isoDate } from "../../core/dates";
import { operatorToday } from "../../core/operator";
import { readGroup } from "../settings/group-settings";
import { assertMayRun, bookingScope, type BookingScope } from "./access";
import { afterBookingChange } from "./after-change";
import { rememberLatestVersion } from "./history";
import { openOfBooking } from "./payment-due";
import type { BookingView } from "./view";
import {
  nextState,
  type AllowedTransition,
  type BookingAction,
  type BookingFacts,
  type BookingNumberKind,
  type Guard,
  type GuardPolicy,
  type TransitionResult,
} from "./state-machine";

export type LockedBooking = {
  id: number;
  state: BookingState;
  resolved: boolean;
  version: number;
  type: "vessel" | "resort";
  optionUntil: Date | null;
  previousState: BookingState | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  paidAt: Date | null;
  offerNo: string | null;
  reservationNo: string | null;
  bookingNo: string | null;
  agencyId: number | null;
  customerId: number | null;
  scheduleId: number | null;
  resortId: number | null;
  vesselId: number | null;
  tourId: number | null;
  dateFrom: Date;
  dateTo: Date;
  /** whether staff changed any engine line (reloadPrice drops the changes only when there are some) */
  hasLineOverrides: boolean;
};

/** The version an If-Match header names ("7", W/"7" or 7; * is any); 400 for anything else. */
function ifMatchVersion(ifMatch: string | null): number | undefined {
  const h = ifMatch?.trim();
  if (!h || h === "*") return undefined;
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(h);
  // a header that names no single version must not let the write through unchecked
  if (!m)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "If-Match", message: "validation.ifMatchVersion" }],
    });
  return Number(m[1]);
}

/**
 * Reads the version a write names: If-Match or `version` in the body (a number, or digits in a
 * multipart form). Both named: the older one, so that a stale version in either is a 409.
 */
export function expectedVersionOf(ifMatch: string | null, body: unknown): number | undefined {
  const raw = body && typeof body === "object" ? (body as { version?: unknown }).version : undefined;
  const fromBody =
    typeof raw === "number" && Number.isInteger(raw)
      ? raw
      : typeof raw === "string" && /^\d{1,9}$/.test(raw)
        ? Number(raw)
        : undefined;
  const fromHeader = ifMatchVersion(ifMatch);
  if (fromBody !== undefined && fromHeader !== undefined) return Math.min(fromBody, fromHeader);
  return fromBody ?? fromHeader;
}

/** The 409 of a write that names another version of the booking than its current one. */
function assertVersion(current: number, expected: number | undefined) {
  if (expected !== undefined && expected !== current)
    throw new AppError("CONFLICT", "errors.VERSION_CONFLICT", {
      values: { current, expected },
      details: { reason: "VERSION", version: current },
    });
}

/**
 * Locks the booking (404 if it is not there or not the caller's) and checks the version.
 * Answers the row as it is under the lock, and the caller's scope.
 */
/** Actions that make new bookings of an existing one: an agency needs self-booking on for them. */
const MAKES_BOOKINGS = new Set(["rebook", "splitByCustomer"]);

/** An agency or customer taking more rooms or making bookings: as for a new booking, the operator's setting decides. */
export async function mayBookItself(actor: Principal) {
  await bookingScope(actor, "create");
}

export async function lockBooking(
  tx: Tx,
  bookingId: number,
  actor: Principal,
  o: { expectedVersion?: number; action: string },
): Promise<{ booking: LockedBooking; scope: BookingScope }> {
  const scope = await bookingScope(actor, "update");
  assertMayRun(scope, o.action);
  if (scope.kind !== "all" && MAKES_BOOKINGS.has(o.action)) await mayBookItself(actor);
  const own = scope.kind === "agency" ? Prisma.sql`AND b."agencyId" = ${scope.agencyId}` : Prisma.empty;
  // with the latest history version: the version this write stores is compared with it (history.ts)
  const [found] = await tx.$queryRaw<(LockedBooking & { lastVersion: number | null; lastSnapshot: unknown })[]>(
    Prisma.sql`
    SELECT b.id, b.state, b.resolved, b.version, b.type, b."optionUntil", b."previousState", b."checkedInAt",
           b."checkedOutAt", b."paidAt", b."offerNo", b."reservationNo", b."bookingNo", b."agencyId", b."customerId",
           b."scheduleId", b."resortId", b."vesselId", b."tourId", b."dateFrom", b."dateTo",
           EXISTS (SELECT 1 FROM "BookingLineOverride" o WHERE o."bookingId" = b.id) AS "hasLineOverrides",
           h.version AS "lastVersion", h.snapshot AS "lastSnapshot"
    FROM "Booking" b
    LEFT JOIN LATERAL (SELECT version, snapshot FROM "BookingHistory" WHERE "bookingId" = b.id
                       ORDER BY version DESC LIMIT 1) h ON true
    WHERE b.id = ${bookingId} ${own} FOR UPDATE OF b`,
  );
  if (!found) throw notFound();
  const { lastVersion, lastSnapshot, ...row } = found;
  if (lastVersion !== null) rememberLatestVersion(tx, row.id, { version: lastVersion, snapshot: lastSnapshot });
  assertVersion(row.version, o.expectedVersion);
  return { booking: row, scope };
}

/**
 * Today where the booking's property is (its resort, else its vessel; without one, the operator's
 * date): the day check-in and an option's last day are compared with. The booking page asks it too.
 */
export async function bookingToday(b: { resortId: number | null; vesselId: number | null }, tx: Tx = db()) {
  const property =
    b.resortId !== null
      ? await tx.resort.findUnique({ where: { id: b.resortId }, select: { timezone: true } })
      : b.vesselId !== null
        ? await tx.vessel.findUnique({ where: { id: b.vesselId }, select: { timezone: true } })
        : null;
  return operatorToday(property, tx);
}

/** The operator's choice per guard (booking settings earlyCheckin, checkoutWithBalance). */
export async function guardPolicies(): Promise<Record<Guard, GuardPolicy>> {
  const g = await readGroup("booking");
  const policy = (v: unknown): GuardPolicy => (v === "refuse" ? "refuse" : "reason");
  return { BEFORE_ARRIVAL: policy(g.earlyCheckin), OPEN_BALANCE: policy(g.checkoutWithBalance) };
}

/** The facts of the guards: what is open (for a check-out only: it reads the payments) and the policies. */
export type GuardFacts = { open?: string; currency?: string };

/** What the state machine needs to know besides the state. */
export async function factsOf(
  b: LockedBooking,
  tx: Tx,
  now = new Date(),
  o: { action?: BookingAction; confirmed?: boolean } = {},
): Promise<BookingFacts & GuardFacts> {
  const numbers = (["offerNo", "reservationNo", "bookingNo"] as BookingNumberKind[]).filter((k) => b[k] !== null);
  // the property's calendar date: check-in opens on the arrival date where the guests arrive
  const today = await bookingToday(b, tx);
  const money = o.action === "checkout" ? await openOfBooking(tx, b.id, today) : null;
  return {
    resolved: b.resolved,
    checkedIn: b.checkedInAt !== null,
    checkedOut: b.checkedOutAt !== null,
    paid: b.paidAt !== null,
    previousState: b.previousState ?? undefined,
    optionUntil: b.optionUntil ? b.optionUntil.toISOString() : null,
    now: now.toISOString(),
    today,
    // the first arrival: the booking's dateFrom is the earliest of its rooms' (after-change.ts)
    arrival: isoDate(b.dateFrom),
    numbers,
    guards: await guardPolicies(),
    confirmed: o.confirmed === true,
    // marked paid (cash at the desk, markPaid) counts as nothing open, whatever the payment rows say
    ...(money
      ? { openBalance: b.paidAt === null && Number(money.open) > 0, open: money.open, currency: money.currency }
      : {}),
  };
}

/**
 * The 409 for an action the state does not allow; the message names the state and the action.
 * A guard's refusal names its facts (details keep them machine-readable): a check-in before
 * arrival the arrival date and today, a check-out the open amount and currency; `confirmable`
 * says whether sending the action again with `confirm: true` and a reason lets it run.
 */
export function refusal(t: Extract<TransitionResult, { ok: false }>, facts: BookingFacts & GuardFacts = {}): AppError {
  const base = { action: t.action, state: t.state };
  if (t.reason === "BEFORE_ARRIVAL" && facts.arrival) {
    const confirmable = t.confirmable === true;
    return new AppError("CONFLICT", confirmable ? "errors.confirm.BEFORE_ARRIVAL" : "errors.refused.BEFORE_ARRIVAL", {
      values: { ...base, date: facts.arrival },
      details: { reason: t.reason, ...base, confirmable, arrival: facts.arrival, today: facts.today },
    });
  }
  if (t.reason === "OPEN_BALANCE" && facts.open !== undefined) {
    const confirmable = t.confirmable === true;
    return new AppError("CONFLICT", confirmable ? "errors.confirm.OPEN_BALANCE" : "errors.refused.OPEN_BALANCE", {
      values: { ...base, amount: facts.open, currency: facts.currency ?? "" },
      details: { reason: t.reason, ...base, confirmable, open: facts.open, currency: facts.currency },
    });
  }
  return new AppError("CONFLICT", `errors.refused.${t.reason}`, {
    values: base,
    details: { reason: t.reason, ...base },
  });
}

/**
 * The transition, or the 409 refusing it. `confirmed`: the caller confirmed a guarded action
 * (an early check-in, a check-out with money open) with a reason.
 */
export async function decide(
  b: LockedBooking,
  action: BookingAction,
  tx: Tx,
  now = new Date(),
  o: { confirmed?: boolean } = {},
): Promise<AllowedTransition> {
  const facts = await factsOf(b, tx, now, { action, confirmed: o.confirmed });
  const t = nextState(b.state, action, facts);
  if (!t.ok) throw refusal(t, facts);
  return t;
}

/** The year numbers are counted in: the operator's. */
export async function numberYear(tx: Tx): Promise<number> {
  return Number((await operatorToday(null, tx)).slice(0, 4));
}

export const OPEN_STATES: readonly BookingState[] = ["draft", "planned", "confirmed", "waiting"];

/** Changes to who stayed where and when: once the guests have left, the stay is history (as for moveCabin). */
const STAY_EDITS: ReadonlySet<string> = new Set([
  "rooms",
  "rooms/date",
  "rooms/customers",
  "removeRoom",
  "removeCustomer",
]);

/** Changes to the booking's contents (rooms, guests, fields) are for open, unsettled bookings. */
export function assertOpen(b: LockedBooking, action: string) {
  if (!OPEN_STATES.includes(b.state) || b.resolved)
    throw new AppError("CONFLICT", b.resolved ? "errors.refused.SETTLED" : "errors.NOT_EDITABLE", {
      values: { action, state: b.state },
      details: { reason: b.resolved ? "SETTLED" : "STATE_NOT_ALLOWED", state: b.state, action },
    });
  if (b.checkedOutAt && STAY_EDITS.has(action))
    throw new AppError("CONFLICT", "errors.refused.CHECKED_OUT", {
      values: { action, state: b.state },
      details: { reason: "CHECKED_OUT", state: b.state, action },
    });
}

export type EditInput = { bookingId: number; expectedVersion?: number };

/** Locks the booking an edit names, at the version the editor read (lockBooking). */
export const lockForEdit = (tx: Tx, input: EditInput, actor: Principal, action: string) =>
  lockBooking(tx, input.bookingId, actor, { expectedVersion: input.expectedVersion, action });

/**
 * The frame of every change that is not a state transition: one transaction, the booking locked
 * (scope, version), `open` bookings only unless told otherwise, the change, then the history.
 */
export async function editBooking(
  input: EditInput,
  actor: Principal,
  action: string,
  change: (tx: Tx, b: LockedBooking, scope: BookingScope) => Promise<void>,
  o: { tx?: Tx; open?: boolean } = {},
): Promise<BookingView> {
  return transaction(
    async (tx) => {
      const { booking, scope } = await lockForEdit(tx, input, actor, action);
      if (o.open !== false) assertOpen(booking, action);
      await change(tx, booking, scope);
      return afterBookingChange(tx, booking.id, actor, { action });
    },
    { tx: o.tx },
  );
}

/**
 * An edit whose own check, not whether the booking is open, decides whether the booking's state
 * allows it: `check` runs on the locked booking before the change.
 */
export function checkedEdit(
  input: EditInput,
  actor: Principal,
  action: string,
  check: (tx: Tx, b: LockedBooking) => unknown,
  change: (tx: Tx, b: LockedBooking) => Promise<void>,
  tx?: Tx,
): Promise<BookingView> {
  return editBooking(
    input,
    actor,
    action,
    async (tx, b) => {
      await check(tx, b);
      await change(tx, b);
    },
    { tx, open: false },
  );
}

/** An edit that is an action of the state machine (moveCabin, lockUnlockRoom): the machine decides. */
export const actOnBooking = (
  input: EditInput,
  actor: Principal,
  action: BookingAction,
  change: (tx: Tx, b: LockedBooking) => Promise<void>,
  tx?: Tx,
) => checkedEdit(input, actor, action, (tx, b) => decide(b, action, tx), change, tx);
