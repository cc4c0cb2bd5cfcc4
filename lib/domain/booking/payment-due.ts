// What a booking asks to be paid and when, read from what it stores: the instalment plan is its
// calculation's deposit and rest lines (the price engine made them from the terms of payment, and
// every recalculation keeps them), what is paid are its payment rows (payments less refunds and
// reversals). One rule (pricing/instalments.ts) for the booking page, the booking list's
// hasExceededDueDate and its filter, the open-payment lists and the agency's payments.
// `paymentDueDate` (the first open instalment's due date) is kept on the booking by every
// recalculation; whether it has passed is decided when read, where the property is.
import { calendarDate, isoDate, todayIn } from "../../core/dates";
import { db, type BookingState, type Prisma, type Tx } from "../../core/db";
import { dec, sum, ZERO, type Decimal, type DecimalLike } from "../../core/money";
import { operatorTimeZone, timeZoneSetting } from "../../core/operator";
import { allocate, exceeded, firstOpenDue, planTotal, type Instalment } from "../pricing/instalments";
import { COUNTED_STATUSES, signedAmount } from "./payment-statuses";

/**
 * The states in which a booking is owed what its plan says: a firm booking, an option, a settled
 * one, a cancelled one with a fee. An offer (draft), a waiting-list entry and a booking that was
 * replaced, freed, split or deleted owe nothing (their plan is shown, never chased).
 */
export const PAYING_STATES: readonly BookingState[] = ["confirmed", "planned", "resolved", "aborted"];
export const owesPayment = (state: BookingState) => PAYING_STATES.includes(state);

type PlanLine = { type: string; price: DecimalLike; text: unknown; source: unknown };

/** The instalments of a stored calculation: its deposit and rest lines with their due dates. */
export function planOfLines(lines: readonly PlanLine[]): Instalment[] {
  const out: Instalment[] = [];
  for (const l of lines) {
    if (l.type !== "deposit" && l.type !== "rest") continue;
    const source = (l.source ?? {}) as { kind?: string; due?: unknown };
    if (source.kind !== "terms") continue;
    // the due date: the line's source (since this module), or the text's value (older lines)
    const due = source.due ?? (l.text as { values?: { due?: unknown } } | null)?.values?.due;
    if (typeof due !== "string") continue;
    out.push({ kind: l.type, due, amount: dec(l.price) });
  }
  return out;
}

/** Paid so far: the counted rows (payments, less refunds and reversals). */
export function paidOfRows(rows: readonly { status: string; amount: DecimalLike }[]): Decimal {
  return sum(rows.filter((r) => COUNTED_STATUSES.includes(r.status)).map((r) => signedAmount(r.status, dec(r.amount))));
}

export type BookingMoney = {
  /** what the plan asks for in all (the payable) */
  due: string;
  paid: string;
  /** what is still open of it (never below zero) */
  open: string;
  instalments: {
    kind: "deposit" | "rest";
    due: string;
    amount: string;
    paid: string;
    open: string;
    overdue: boolean;
  }[];
  /** the first open instalment's due date */
  paymentDueDate: string | null;
  /** an open instalment's due date has passed (only for a booking that owes its plan) */
  hasExceededDueDate: boolean;
};

/** The money of a booking from its stored lines and payment rows, as of `today` where the property is. */
export function bookingMoney(
  b: { state: BookingState; lines: readonly PlanLine[]; payments: readonly { status: string; amount: DecimalLike }[] },
  today: string,
): BookingMoney {
  const plan = planOfLines(b.lines);
  const paid = paidOfRows(b.payments);
  const due = planTotal(plan);
  const open = due.minus(paid);
  const owes = owesPayment(b.state);
  const first = owes ? firstOpenDue(plan, paid) : null;
  return {
    due: due.toFixed(2),
    paid: paid.toFixed(2),
    open: (open.gt(ZERO) ? open : ZERO).toFixed(2),
    instalments: allocate(plan, paid, today).map((i) => ({
      kind: i.kind,
      due: i.due,
      amount: i.amount.toFixed(2),
      paid: i.paid.toFixed(2),
      open: i.open.toFixed(2),
      overdue: owes && i.overdue,
    })),
    paymentDueDate: first,
    hasExceededDueDate: exceeded(first, today),
  };
}

/** What is still open of a booking (its plan less its payments) as of `today`, in its currency. */
export async function openOfBooking(tx: Tx, bookingId: number, today: string) {
  const b = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      state: true,
      currency: true,
      calculationLines: { select: { type: true, price: true, text: true, source: true } },
      payments: { select: { status: true, amount: true } },
    },
  });
  const money = bookingMoney({ state: b.state, lines: b.calculationLines, payments: b.payments }, today);
  return { open: money.open, paid: money.paid, due: money.due, currency: b.currency };
}

/** The zone a booking's dates are in: its resort's, else its vessel's, else the operator's. */
export function bookingZone(b: { resort?: { timezone: string } | null; vessel?: { timezone: string } | null }): string {
  return b.resort?.timezone ?? b.vessel?.timezone ?? timeZoneSetting(undefined);
}

/** The paymentDueDate a recalculation stores: from the engine's plan and the payments it saw. */
export function dueDateToStore(
  state: BookingState,
  plan: readonly { part: "deposit" | "rest"; amount: Decimal; dueDate: string }[],
  paid: Decimal,
): Date | null {
  if (!owesPayment(state)) return null;
  const first = firstOpenDue(
    plan.map((p) => ({ kind: p.part, due: p.dueDate, amount: p.amount })),
    paid,
  );
  return first ? calendarDate(first) : null;
}

/** Today in every zone a booking's dates may be in (and which one is the operator's). */
export type Todays = { operator: string; zones: Map<string, string> };

/** Every zone a booking's dates may be in, with today there. */
export async function todaysByZone(tx: Tx = db()): Promise<Todays> {
  const [resorts, vessels, operator] = await Promise.all([
    tx.resort.findMany({ distinct: ["timezone"], select: { timezone: true } }),
    tx.vessel.findMany({ distinct: ["timezone"], select: { timezone: true } }),
    operatorTimeZone(tx),
  ]);
  const zones = new Map<string, string>();
  for (const z of [operator, ...resorts.map((r) => r.timezone), ...vessels.map((v) => v.timezone)])
    if (!zones.has(z)) zones.set(z, todayIn(z));
  return { operator, zones };
}

/**
 * Bookings whose first open instalment is due before (`lt`) or by (`lte`) today + `days` where
 * each is: one condition per time zone (a resort's zone, else its vessel's, else the operator's).
 */
export function dueWhere(todays: Todays, op: "lt" | "lte", days = 0): Prisma.BookingWhereInput {
  const or: Prisma.BookingWhereInput[] = [];
  for (const [zone, today] of todays.zones) {
    const limit = calendarDate(isoDate(new Date(calendarDate(today).getTime() + days * 86_400_000)));
    const inZone: Prisma.BookingWhereInput[] = [
      { resort: { timezone: zone } },
      { resortId: null, vessel: { timezone: zone } },
      ...(zone === todays.operator ? [{ resortId: null, vesselId: null }] : []),
    ];
    or.push({ OR: inZone, paymentDueDate: { [op]: limit } });
  }
  return { state: { in: [...PAYING_STATES] }, OR: or };
}

/** Bookings with something open: a first open instalment (in a state that owes its plan). */
export const openPaymentWhere: Prisma.BookingWhereInput = {
  state: { in: [...PAYING_STATES] },
  paymentDueDate: { not: null },
};
