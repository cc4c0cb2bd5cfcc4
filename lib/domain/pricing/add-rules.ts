// How many units of a product, add-on or supplement a guest takes, by its add rule, and the
// dive planning behind PerDiveDay and PerDive (spec part 2, section 9).
import type { AddRule } from "./enums";

export const DEFAULT_DIVES_PER_DAY = 3;
/** arrival day, departure day and the day before flying have no dives */
export const DEFAULT_NON_DIVE_DAYS = 3;

export type DivePlan = { nights: number; days: number; diveDays: number; dives: number };

/** Dive days = nights + 1 - 3 (never below 0); possible dives = dive days x dives per day. */
export function planDives(
  nights: number,
  divesPerDay = DEFAULT_DIVES_PER_DAY,
  nonDiveDays = DEFAULT_NON_DIVE_DAYS,
): DivePlan {
  const days = nights + 1;
  const diveDays = Math.max(0, days - nonDiveDays);
  return { nights, days, diveDays, dives: diveDays * divesPerDay };
}

export type AddRuleOptions = { divesPerDay?: number; nonDiveDays?: number };

/**
 * Units one guest staying `nights` nights takes. PerBooking is 1 for the whole booking (the
 * caller counts it once, not per guest); PerPerson and PerBookingAndCustomer are 1 per guest.
 */
export function unitsPerGuest(rule: AddRule, nights: number, o: AddRuleOptions = {}): number {
  switch (rule) {
    case "PerPerson":
    case "PerBooking":
    case "PerBookingAndCustomer":
      return 1;
    case "PerDay":
      return nights + 1;
    case "PerNight":
      return nights;
    case "PerDiveDay":
      return planDives(nights, o.divesPerDay, o.nonDiveDays).diveDays;
    case "PerDive":
      return planDives(nights, o.divesPerDay, o.nonDiveDays).dives;
    case "PerWeekFloor":
      return Math.floor(nights / 7);
    case "PerWeekCeil":
      return Math.ceil(nights / 7);
  }
}

/** Whether the rule charges once for the booking instead of once per guest. */
export const isPerBooking = (rule: AddRule): boolean => rule === "PerBooking";

/** Whether the rule makes one line per guest (for invoices split by guest). */
export const isLinePerCustomer = (rule: AddRule): boolean => rule === "PerBookingAndCustomer";

/**
 * Total units for guests with the given nights: the sum over guests, or 1 for PerBooking
 * (when there is at least one guest, or the product has no guests at all).
 */
export function quantityFor(rule: AddRule, guestNights: readonly number[], o: AddRuleOptions = {}): number {
  if (isPerBooking(rule)) return 1;
  let q = 0;
  for (const n of guestNights) q += unitsPerGuest(rule, n, o);
  return q;
}
