// The field types of a form definition and what each does (spec part 2, section 9), without zod:
// the definition editor reads them in the browser (form-fields.ts holds the schemas).
export const FORM_FIELD_TYPES = [
  "Date",
  "Header",
  "Time",
  "DateTime",
  "Text",
  "QuestionShort",
  "QuestionLong",
  "MultipleChoice",
  "Radio",
  "Select",
  "Image",
  "Video",
  "Download",
  "Stars",
  "MultipleSelect",
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Fields that show something (a heading, a text, a picture, a video, a file) and take no answer. */
export const DISPLAY_TYPES: readonly FormFieldType[] = ["Header", "Text", "Image", "Video", "Download"];
/** Fields that offer the definition's options. */
export const CHOICE_TYPES: readonly FormFieldType[] = ["MultipleChoice", "Radio", "Select", "MultipleSelect"];
/** Choice fields whose answer is a list of options. */
export const MULTI_TYPES: readonly FormFieldType[] = ["MultipleChoice", "MultipleSelect"];
/** Fields that show media of the library (chosen with the media chooser). */
export const MEDIA_TYPES: readonly FormFieldType[] = ["Image", "Video", "Download"];

/** What a short answer must look like (the shared validators). */
export const SHORT_FORMATS = ["text", "email", "flightCode", "number", "integer"] as const;
export type ShortFormat = (typeof SHORT_FORMATS)[number];

export const DEFAULT_STARS = 5;
export const MAX_FIELDS = 200;

export const takesAnswer = (type: FormFieldType) => !DISPLAY_TYPES.includes(type);
