// The sections of a guest form and the fields in them, as data: the public page draws its inputs
// from it, the API checks each section with the zod schema built from it, and the completeness
// rule (guest-form-completeness.ts) reads which fields are required for which kind of stay. Pure:
// no database, so the browser takes it too.
import { z } from "zod";
import { isoCountryCode, optional } from "../../resources/fields";
import { calendarDateField, flightCode, nonNegativeInt, optionalEmail, text } from "../../validation/validators";
import { CERT_LEVELS } from "../tours/dive-requirements";

/** A resort stay needs the registration data; a liveaboard or dive product the diver's data too. */
export type GuestFormKind = "stay" | "dive";

export const GUEST_FORM_SECTIONS = [
  "personal",
  "passport",
  "address",
  "emergency",
  "arrival",
  "departure",
  "diving",
  "medical",
  "insurance",
  "gear",
  "diet",
] as const;
export type GuestFormSection = (typeof GUEST_FORM_SECTIONS)[number];

/** Sections only a dive form has (vessels and dive products). */
export const DIVE_SECTIONS: readonly GuestFormSection[] = ["diving", "medical", "insurance", "gear", "diet"];

export const sectionsOf = (kind: GuestFormKind): readonly GuestFormSection[] =>
  kind === "dive" ? GUEST_FORM_SECTIONS : GUEST_FORM_SECTIONS.filter((s) => !DIVE_SECTIONS.includes(s));

export type FieldKind =
  "text" | "longText" | "date" | "country" | "email" | "flight" | "time" | "count" | "yesno" | "choice";

export type GuestFormField = {
  name: string;
  kind: FieldKind;
  /** required in forms of these kinds */
  requiredIn?: readonly GuestFormKind[];
  max?: number;
  options?: readonly string[];
};

const both: readonly GuestFormKind[] = ["stay", "dive"];
const dive: readonly GuestFormKind[] = ["dive"];

export const CERT_AGENCIES = ["PADI", "SSI", "CMAS", "NAUI", "SDI", "BSAC", "GUE", "other"] as const;
export { CERT_LEVELS };
export const SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;
export const MEDICAL_QUESTIONS = [
  "heart",
  "lungs",
  "epilepsy",
  "diabetes",
  "pregnancy",
  "medication",
  "surgery",
  "ears",
] as const;

export const SECTION_FIELDS: Record<GuestFormSection, readonly GuestFormField[]> = {
  personal: [
    { name: "firstName", kind: "text", requiredIn: both, max: 80 },
    { name: "lastName", kind: "text", requiredIn: both, max: 80 },
    { name: "gender", kind: "choice", options: ["m", "f", "u"] },
    { name: "birthday", kind: "date", requiredIn: both },
    { name: "nationality", kind: "country", requiredIn: both },
    { name: "email", kind: "email" },
    { name: "phone", kind: "text", max: 40 },
  ],
  passport: [
    { name: "number", kind: "text", requiredIn: both, max: 40 },
    { name: "nationality", kind: "country", requiredIn: both },
    { name: "issueDate", kind: "date" },
    { name: "expiryDate", kind: "date", requiredIn: both },
  ],
  address: [
    { name: "street", kind: "text", requiredIn: both, max: 160 },
    { name: "zip", kind: "text", requiredIn: both, max: 20 },
    { name: "city", kind: "text", requiredIn: both, max: 80 },
    { name: "state", kind: "text", max: 80 },
    { name: "country", kind: "country", requiredIn: both },
  ],
  emergency: [
    { name: "name", kind: "text", requiredIn: dive, max: 160 },
    { name: "relation", kind: "text", max: 80 },
    { name: "phone", kind: "text", requiredIn: dive, max: 40 },
    { name: "email", kind: "email" },
  ],
  arrival: [
    { name: "flightNo", kind: "flight", requiredIn: dive },
    { name: "date", kind: "date", requiredIn: dive },
    { name: "time", kind: "time" },
    { name: "airport", kind: "text", max: 80 },
  ],
  departure: [
    { name: "flightNo", kind: "flight", requiredIn: dive },
    { name: "date", kind: "date", requiredIn: dive },
    { name: "time", kind: "time" },
    { name: "airport", kind: "text", max: 80 },
  ],
  diving: [
    { name: "agency", kind: "choice", options: CERT_AGENCIES, requiredIn: dive },
    { name: "level", kind: "choice", options: CERT_LEVELS, requiredIn: dive },
    { name: "certNo", kind: "text", max: 40 },
    { name: "loggedDives", kind: "count", requiredIn: dive },
    { name: "lastDiveDate", kind: "date", requiredIn: dive },
    { name: "nitrox", kind: "yesno", requiredIn: dive },
  ],
  medical: [
    ...MEDICAL_QUESTIONS.map((q) => ({ name: q, kind: "yesno" as const, requiredIn: dive })),
    { name: "date", kind: "date", requiredIn: dive },
  ],
  insurance: [
    { name: "company", kind: "text", requiredIn: dive, max: 120 },
    { name: "policyNo", kind: "text", requiredIn: dive, max: 60 },
  ],
  gear: [
    { name: "rental", kind: "yesno" },
    { name: "wetsuit", kind: "choice", options: SIZES },
    { name: "bcd", kind: "choice", options: SIZES },
    { name: "shoeSize", kind: "count" },
    { name: "heightCm", kind: "count" },
    { name: "weightKg", kind: "count" },
  ],
  diet: [
    { name: "vegetarian", kind: "yesno" },
    { name: "vegan", kind: "yesno" },
    { name: "allergies", kind: "longText", max: 1000 },
    { name: "notes", kind: "longText", max: 1000 },
  ],
};

