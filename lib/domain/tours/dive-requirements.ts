// What a diver needs to take part (issue 40, item 5): a minimum certification level, a number of
// logged dives, nitrox, medical answers (and a certificate after a "yes") not older than 12 months,
// a passport valid 6 months after the trip. Set on a tour, on one departure (its own replaces the
// tour's) and on a dive product (for the guests it is booked for); a guest needs the strictest of
// what applies to them. Stored as one JSON column per record, checked by the schema below. Pure:
// the edit forms, the forms context's eligibility rule and the staff lists take it.
import { z } from "zod";
import { CERT_LEVELS, type CertLevel } from "./cert-levels";

export { CERT_LEVELS, type CertLevel };

export type DiveRequirements = {
  minLevel?: CertLevel | null;
  minLoggedDives?: number | null;
  nitrox?: boolean;
  /** medical answers (and a certificate after a "yes") not older than medicalMonths at the start */
  medical?: boolean;
  /** a passport valid passportMonthsAfter after the trip's end */
  passport?: boolean;
  /** default 12 */
  medicalMonths?: number;
  /** default 6 */
  passportMonthsAfter?: number;
};

const blankToNull = (v: unknown) => (v === "" ? null : v);

/** One record's requirements as staff set them (every part optional; unknown keys refused). */
export const diveRequirementsSchema = z.strictObject({
  minLevel: z.preprocess(blankToNull, z.enum(CERT_LEVELS, { error: "validation.choice" }).nullable().optional()),
  minLoggedDives: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: "validation.number" })
      .int("validation.integer")
      .min(0, `validation.min|{"min":0}`)
      .max(10_000, `validation.max|{"max":10000}`)
      .nullable()
      .optional(),
  ),
  nitrox: z.boolean({ error: "validation.choice" }).optional(),
  medical: z.boolean({ error: "validation.choice" }).optional(),
  passport: z.boolean({ error: "validation.choice" }).optional(),
});

/** Whether the requirements ask for anything at all. */
export const requiresAnything = (r: DiveRequirements | null | undefined): boolean =>
  !!r && (!!r.minLevel || !!r.minLoggedDives || !!r.nitrox || !!r.medical || !!r.passport);

/** A stored value as requirements (null for nothing or what the schema would not take). */
export function requirementsOf(stored: unknown): DiveRequirements | null {
  if (stored === null || stored === undefined) return null;
  const r = diveRequirementsSchema.safeParse(stored);
  return r.success ? r.data : null;
}

/** A departure's requirements: its own when it has them (even "nothing"), else its tour's. */
export const departureRequirements = (schedule: unknown, tour: unknown): DiveRequirements | null =>
  requirementsOf(schedule) ?? requirementsOf(tour);

/** The strictest of several requirements: the highest level and count, and anything one asks for. */
export function strictest(list: readonly (DiveRequirements | null | undefined)[]): DiveRequirements | null {
  const all = list.filter(requiresAnything) as DiveRequirements[];
  if (!all.length) return null;
  const rank = (l: CertLevel | null | undefined) => (l ? CERT_LEVELS.indexOf(l) : -1);
  const out: DiveRequirements = {};
  for (const r of all) {
    if (r.minLevel && rank(r.minLevel) > rank(out.minLevel)) out.minLevel = r.minLevel;
    if (r.minLoggedDives && r.minLoggedDives > (out.minLoggedDives ?? 0)) out.minLoggedDives = r.minLoggedDives;
    if (r.nitrox) out.nitrox = true;
    if (r.medical) out.medical = true;
    if (r.passport) out.passport = true;
  }
  return out;
}

/**
 * What one guest of a booking needs: the departure's (every guest) and those of the dive products
 * booked for them (a product for no one in particular is for every guest).
 */
export function guestRequirements(
  departure: DiveRequirements | null,
  products: readonly { customerIds: readonly number[]; requirements: DiveRequirements | null }[],
  customerId: number,
): DiveRequirements | null {
  const own = products.filter((p) => !p.customerIds.length || p.customerIds.includes(customerId));
  return strictest([departure, ...own.map((p) => p.requirements)]);
}
