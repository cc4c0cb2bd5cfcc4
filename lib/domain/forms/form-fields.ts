// Form fields as data (spec part 2, section 9: the fifteen field types) and the pure validation
// of an answer: a definition is a list of fields; `answerSchema(fields)` builds the zod schema an
// answer must pass, from the shared validators of spec part 1, section 5 (required, text length
// with optional-when-empty, e-mail, flight code, numeric bounds, non-negative integer, date bounds
// relative to today or to another field, equality and inequality). Pure: the public form checks in
// the browser with the same schema the API checks with. Guest-form sections can be definitions too.
import { z } from "zod";
import { ISO_DATE } from "../../core/dates";
import { messageKey } from "../../i18n/message-key";
import {
  calendarDateField,
  crossCheck,
  email,
  flightCode,
  id,
  nonNegativeInt,
  number,
  required,
  resolveBound,
  safeString,
  text,
  type DateBound,
} from "../../validation/validators";

import {
  CHOICE_TYPES,
  DEFAULT_STARS,
  DISPLAY_TYPES,
  FORM_FIELD_TYPES,
  MAX_FIELDS,
  MEDIA_TYPES,
  MULTI_TYPES,
  SHORT_FORMATS,
  takesAnswer,
} from "./form-field-types";

// the field types stay importable from here (they live apart so the browser can have them without zod)
export * from "./form-field-types";

const FIELD_KEY = /^[a-zA-Z][a-zA-Z0-9_]*$/;
const fieldKey = () => z.string().trim().regex(FIELD_KEY, "validation.fieldKey").max(40);

const dateBound = z.object({
  /** "today", a date "YYYY-MM-DD" or the key of another date field of the form */
  from: safeString().trim().min(1).max(40),
  offset: z.number().int().min(-36500).max(36500).default(0),
  unit: z.enum(["days", "weeks", "months", "years"]).default("days"),
});

const count = (max: number) => z.number().int().min(0).max(max);

/** One field of a definition. Options only for choices, media only for Image, Video, Download. */
export const formFieldSchema = z.object({
  key: fieldKey(),
  type: z.enum(FORM_FIELD_TYPES, { error: "validation.choice" }),
  label: text({ max: 500 }).default(""),
  /** a hint under the label, or the paragraph of a Text field */
  help: text({ max: 5000 }).default(""),
  required: z.boolean().default(false),
  options: z
    .array(text({ min: 1, max: 200 }))
    .max(100)
    .default([])
    .refine((os) => new Set(os).size === os.length, "validation.duplicate"),
  /** media of the library (Image: the picture, Download: the files, Video: a video file) */
  mediaIds: z.array(id()).max(20).default([]),
  /** a video's web address (https), instead of a medium */
  url: safeString()
    .trim()
    .max(1000)
    .refine((u) => u === "" || /^https:\/\/\S+$/.test(u), "validation.format")
    .default(""),
  /** QuestionShort: what the answer must look like */
  format: z.enum(SHORT_FORMATS).default("text"),
  /** text length (QuestionShort, QuestionLong) or how many options at least / at most (multiple) */
  minLength: count(10000).optional(),
  maxLength: count(10000).optional(),
  /** numeric bounds (QuestionShort with format number or integer) */
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  /** Date, DateTime: not before / not after (relative to today or another date field) */
  minDate: dateBound.optional(),
  maxDate: dateBound.optional(),
  /** Stars: how many (3 to 10) */
  stars: z.number().int().min(3).max(10).default(DEFAULT_STARS),
  /** the answer must equal (or differ from) another field's answer (e-mail repeated) */
  equals: fieldKey().optional(),
  differs: fieldKey().optional(),
});
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** A definition's fields: keys unique, choices with options, references to fields that exist. */
export const formFieldsSchema = z
  .array(formFieldSchema)
  .max(MAX_FIELDS, messageKey("validation.maxItems", { max: MAX_FIELDS }))
  .superRefine((fields, ctx) => {
    const keys = fields.map((f) => f.key);
    const answerKeys = new Set(fields.filter((f) => takesAnswer(f.type)).map((f) => f.key));
    const dateKeys = new Set(fields.filter((f) => f.type === "Date" || f.type === "DateTime").map((f) => f.key));
    fields.forEach((f, i) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [i, path], message, input: f });
      if (keys.indexOf(f.key) !== i) issue("key", "validation.fieldKeyUnique");
      if (CHOICE_TYPES.includes(f.type) && !f.options.length)
        issue("options", messageKey("validation.minItems", { min: 1 }));
      if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength)
        issue("maxLength", "validation.maxNightsBelowMin");
      if (f.min !== undefined && f.max !== undefined && f.min > f.max) issue("max", "validation.maxNightsBelowMin");
      for (const ref of ["equals", "differs"] as const) {
        const other = f[ref];
        if (other !== undefined && (other === f.key || !answerKeys.has(other))) issue(ref, "validation.unknownKey");
      }
      for (const b of ["minDate", "maxDate"] as const) {
        const from = f[b]?.from;
        if (from !== undefined && from !== "today" && !ISO_DATE.test(from) && !dateKeys.has(from))
          issue(b, "validation.unknownKey");
      }
    });
  });

/** An answer's value: a text, a number (stars, numbers) or a list of options. */
export type AnswerValue = string | number | string[];
export type Answers = Record<string, AnswerValue>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

const timeField = () => safeString().trim().regex(TIME, "validation.time");
const dateTimeField = () =>
  safeString()
    .trim()
    // a browser's datetime-local may send seconds: keep minutes
    .transform((v) => v.replace(/^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/, "$1T$2"))
    .pipe(
      z
        .string()
        .regex(DATE_TIME, "forms.validation.dateTime")
        .superRefine((v, ctx) => {
          const r = calendarDateField().safeParse(v.slice(0, 10));
          if (!r.success) ctx.addIssue({ code: "custom", message: r.error.issues[0]!.message });
        }),
    );

