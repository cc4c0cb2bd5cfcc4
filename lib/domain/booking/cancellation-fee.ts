// The cancellation rule of the terms of payment (issue 39, item 5): a list of steps "cancelling
// N or fewer days before arrival costs P % of the booking's total". Pure: the caller passes the
// property's calendar date (today where the resort or vessel is) and the booking's arrival, so
// the same day gives the same fee in the dialog, in the dry run and in the cancellation.
import { z } from "zod";
import { dec, HUNDRED, minorUnits, roundMoney, type DecimalLike } from "../../core/money";
import { nightsBetween } from "../../core/dates";
import { nonNegativeInt, percent } from "../../validation/validators";

/** One step: cancelling `daysBefore` or fewer days before arrival costs `percent` of the total. */
export type CancellationStep = { daysBefore: number; percent: string };

/** The steps as the terms of payment accept them: at most 20, each day count once. */
export const cancellationStepsSchema = z
  .array(z.object({ daysBefore: nonNegativeInt({ max: 3650 }), percent: percent() }))
  .max(20)
  .superRefine((steps, ctx) => {
    const seen = new Set<number>();
    steps.forEach((s, i) => {
      if (seen.has(s.daysBefore))
        ctx.addIssue({ code: "custom", path: [i, "daysBefore"], message: "validation.duplicate" });
      seen.add(s.daysBefore);
    });
  });

/** The steps read from the database (JSON): anything malformed is left out, not guessed. */
export function stepsOf(json: unknown): CancellationStep[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((s) => {
    const p = cancellationStepsSchema.element.safeParse(s);
    return p.success ? [{ daysBefore: Number(p.data.daysBefore), percent: p.data.percent }] : [];
  });
}

/** The steps from the furthest day before arrival to the arrival day (how the terms read them). */
export const stepsInOrder = (steps: readonly CancellationStep[]) =>
  [...steps].sort((a, b) => b.daysBefore - a.daysBefore);

/**
 * Calendar days from `today` to `arrival` (both YYYY-MM-DD, the property's dates): 0 on the
 * arrival day, negative after it.
 */
export const daysBeforeArrival = (today: string, arrival: string) => nightsBetween(today, arrival);

export type CancellationFee = {
  daysBefore: number;
  /** the step that applies; null: none does (cancelling earlier than every step is free) */
  step: CancellationStep | null;
  percent: string;
  /** the fee, rounded to the currency's minor unit */
  fee: string;
};

/**
 * The fee of cancelling on `today`: the step with the fewest days that still covers the days
 * left (a step of 30 days applies from the 30th day before arrival on, until a step of fewer days
 * takes over; on or after the arrival day the step of the fewest days applies), as a percentage
 * of `total`. No step covers the days left, or no steps at all: no fee.
 */
export function cancellationFee(p: {
  steps: readonly CancellationStep[];
  total: DecimalLike;
  currency: string;
  today: string;
  arrival: string;
}): CancellationFee {
  const daysBefore = daysBeforeArrival(p.today, p.arrival);
  const covering = p.steps.filter((s) => s.daysBefore >= daysBefore);
  const step = covering.length ? covering.reduce((a, b) => (b.daysBefore < a.daysBefore ? b : a)) : null;
  const pct = step ? dec(step.percent) : dec(0);
  const total = dec(p.total);
  // a booking that costs nothing (or a credit) gives no fee
  const fee = total.gt(0) ? roundMoney(total.times(pct).div(HUNDRED), p.currency) : dec(0);
  return { daysBefore, step, percent: pct.toFixed(), fee: fee.toFixed(minorUnits(p.currency)) };
}
