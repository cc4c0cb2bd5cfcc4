// The fifteen form field types (spec part 2, section 9) as data, and the answer schema built from
// a definition: each type's formats, required fields, options and the shared validators.
import { describe, expect, it } from "vitest";
import { todayIn } from "@/lib/core/dates";
import { translateMessage } from "@/lib/i18n/message-key";
import { translator } from "@/lib/i18n/translator";
import { friendlyErrors } from "@/lib/validation/zod-errors";
import {
  answerSchema,
  answerText,
  FORM_FIELD_TYPES,
  formFieldSchema,
  formFieldsSchema,
  takesAnswer,
  type FormFieldInput,
} from "@/lib/domain/forms/form-fields";

const fields = (...fs: FormFieldInput[]) => formFieldsSchema.parse(fs);
const field = (f: Partial<FormFieldInput> & Pick<FormFieldInput, "type">) => fields({ key: "a", ...f });

/** The issues of an answer as { path: message in `lang` }, or null when it passes. */
function problems(fs: ReturnType<typeof fields>, answer: unknown, lang: "de" | "en" = "en") {
  // as the API parses: zod's own messages become the friendly keys of the "validation" namespace
  const r = answerSchema(fs).safeParse(answer, { error: friendlyErrors() });
  if (r.success) return null;
  const t = translator(lang);
  // the first problem of each field, as the form shows it
  const first = new Map<string, string>();
  for (const i of r.error.issues) if (!first.has(i.path.join("."))) first.set(i.path.join("."), i.message);
  return Object.fromEntries([...first].map(([p, m]) => [p, translateMessage(t, m)]));
}
const ok = (fs: ReturnType<typeof fields>, answer: unknown) => answerSchema(fs).parse(answer);

