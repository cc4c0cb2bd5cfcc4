// What a booking asks of each of its divers (issue 40, item 5): the departure's requirements (its
// own, else its tour's) for every guest and those of the dive products booked for a guest
// (lib/domain/tours/dive-requirements.ts), judged by the pure rule over the guest's answers and
// uploads (guest-form-eligibility.ts). The form view carries the result per guest, so the guest's
// page, the departure's list and check-in say the same.
import { isoDate } from "../../core/dates";
import type { Tx } from "../../core/db";
import { departureRequirements, guestRequirements, requirementsOf } from "../tours/dive-requirements";
import { diveEligibility, type EligibilityIssue } from "./guest-form-eligibility";
import type { GuestAnswers, GuestFormFileKind } from "./guest-form-sections";

/** A guest's eligibility; null on a guest: nothing is required of them. */
export type Eligibility = { eligible: boolean; issues: EligibilityIssue[] };

export type BookingRequirements = NonNullable<Awaited<ReturnType<typeof requirementsOfBooking>>>;

/** What the booking's departure and its dive products ask, and the trip's dates. */
export async function requirementsOfBooking(tx: Tx, bookingId: number) {
  const b = await tx.booking.findUnique({
    where: { id: bookingId },
    select: {
      dateFrom: true,
      dateTo: true,
      schedule: { select: { diveRequirements: true, tour: { select: { diveRequirements: true } } } },
      tour: { select: { diveRequirements: true } },
      products: {
        where: { optional: false },
        select: { customerIds: true, product: { select: { diveRequirements: true } } },
      },
    },
  });
  if (!b) return null;
  const departure = b.schedule
    ? departureRequirements(b.schedule.diveRequirements, b.schedule.tour.diveRequirements)
    : requirementsOf(b.tour?.diveRequirements);
  const products = b.products
    .map((p) => ({ customerIds: p.customerIds, requirements: requirementsOf(p.product.diveRequirements) }))
    .filter((p) => p.requirements);
  return { departure, products, trip: { dateFrom: isoDate(b.dateFrom), dateTo: isoDate(b.dateTo) } };
}

/** One guest judged against what applies to them (null: nothing does). */
export function eligibilityOf(
  req: BookingRequirements | null,
  guest: { customerId: number; answers: GuestAnswers; files: readonly { kind: GuestFormFileKind }[] },
): Eligibility | null {
  const requirements = req && guestRequirements(req.departure, req.products, guest.customerId);
  if (!req || !requirements) return null;
  return diveEligibility(
    guest.answers,
    guest.files.map((f) => f.kind),
    requirements,
    req.trip,
  );
}
