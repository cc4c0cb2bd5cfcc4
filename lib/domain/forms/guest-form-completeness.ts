// What a guest form still lacks, and its status: pure rules over the answers, so the public page
// (while the guest types), the API and the staff lists say the same thing.
import {
  MEDICAL_QUESTIONS,
  SECTION_FIELDS,
  sectionsOf,
  type GuestAnswers,
  type GuestFormFileKind,
  type GuestFormKind,
} from "./guest-form-sections";

export type GuestFormStatus = "missing" | "started" | "complete" | "reviewed";

export const isFilled = (v: unknown) => v !== undefined && v !== null && !(typeof v === "string" && v.trim() === "");

/** A "yes" to any medical question: a doctor's certificate is needed before diving. */
export const needsMedicalCertificate = (answers: GuestAnswers) =>
  MEDICAL_QUESTIONS.some((q) => answers.medical?.[q] === true);

/**
 * The files a guest must upload: passport and certification card for a dive form, and the medical
 * certificate after a "yes".
 */
export function requiredFiles(answers: GuestAnswers, kind: GuestFormKind): GuestFormFileKind[] {
  if (kind !== "dive") return [];
  return needsMedicalCertificate(answers) ? ["passport", "certCard", "medical"] : ["passport", "certCard"];
}

/**
 * The required fields not yet filled, as "section.field", then the files not yet uploaded, as
 * "files.<kind>", in the order the form shows them.
 */
export function missingFields(
  answers: GuestAnswers,
  kind: GuestFormKind,
  uploaded: readonly GuestFormFileKind[],
): string[] {
  const out: string[] = [];
  for (const section of sectionsOf(kind))
    for (const f of SECTION_FIELDS[section])
      if (f.requiredIn?.includes(kind) && !isFilled(answers[section]?.[f.name])) out.push(`${section}.${f.name}`);
  for (const file of requiredFiles(answers, kind)) if (!uploaded.includes(file)) out.push(`files.${file}`);
  return out;
}

/** Anything answered at all (an empty section or only blanks is nothing). */
export const hasAnswers = (answers: GuestAnswers) =>
  Object.values(answers).some((s) => s && Object.values(s).some(isFilled));

/**
 * missing: nothing answered yet; started: answered but not submitted complete; complete: submitted
 * with nothing missing; reviewed: staff have checked it (until the guest changes it again).
 */
export function guestFormStatus(f: {
  answered: boolean;
  missing: number;
  submitted: boolean;
  reviewed: boolean;
}): GuestFormStatus {
  if (f.reviewed && f.missing === 0) return "reviewed";
  if (f.submitted && f.missing === 0) return "complete";
  return f.answered || f.submitted ? "started" : "missing";
}
