// Diver eligibility (issue 40, item 5): whether a guest's form meets what a departure, tour or dive
// product requires (lib/domain/tours/dive-requirements.ts) -- a minimum certification level, a
// number of logged dives, nitrox, medical answers not older than 12 months (and the doctor's
// certificate after a "yes"), a passport valid 6 months after the trip -- and if not, why. Pure:
// the guest's form, the staff lists and check-in ask the same rule.
import { CERT_LEVELS, type CertLevel, type DiveRequirements } from "../tours/dive-requirements";
import { needsMedicalCertificate } from "./guest-form-completeness";
import type { GuestAnswers, GuestFormFileKind } from "./guest-form-sections";

export type { CertLevel, DiveRequirements };

export type EligibilityIssue =
  | { code: "level"; need: CertLevel; have: string | null }
  | { code: "loggedDives"; need: number; have: number | null }
  | { code: "nitrox" }
  | { code: "medicalMissing" }
  | { code: "medicalTooOld"; date: string; notBefore: string }
  | { code: "medicalCertificate" }
  | { code: "passportMissing" }
  | { code: "passportExpires"; expiry: string; validUntil: string };

/** An issue as a message: its key under guestForm.eligibility.issues and its values ("–" for nothing). */
export function issueMessage(issue: EligibilityIssue): { key: string; values: Record<string, string | number> } {
  const { code, ...rest } = issue;
  const values = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v ?? "–"]));
  return { key: `guestForm.eligibility.issues.${code}`, values };
}

/** YYYY-MM-DD plus `months` calendar months (the day kept, or the month's last day). */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

export function diveEligibility(
  answers: GuestAnswers,
  files: readonly GuestFormFileKind[],
  req: DiveRequirements,
  trip: { dateFrom: string; dateTo: string },
): { eligible: boolean; issues: EligibilityIssue[] } {
  const issues: EligibilityIssue[] = [];
  if (req.minLevel) {
    const have = text(answers.diving?.level);
    const rank = have ? CERT_LEVELS.indexOf(have as CertLevel) : -1;
    if (rank < CERT_LEVELS.indexOf(req.minLevel)) issues.push({ code: "level", need: req.minLevel, have });
  }
  if (req.minLoggedDives) {
    const raw = answers.diving?.loggedDives;
    const have = raw === null || raw === undefined || raw === "" ? null : Number(raw);
    if (have === null || !(have >= req.minLoggedDives))
      issues.push({ code: "loggedDives", need: req.minLoggedDives, have });
  }
  if (req.nitrox && answers.diving?.nitrox !== true) issues.push({ code: "nitrox" });
  if (req.medical) {
    const medicalDate = text(answers.medical?.date);
    if (!medicalDate) issues.push({ code: "medicalMissing" });
    else {
      const notBefore = addMonthsIso(trip.dateFrom, -(req.medicalMonths ?? 12));
      if (medicalDate < notBefore) issues.push({ code: "medicalTooOld", date: medicalDate, notBefore });
    }
    if (needsMedicalCertificate(answers) && !files.includes("medical")) issues.push({ code: "medicalCertificate" });
  }
  if (req.passport) {
    const expiry = text(answers.passport?.expiryDate);
    if (!expiry) issues.push({ code: "passportMissing" });
    else {
      const validUntil = addMonthsIso(trip.dateTo, req.passportMonthsAfter ?? 6);
      if (expiry < validUntil) issues.push({ code: "passportExpires", expiry, validUntil });
    }
  }
  return { eligible: issues.length === 0, issues };
}
