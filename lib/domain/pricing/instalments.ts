// The instalment plan of a booking and what is open of each instalment. Pure: the price engine
// makes the plan from the terms of payment (totals.ts), the booking keeps it in its stored
// calculation (a deposit and a rest line), and the booking page, the booking list's
// hasExceededDueDate, the open-payment lists and the agency's payments all read it through
// `allocate` and `firstOpenDue` below, so they never disagree.
//
// The rule: the deposit (a percentage) is due a number of days after the booking date, the rest a
// number of days before arrival. A late booking (the rest due no later than the deposit) pays
// everything at once; nothing is due before the booking date. Payments cover the instalment due
// first, then the next; an instalment is open while they do not cover it, overdue once its due
// date is before today where the property is.
import { HUNDRED, ZERO, dec, roundMoney, sum, type Decimal, type DecimalLike } from "../../core/money";
import { addDays, dayNumber, fromDayNumber } from "./dates";
import type { ISODate, PaymentPart } from "./types";

export type InstalmentTerms = {
  depositPercent: DecimalLike;
  /** the deposit is due this many days after the booking date */
  depositDueDays: number;
  /** the rest is due this many days before arrival */
  restDueDaysBeforeArrival: number;
};

export type PlanInput = {
  /** what is to be paid (the total less what is paid on site and the commission an agency keeps) */
  payable: Decimal;
  /** what the deposit percentage is taken of (the payable, or the total before commission) */
  depositBase: Decimal;
  bookingDate: ISODate;
  arrival: ISODate;
  terms: InstalmentTerms | null;
  currency: string;
};

/** The plan: deposit and rest, or the rest alone; empty when nothing is to be paid. */
export function planInstalments(o: PlanInput): PaymentPart[] {
  if (o.payable.lte(0)) return [];
  const booked = dayNumber(o.bookingDate);
  const restDue = Math.max(booked, dayNumber(o.arrival) - (o.terms?.restDueDaysBeforeArrival ?? 0));
  const all: PaymentPart[] = [{ part: "rest", amount: o.payable, dueDate: fromDayNumber(restDue) }];
  if (!o.terms || dec(o.terms.depositPercent).lte(0)) return all;
  const depositDue = dayNumber(addDays(o.bookingDate, o.terms.depositDueDays));
  if (restDue <= depositDue) return all;
  let deposit = roundMoney(o.depositBase.times(o.terms.depositPercent).div(HUNDRED), o.currency);
  if (deposit.gt(o.payable)) deposit = o.payable;
  if (deposit.lte(0)) return all;
  const rest = o.payable.minus(deposit);
  const parts: PaymentPart[] = [{ part: "deposit", amount: deposit, dueDate: fromDayNumber(depositDue) }];
  if (rest.gt(0)) parts.push({ part: "rest", amount: rest, dueDate: fromDayNumber(restDue) });
  return parts;
}

export type Instalment = { kind: "deposit" | "rest"; due: ISODate; amount: Decimal };
export type OpenInstalment = Instalment & { paid: Decimal; open: Decimal; overdue: boolean };

/**
 * What is open of each instalment after `paid` (payments less refunds and reversals): payments
 * cover the instalment due first. A negative paid (more refunded than paid) covers nothing.
 */
export function allocate(plan: readonly Instalment[], paid: Decimal, today: ISODate): OpenInstalment[] {
  let left = paid.gt(ZERO) ? paid : ZERO;
  const todayN = dayNumber(today);
  return [...plan]
    .sort((a, b) => dayNumber(a.due) - dayNumber(b.due))
    .map((i) => {
      const covered = left.gte(i.amount) ? i.amount : left;
      left = left.minus(covered);
      const open = i.amount.minus(covered);
      return { ...i, paid: covered, open, overdue: open.gt(ZERO) && dayNumber(i.due) < todayN };
    });
}

/** The due date of the first instalment `paid` does not cover; null when nothing is open. */
export function firstOpenDue(plan: readonly Instalment[], paid: Decimal): ISODate | null {
  // the day does not matter for what is open
  const first = allocate(plan, paid, "1970-01-01").find((i) => i.open.gt(ZERO));
  return first?.due ?? null;
}

/** A due date before today: an instalment is overdue (the booking's hasExceededDueDate). */
export const exceeded = (dueDate: ISODate | null, today: ISODate): boolean =>
  dueDate !== null && dayNumber(dueDate) < dayNumber(today);

/** What the plan asks for in all. */
export const planTotal = (plan: readonly Instalment[]): Decimal => sum(plan.map((i) => i.amount));