describe("form field types", () => {
  it("knows all fifteen types of the spec, five of them only shown", () => {
    expect(FORM_FIELD_TYPES).toHaveLength(15);
    expect(FORM_FIELD_TYPES.filter((t) => !takesAnswer(t))).toEqual(["Header", "Text", "Image", "Video", "Download"]);
  });

  it("display fields take no answer, whatever is sent for them", () => {
    const fs = fields(
      { key: "h", type: "Header", label: "Welcome" },
      { key: "t", type: "Text", help: "Please fill in" },
      { key: "i", type: "Image", mediaIds: [1] },
      { key: "v", type: "Video", url: "https://example.com/v.mp4" },
      { key: "d", type: "Download", mediaIds: [2] },
    );
    expect(ok(fs, { h: "x", t: "y", i: 3 })).toEqual({});
  });

  it("Date: YYYY-MM-DD of a day that exists", () => {
    const fs = field({ type: "Date" });
    expect(ok(fs, { a: "2027-02-28" })).toEqual({ a: "2027-02-28" });
    expect(problems(fs, { a: "28.02.2027" })).toEqual({ a: "Use the format YYYY-MM-DD" });
    expect(problems(fs, { a: "2027-02-30" })).toEqual({ a: "There is no such day" });
    expect(problems(fs, { a: 20270228 })).toEqual({ a: "Please enter a text" });
  });

  it("Date: bounds relative to today and to another date field", () => {
    const today = todayIn("Europe/Berlin");
    const fs = fields(
      { key: "arrival", type: "Date", minDate: { from: "today" } },
      { key: "departure", type: "Date", minDate: { from: "arrival", offset: 1 } },
    );
    expect(problems(fs, { arrival: "2001-01-01" })).toEqual({ arrival: `Not before ${today}` });
    expect(problems(fs, { arrival: "2999-01-10", departure: "2999-01-10" })).toEqual({
      departure: "Not before 2999-01-11",
    });
    expect(ok(fs, { arrival: "2999-01-10", departure: "2999-01-11" })).toBeTruthy();
    // a date bound naming no date field of the form is a mistake of the definition
    expect(() => field({ type: "Date", maxDate: { from: "nothing" } })).toThrow();
  });

  it("Time: HH:MM on a 24-hour clock", () => {
    const fs = field({ type: "Time" });
    expect(ok(fs, { a: "07:30" })).toEqual({ a: "07:30" });
    expect(problems(fs, { a: "7:30 pm" })).toEqual({ a: "Use the format HH:MM" });
    expect(problems(fs, { a: "24:00" })).toEqual({ a: "Use the format HH:MM" });
  });

  it("DateTime: a day and a time, seconds dropped", () => {
    const fs = field({ type: "DateTime" });
    expect(ok(fs, { a: "2027-03-01T09:15:00" })).toEqual({ a: "2027-03-01T09:15" });
    expect(problems(fs, { a: "2027-03-01" })).toEqual({ a: "Use a date and a time, like 2027-03-01T09:15" });
    expect(problems(fs, { a: "2027-02-30T09:15" })).toEqual({ a: "There is no such day" });
    expect(problems(fs, { a: "2027-03-01" }, "de")).toEqual({
      a: "Bitte Datum und Uhrzeit angeben, z. B. 2027-03-01T09:15",
    });
  });

  it("QuestionShort: text length, optional when empty", () => {
    const fs = field({ type: "QuestionShort", minLength: 3, maxLength: 5 });
    expect(ok(fs, { a: "" })).toEqual({});
    expect(ok(fs, {})).toEqual({});
    expect(problems(fs, { a: "ab" })).toEqual({ a: "At least 3 characters" });
    expect(problems(fs, { a: "abcdef" })).toEqual({ a: "At most 5 characters" });
    expect(ok(fs, { a: "  abc " })).toEqual({ a: "abc" });
  });

  it("QuestionShort: e-mail, flight code, numbers and non-negative integers", () => {
    expect(problems(field({ type: "QuestionShort", format: "email" }), { a: "no-at" })).toEqual({
      a: "E-mail must be valid",
    });
    expect(ok(field({ type: "QuestionShort", format: "flightCode" }), { a: "LH 123" })).toEqual({ a: "LH 123" });
    expect(problems(field({ type: "QuestionShort", format: "flightCode" }), { a: "Lufthansa" })).toEqual({
      a: "2 to 3 letters or digits, then 1 to 5 digits (e.g. LH 123)",
    });
    const n = field({ type: "QuestionShort", format: "number", min: 1, max: 10 });
    expect(ok(n, { a: "2.5" })).toEqual({ a: 2.5 });
    expect(problems(n, { a: "abc" })).toEqual({ a: "Please enter a number" });
    expect(problems(n, { a: 11 })).toEqual({ a: "At most 10" });
    const dives = field({ type: "QuestionShort", format: "integer", max: 5000 });
    expect(ok(dives, { a: "120" })).toEqual({ a: 120 });
    expect(problems(dives, { a: "-1" })).toEqual({ a: "Must not be negative" });
    expect(problems(dives, { a: "1,5" })).toEqual({ a: "Please enter a whole number" });
    expect(problems(dives, { a: 6000 })).toEqual({ a: "At most 5000" });
  });

  it("QuestionShort: equal to and different from another field", () => {
    const fs = fields(
      { key: "email", type: "QuestionShort", format: "email" },
      { key: "again", type: "QuestionShort", format: "email", equals: "email" },
      { key: "other", type: "QuestionShort", format: "email", differs: "email" },
    );
    expect(problems(fs, { email: "a@b.de", again: "a@c.de" })).toEqual({ again: "The values must match" });
    expect(problems(fs, { email: "a@b.de", again: "a@b.de", other: "a@b.de" })).toEqual({
      other: "The values must differ",
    });
    expect(ok(fs, { email: "a@b.de", again: "a@b.de", other: "x@b.de" })).toBeTruthy();
  });

  it("QuestionLong: long text within its bounds, no NUL bytes", () => {
    const fs = field({ type: "QuestionLong", maxLength: 20 });
    expect(ok(fs, { a: "line one\nline two" })).toEqual({ a: "line one\nline two" });
    expect(problems(fs, { a: "x".repeat(21) })).toEqual({ a: "At most 20 characters" });
    expect(problems(fs, { a: "a\u0000b" })).toEqual({ a: "Contains characters that are not allowed" });
  });

  it("Radio and Select: one of the options", () => {
    for (const type of ["Radio", "Select"] as const) {
      const fs = field({ type, options: ["Open Water", "Advanced"] });
      expect(ok(fs, { a: "Advanced" })).toEqual({ a: "Advanced" });
      expect(problems(fs, { a: "Rescue" })).toEqual({ a: "Please choose one of the offered values" });
      expect(problems(fs, { a: ["Advanced"] })).not.toBeNull();
    }
  });

  it("MultipleChoice and MultipleSelect: a list of the options, each once, within bounds", () => {
    for (const type of ["MultipleChoice", "MultipleSelect"] as const) {
      const fs = field({ type, options: ["fish", "meat", "vegan"], minLength: 1, maxLength: 2 });
      expect(ok(fs, { a: ["fish", "vegan"] })).toEqual({ a: ["fish", "vegan"] });
      expect(problems(fs, { a: ["fish", "fish"] })).toEqual({ a: "Each entry only once" });
      expect(problems(fs, { a: ["cake"] })).toEqual({ "a.0": "Please choose one of the offered values" });
      expect(problems(fs, { a: ["fish", "meat", "vegan"] })).toEqual({ a: "Choose at most 2" });
      expect(problems(fs, { a: "fish" })).toEqual({ a: "Please choose from the list" });
    }
  });

  it("Stars: a whole number from 1 to the definition's stars", () => {
    const fs = field({ type: "Stars", stars: 5 });
    expect(ok(fs, { a: 4 })).toEqual({ a: 4 });
    expect(ok(fs, { a: "5" })).toEqual({ a: 5 });
    expect(problems(fs, { a: 6 })).toEqual({ a: "At most 5" });
    expect(problems(fs, { a: 0 })).toEqual({ a: "At least 1" });
    expect(problems(fs, { a: 2.5 })).toEqual({ a: "Please enter a whole number" });
    expect(answerText(fs[0]!, 4)).toBe("4/5");
  });

  it("required fields fail on empty, in the guest's language, every problem at once", () => {
    const fs = fields(
      { key: "name", type: "QuestionShort", required: true },
      { key: "diet", type: "MultipleChoice", required: true, options: ["fish", "vegan"] },
      { key: "rating", type: "Stars", required: true },
      { key: "arrival", type: "Date", required: true },
    );
    expect(problems(fs, { name: "  ", diet: [] })).toEqual({
      name: "This field is required",
      diet: "This field is required",
      rating: "This field is required",
      arrival: "This field is required",
    });
    expect(problems(fs, {}, "de")?.name).toBe("Dieses Feld ist erforderlich");
  });

  it("checks the definition: keys once, options for choices, known references, bounds in order", () => {
    const wrong = formFieldsSchema.safeParse([
      { key: "a", type: "QuestionShort" },
      { key: "a", type: "Radio" },
      { key: "b", type: "QuestionShort", equals: "nope", minLength: 5, maxLength: 2 },
      { key: "1x", type: "Header" },
      { key: "c", type: "Select", options: ["x", "x"] },
      { key: "d", type: "Rating" },
    ]);
    expect(wrong.success).toBe(false);
    const paths = wrong.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "3.key:validation.fieldKey",
        "4.options:validation.duplicate",
        "5.type:validation.choice",
      ]),
    );
    // the list-level checks run once every field parsed
    const refs = formFieldsSchema.safeParse([
      { key: "a", type: "QuestionShort" },
      { key: "a", type: "Radio" },
      { key: "b", type: "QuestionShort", equals: "nope", minLength: 5, maxLength: 2 },
    ]);
    expect(refs.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`)).toEqual([
      "1.key:validation.fieldKeyUnique",
      '1.options:validation.minItems|{"min":1}',
      "2.maxLength:validation.maxNightsBelowMin",
      "2.equals:validation.unknownKey",
    ]);
    expect(formFieldSchema.safeParse({ key: "v", type: "Video", url: "javascript:alert(1)" }).success).toBe(false);
  });
});
