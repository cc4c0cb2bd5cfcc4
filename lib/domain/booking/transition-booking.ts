// The state actions of a booking (docs/booking-states.md): reserve, confirm, wait, cancell,
// release, delete, revert, checkin, checkout, markPaid and splitInvoice. One transaction per
// action: lock the booking, ask the state machine, take or give back the rooms and beds (the
// database refuses what is taken), assign the number the new state needs, set the state's
// dates, tell the waiting list, store the history version. A refused action changes nothing.
import type { Principal } from "../../auth/principal";
import { transaction, type BookingState, type Prisma, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { afterBookingChange } from "./after-change";
import { bookCancellationFee } from "./cancellation-terms";
import { leaveRoomsDirty } from "./checkout-rooms";
import { expireBookings } from "./expire-options";
import type { Changes } from "./history";
import { checkClaims, claimsOfBooking, setHolding } from "./inventory";
import { decide, lockForEdit, numberYear, type LockedBooking } from "./lock-booking";
import { takeNumbers } from "./numbers";
import type { AllowedTransition, BookingAction } from "./state-machine";
import type { BookingView } from "./view";
import { releaseInventory } from "./waiting-list";

export const TRANSITION_ACTIONS = [
  "reserve",
  "confirm",
  "wait",
  "cancell",
  "release",
  "delete",
  "revert",
  "checkin",
  "checkout",
  "markPaid",
  "splitInvoice",
] as const satisfies readonly BookingAction[];
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

export type TransitionInput = {
  bookingId: number;
  action: TransitionAction;
  /** release: why the rooms are given back; checkin/checkout: why a guard's question was confirmed */
  reason?: string;
  /**
   * checkin before the arrival date, checkout with money open: the caller confirms (with a
   * reason) after the 409 that asked (details.confirmable). Where the operator's setting refuses
   * such a step, confirming does not help.
   */
  confirm?: boolean;
  /**
   * cancell: staff cancel without the fee the terms of payment give (the reason is required and
   * kept in the history); an agency or customer cannot waive it (403)
   */
  waiveFee?: boolean;
  /**
   * checkin: a check of a context above booking that runs after the state machine's (the forms
   * context's diver eligibility, check-in-booking.ts), under the booking's lock. It refuses with its
   * own error, or answers what the history version records besides (an override and its reason).
   */
  gate?: (tx: Tx, booking: LockedBooking) => Promise<Changes | undefined>;
  /** splitInvoice: how the invoice is divided */
  parts?: { customerId: number; percent: number }[];
  expectedVersion?: number;
};

// actions that leave a state the booking may come back to (revert)
const UNDOABLE = new Set<BookingAction>(["cancell", "release", "expire", "delete", "rebook"]);

/** The state before the one a revert brings back (the history knows it), so reverts can go on. */
async function previousOf(tx: Tx, bookingId: number, restored: BookingState): Promise<BookingState | null> {
  const row = await tx.bookingHistory.findFirst({
    where: { bookingId, snapshot: { path: ["state"], equals: restored } },
    orderBy: { version: "desc" },
    select: { snapshot: true },
  });
  return ((row?.snapshot as { previousState?: BookingState } | null)?.previousState ?? null) as BookingState | null;
}

/** The booking's fields after the transition: state, flags, the state's dates, previousState. */
export async function stateChanges(
  tx: Tx,
  b: LockedBooking,
  t: AllowedTransition,
  now: Date,
): Promise<Prisma.BookingUpdateInput> {
  const data: Prisma.BookingUpdateInput = { state: t.to, resolved: t.resolved };
  if (t.resolved && !b.resolved) data.resolvedDate = now;
  if (UNDOABLE.has(t.action)) data.previousState = b.state;
  if (t.action === "revert" || t.action === "revertRebook") data.previousState = await previousOf(tx, b.id, t.to);
  // a revert returns to a state the booking had: the day it got there stands (a cancellation's day,
  // and the booking date that early-booking specials read)
  if (t.changesState && t.action !== "revert" && t.action !== "revertRebook") {
    if (t.to === "planned") data.reservationDate = now;
    if (t.to === "confirmed") data.bookingDate = now;
    if (t.to === "aborted") data.cancelationDate = now;
    if (t.to === "freed") data.freedDate = now;
    if (t.to === "deleted") data.deletedDate = now;
  }
  if (t.assigns.length) {
    const year = await numberYear(tx);
    for (const kind of t.assigns) data[kind] = (await takeNumbers(tx, kind, year))[0];
  }
  return data;
}

/** Takes the booking's rooms again (checked under lock), or gives them back (the waiting list hears). */
export async function applyHolding(tx: Tx, b: LockedBooking, t: AllowedTransition) {
  if (t.takesInventory && !t.releasesInventory) {
    const claims = await claimsOfBooking(tx, b.id);
    await checkClaims(tx, claims, { bookingId: b.id, expire: expireBookings });
    await setHolding(tx, b.id, true, claims);
  } else if (t.releasesInventory && !t.takesInventory) {
    await releaseInventory(tx, b.id);
  }
}

export async function transitionBooking(input: TransitionInput, actor: Principal, tx?: Tx): Promise<BookingView> {
  return transaction(
    async (tx) => {
      const { booking: b, scope } = await lockForEdit(tx, input, actor, input.action);
      const now = new Date();
      const reason = input.reason?.trim() || undefined;
      const waive = input.action === "cancell" && input.waiveFee === true;
      if (waive && scope.kind !== "all") throw new AppError("FORBIDDEN");
      if (waive && !reason)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "reason", message: "validation.required" }],
        });
      // a guard's question is answered only with a reason
      const confirmed = input.confirm === true && reason !== undefined;
      const t = await decide(b, input.action, tx, now, { confirmed });
      const gated = input.gate ? await input.gate(tx, b) : undefined;
      await applyHolding(tx, b, t);
      const data = await stateChanges(tx, b, t, now);
      if (input.action === "checkin") data.checkedInAt = now;
      if (input.action === "checkout") data.checkedOutAt = now;
      if (input.action === "markPaid") data.paidAt = now;
      if (input.action === "splitInvoice") data.invoiceSplit = await invoiceParts(tx, b, input.parts);
      await tx.booking.update({ where: { id: b.id }, data });
      if (input.action === "checkin" || input.action === "checkout")
        await tx.bookingRoom.updateMany({
          where: { bookingId: b.id },
          data: input.action === "checkin" ? { checkedInAt: now } : { checkedOutAt: now },
        });
      if (input.action === "checkout") await leaveRoomsDirty(tx, b.id, actor);
      // the terms' fee for today is booked with the cancellation; a revert of it takes the fee back
      if (input.action === "cancell") await bookCancellationFee(tx, b.id, { waive });
      if (input.action === "revert" && b.state === "aborted")
        await tx.bookingManualLine.deleteMany({ where: { bookingId: b.id, cancellationFee: true } });
      if (input.action === "release" && input.reason)
        await tx.bookingComment.create({
          data: { bookingId: b.id, userId: actor.user?.id ?? null, text: input.reason, internal: true },
        });
      const guarded = input.action === "checkin" || input.action === "checkout";
      return afterBookingChange(tx, b.id, actor, {
        action: input.action,
        ...((guarded && confirmed) || waive ? { reason } : {}),
        ...(gated ? { extra: gated } : {}),
      });
    },
    { tx },
  );
}

/** splitInvoice: shares per payer (the booking's customer or guests), adding up to 100 %. */
async function invoiceParts(tx: Tx, b: LockedBooking, parts: TransitionInput["parts"]) {
  const guests = await tx.bookingGuest.findMany({ where: { bookingId: b.id }, select: { customerId: true } });
  const payers = new Set([b.customerId, ...guests.map((g) => g.customerId)]);
  // without parts: equal shares between the guests (or all to the customer)
  const list =
    parts ??
    (() => {
      const ids = [...new Set(guests.map((g) => g.customerId))];
      if (!ids.length) return [{ customerId: b.customerId!, percent: 100 }];
      const share = Math.floor(10000 / ids.length) / 100;
      return ids.map((customerId, i) => ({
        customerId,
        percent: i === 0 ? Math.round((100 - share * (ids.length - 1)) * 100) / 100 : share,
      }));
    })();
  const bad = list.findIndex((p) => !payers.has(p.customerId));
  if (bad >= 0)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: `parts.${bad}.customerId`, message: "validation.notAGuest" }],
    });
  const sum = Math.round(list.reduce((s, p) => s + p.percent, 0) * 100) / 100;
  if (sum !== 100)
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "parts", message: "validation.sharesSum" }] });
  return list;
}
