// Check-in with the divers' eligibility (issue 40, item 5, "an ineligible diver cannot be checked in
// without an override"): the booking context's check-in (its state, the early check-in guard) with
// one more check under the booking's lock. A guest who does not meet the trip's requirements
// (booking-eligibility.ts) refuses it with a 409 naming each such guest and what they lack; sent again
// with `override: true` and a reason it runs, the guests and the reason kept in the same history
// version as the check-in.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { optional } from "../../resources/fields";
import { int4, text } from "../../validation/validators";
import { transitionBooking, type TransitionInput } from "../booking/transition-booking";
import { bookingEligibility } from "./booking-eligibility";

/**
 * POST /api/bookings/{id}/checkin: `confirm` answers the early check-in's question, `override` the
 * divers' eligibility; either needs a reason (400 naming `reason` without one).
 */
export const checkInSchema = z
  .object({
    confirm: z.boolean().optional(),
    override: z.boolean().optional(),
    reason: optional(text({ min: 1, max: 500 })),
    version: int4({ min: 1 }).optional(),
  })
  .refine((b) => (b.confirm !== true && b.override !== true) || !!b.reason?.trim(), {
    path: ["reason"],
    message: "validation.required",
  })
  .optional();

export type CheckInInput = Omit<TransitionInput, "action" | "gate"> & {
  /** check in although a diver does not meet the requirements (needs a reason) */
  override?: boolean;
};

export async function checkInBooking(input: CheckInInput, actor: Principal, tx?: Tx) {
  const { override, ...rest } = input;
  const reason = input.reason?.trim() || undefined;
  return transitionBooking(
    {
      ...rest,
      action: "checkin",
      gate: async (tx, b) => {
        const e = await bookingEligibility(tx, b.id);
        const refused = e.guests.filter((g) => !g.eligible).map(({ eligible: _, ...g }) => g);
        if (!refused.length) return undefined;
        const names = refused.map((g) => g.name).join(", ");
        if (override === true && reason)
          return { notEligible: { from: null, to: names }, reason: { from: null, to: reason } };
        throw new AppError("CONFLICT", "errors.confirm.NOT_ELIGIBLE", {
          values: { names },
          details: {
            reason: "NOT_ELIGIBLE",
            action: "checkin",
            state: b.state,
            confirmable: true,
            override: true,
            guests: refused,
          },
        });
      },
    },
    actor,
    tx,
  );
}
