// Which guests of a booking are eligible divers, and what the others still lack (issue 40, item 5):
// its forms brought in step with its guests and read as the guest and staff see them, each guest
// judged by what the departure and the dive products booked for them require
// (guest-requirements.ts). Check-in and the departure's guest list ask this read.
import type { Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { bookingLabel, bookingNumberSelect, CALLED_OFF_STATES, workedBookings } from "../booking/states";
import { departureRequirements } from "../tours/dive-requirements";
import type { EligibilityIssue } from "./guest-form-eligibility";
import { syncGuestForms } from "./guest-form-sync";
import { guestFormState } from "./guest-form-view";

export type GuestEligibility = { customerId: number; name: string; eligible: boolean; issues: EligibilityIssue[] };

/** Every guest of the booking who must meet requirements, eligible or not and why. */
export async function bookingEligibility(tx: Tx, bookingId: number) {
  const guests: GuestEligibility[] = [];
  for (const form of await syncGuestForms(tx, bookingId)) {
    const state = await guestFormState(tx, form);
    for (const g of state.guests)
      if (g.eligibility) guests.push({ customerId: g.customerId, name: g.name, ...g.eligibility });
  }
  return { bookingId, guests, eligible: guests.every((g) => g.eligible) };
}

/**
 * The departure's guest list with each diver's eligibility: the bookings on it that still sail
 * (not called off), in the order they were made, and the departure's own requirements (else its tour's).
 */
export async function departureEligibility(tx: Tx, scheduleId: number) {
  const s = await tx.schedule.findUnique({
    where: { id: scheduleId },
    select: { diveRequirements: true, tour: { select: { diveRequirements: true } } },
  });
  if (!s) throw notFound();
  const bookings = await tx.booking.findMany({
    where: { scheduleId, AND: [workedBookings, { state: { notIn: [...CALLED_OFF_STATES] } }] },
    select: { ...bookingNumberSelect, checkedInAt: true },
    orderBy: { id: "asc" },
  });
  const rows = [];
  for (const b of bookings) {
    const e = await bookingEligibility(tx, b.id);
    rows.push({ bookingId: b.id, booking: bookingLabel(b), checkedIn: b.checkedInAt !== null, guests: e.guests });
  }
  return { requirements: departureRequirements(s.diveRequirements, s.tour.diveRequirements), bookings: rows };
}