function shortText(f: FormField): z.ZodType {
  switch (f.format) {
    case "email":
      return email();
    case "flightCode":
      return flightCode();
    case "number":
      return number({ min: f.min, max: f.max });
    case "integer": {
      let s: z.ZodType<number> = nonNegativeInt();
      if (f.min !== undefined) s = s.refine((n) => n >= f.min!, messageKey("validation.min", { min: f.min }));
      if (f.max !== undefined) s = s.refine((n) => n <= f.max!, messageKey("validation.max", { max: f.max }));
      return s;
    }
    default:
      return text({ min: f.minLength, max: Math.min(f.maxLength ?? 500, 500), optional: !f.required });
  }
}

function choices(f: FormField, multiple: boolean): z.ZodType {
  const one = z.string().refine((v) => f.options.includes(v), "validation.choice");
  if (!multiple) return one;
  let list = z
    .array(one, { error: "validation.list" })
    .max(f.options.length, messageKey("validation.maxItems", { max: f.options.length }))
    .refine((vs) => new Set(vs).size === vs.length, "validation.duplicate");
  if (f.minLength)
    list = list.refine((vs) => vs.length >= f.minLength!, messageKey("validation.minItems", { min: f.minLength }));
  if (f.maxLength !== undefined)
    list = list.refine((vs) => vs.length <= f.maxLength!, messageKey("validation.maxItems", { max: f.maxLength }));
  return list;
}

/** The schema of one field's answer (not yet required or optional); undefined for display fields. */
export function valueSchema(f: FormField): z.ZodType | undefined {
  switch (f.type) {
    case "Date":
      return calendarDateField();
    case "Time":
      return timeField();
    case "DateTime":
      return dateTimeField();
    case "QuestionShort":
      return shortText(f);
    case "QuestionLong":
      return text({ min: f.minLength, max: Math.min(f.maxLength ?? 10000, 10000), optional: !f.required });
    case "Radio":
    case "Select":
      return choices(f, false);
    case "MultipleChoice":
    case "MultipleSelect":
      return choices(f, true);
    case "Stars":
      return z.preprocess(
        (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
        z
          .number({ error: "validation.number" })
          .int("validation.integer")
          .min(1, messageKey("validation.min", { min: 1 }))
          .max(f.stars, messageKey("validation.max", { max: f.stars })),
      );
    default:
      return undefined;
  }
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);

/** Empty is no answer (left out); required fields fail on it with "validation.required". */
function fieldAnswer(f: FormField, schema: z.ZodType): z.ZodType {
  if (f.required) return required(schema);
  return z.preprocess((v) => (isEmpty(v) ? undefined : v), schema.optional());
}

/**
 * The schema of an answer to `fields`: an object of the answer fields (unknown keys are dropped),
 * each required or optional, with the cross-field rules (equal, differ, date bounds) checked even
 * when other fields failed, so the form learns every problem at once.
 */
export function answerSchema(fields: readonly FormField[], { timeZone = "Europe/Berlin" } = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    const s = valueSchema(f);
    if (s) shape[f.key] = fieldAnswer(f, s);
  }
  const object = z.object(shape) as unknown as z.ZodType<Answers>;
  return crossCheck(object, (value, ctx, valid) => {
    const named: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === "string") named[k] = v.slice(0, 10);
    for (const f of fields) {
      const v = value[f.key];
      if (v === undefined || !valid(f.key)) continue;
      if (f.equals && valid(f.equals) && v !== value[f.equals])
        ctx.addIssue({ code: "custom", path: [f.key], message: "validation.mustEqual" });
      if (f.differs && valid(f.differs) && value[f.differs] !== undefined && v === value[f.differs])
        ctx.addIssue({ code: "custom", path: [f.key], message: "validation.mustDiffer" });
      if ((f.type === "Date" || f.type === "DateTime") && typeof v === "string") {
        const day = v.slice(0, 10);
        const min = f.minDate && resolveBound(f.minDate as DateBound, named, timeZone);
        const max = f.maxDate && resolveBound(f.maxDate as DateBound, named, timeZone);
        if (min && day < min)
          ctx.addIssue({ code: "custom", path: [f.key], message: messageKey("validation.dateMin", { date: min }) });
        if (max && day > max)
          ctx.addIssue({ code: "custom", path: [f.key], message: messageKey("validation.dateMax", { date: max }) });
      }
    }
  });
}

/** An answer as one line of text (lists, CSV): options joined, stars as "4/5". */
export function answerText(f: FormField, v: AnswerValue | undefined): string {
  if (v === undefined) return "";
  if (Array.isArray(v)) return v.join(", ");
  if (f.type === "Stars") return `${v}/${f.stars}`;
  if (f.type === "DateTime" && typeof v === "string") return v.replace("T", " ");
  return String(v);
}

/** What a definition may hold (GET /api/formdef/constants and /api/form/constants). */
export const FORM_CONSTANTS = {
  fieldTypes: FORM_FIELD_TYPES,
  displayTypes: DISPLAY_TYPES,
  choiceTypes: CHOICE_TYPES,
  multipleTypes: MULTI_TYPES,
  mediaTypes: MEDIA_TYPES,
  shortFormats: SHORT_FORMATS,
  dateUnits: ["days", "weeks", "months", "years"],
  defaultStars: DEFAULT_STARS,
  maxFields: MAX_FIELDS,
};
