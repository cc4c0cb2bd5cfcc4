// The merge fields a mail template may use, as data: `{{booking.number}}` in a subject or body is
// replaced by the booking's number when the mail is rendered (render-mail.ts). `{{text.KEY}}` puts
// in the text block KEY (lib/domain/content) in the mail's language. Pure: the template editor
// offers this list in the browser, and saving a template checks its fields against it.

/** The merge fields by group, in the order the editor lists them. */
export const MERGE_FIELD_GROUPS = {
  booking: [
    "booking.number",
    "booking.state",
    "booking.arrival",
    "booking.departure",
    "booking.nights",
    "booking.pax",
    "booking.asset",
    "booking.tour",
    "booking.rooms",
    "booking.optionUntil",
  ],
  guests: ["guests.names", "guests.count"],
  customer: ["customer.name", "customer.firstName", "customer.lastName", "customer.email"],
  agency: ["agency.name", "agency.email"],
  amounts: ["amount.total", "amount.paid", "amount.open", "amount.deposit", "amount.rest"],
  dueDates: ["due.deposit", "due.rest", "due.payment"],
  links: ["link.guestForm", "link.invoice", "link.payment"],
  operator: ["company.name", "company.email", "company.phone"],
} as const;

export type MergeFieldGroup = keyof typeof MERGE_FIELD_GROUPS;
export type MergeField = (typeof MERGE_FIELD_GROUPS)[MergeFieldGroup][number];

export const MERGE_FIELDS: readonly MergeField[] = Object.values(MERGE_FIELD_GROUPS).flat();
const KNOWN: ReadonlySet<string> = new Set(MERGE_FIELDS);

/** A text block's merge field: `text.` and the block's key (content/resources.ts: letters, digits, _ . -). */
export const TEXT_BLOCK_FIELD = /^text\.([a-z0-9_.-]{1,80})$/i;

/** `{{ name }}` anywhere in a subject or body; the name is what lies between the braces, trimmed. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The merge fields `source` uses, each once, in order of appearance. */
export function mergeFieldsIn(source: string): string[] {
  const seen = new Set<string>();
  for (const m of source.matchAll(PLACEHOLDER)) seen.add(m[1]);
  return [...seen];
}

/** Whether `name` is a merge field a template may use. */
export const isMergeField = (name: string) => KNOWN.has(name) || TEXT_BLOCK_FIELD.test(name);

/** The merge fields of `source` that are none: empty when every one is known. */
export const unknownMergeFields = (source: string) => mergeFieldsIn(source).filter((f) => !isMergeField(f));

/** The text block keys `source` uses ({{text.KEY}}). */
export const textBlockKeysIn = (source: string) =>
  mergeFieldsIn(source)
    .map((f) => TEXT_BLOCK_FIELD.exec(f)?.[1])
    .filter((k): k is string => !!k);

/** Replaces every `{{name}}` in `source` by `value(name)`. */
export const replaceMergeFields = (source: string, value: (name: string) => string) =>
  source.replace(PLACEHOLDER, (_, name: string) => value(name));