export const GUEST_FORM_FILE_KINDS = ["passport", "certCard", "medical"] as const;
export type GuestFormFileKind = (typeof GUEST_FORM_FILE_KINDS)[number];
/** What an upload may be, told by its content (file-type): scans and photos, or a PDF. */
export const GUEST_FORM_FILE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "application/pdf"];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function fieldSchema(f: GuestFormField): z.ZodType {
  switch (f.kind) {
    case "text":
    case "longText":
      return optional(text({ max: f.max ?? 160 }));
    case "date":
      return optional(calendarDateField());
    case "country":
      return optional(isoCountryCode());
    case "email":
      return optionalEmail().optional();
    case "flight":
      return optional(flightCode());
    case "time":
      return optional(z.string().regex(TIME, "validation.time"));
    case "count":
      return optional(nonNegativeInt({ max: 100_000 }));
    case "yesno":
      return z.boolean({ error: "validation.choice" }).nullable().optional();
    case "choice":
      return optional(z.enum(f.options as [string, ...string[]], { error: "validation.choice" }));
  }
}

function sectionSchema(section: GuestFormSection) {
  const shape = Object.fromEntries(SECTION_FIELDS[section].map((f) => [f.name, fieldSchema(f)]));
  const s = z.strictObject(shape);
  if (section === "passport")
    return s.refine((p) => !p.issueDate || !p.expiryDate || String(p.expiryDate) > String(p.issueDate), {
      path: ["expiryDate"],
      message: "guestForm.expiryBeforeIssue",
    });
  return s;
}

/** Each section's schema: every field optional (the form saves as it is filled), each in its format. */
export const SECTION_SCHEMAS = Object.fromEntries(
  GUEST_FORM_SECTIONS.map((s) => [s, sectionSchema(s)]),
) as unknown as Record<GuestFormSection, z.ZodType<Record<string, unknown>>>;

/** One guest's answers, section by section. */
export const guestAnswersSchema = z.strictObject(
  Object.fromEntries(GUEST_FORM_SECTIONS.map((s) => [s, SECTION_SCHEMAS[s].optional()])) as Record<
    GuestFormSection,
    z.ZodOptional<z.ZodType<Record<string, unknown>>>
  >,
);
export type GuestAnswers = Partial<Record<GuestFormSection, Record<string, unknown>>>;
