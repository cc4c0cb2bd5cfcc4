// Zod's own messages ("Ungültige Eingabe: erwartet string, erhalten number") name types, not what
// to do. This error map answers translation keys of the "validation" namespace instead, worded
// for people, with the bounds as values; the field path stays zod's (the failing list item or
// nested field). Messages a schema sets itself win over this map (zod's precedence), so the
// shared validators keep theirs. Used by the API (lib/http/parse.ts) and by forms in the browser.
import type { z } from "zod";
import { own } from "../core/own";
import { messageKey } from "../i18n/message-key";

type Issue = z.core.$ZodRawIssue;

const TYPE_KEYS: Record<string, string> = {
  string: "validation.text",
  number: "validation.number",
  int: "validation.integer",
  bigint: "validation.integer",
  boolean: "validation.boolean",
  array: "validation.list",
  set: "validation.list",
  date: "validation.date",
  object: "validation.invalid",
  record: "validation.invalid",
};

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A translation key (with values) for a zod issue, or undefined to keep zod's message. */
export function friendlyMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (isEmpty(issue.input) && issue.path?.length) return "validation.required";
      return own(TYPE_KEYS, String(issue.expected)) ?? "validation.invalid";
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? "validation.required" : messageKey("validation.minLength", { min });
      if (issue.origin === "array" || issue.origin === "set")
        return min <= 1 ? "validation.required" : messageKey("validation.minItems", { min });
      return messageKey("validation.min", { min });
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return messageKey("validation.maxLength", { max });
      if (issue.origin === "array" || issue.origin === "set") return messageKey("validation.maxItems", { max });
      return messageKey("validation.max", { max });
    }
    case "invalid_format":
      return issue.format === "email" ? "validation.emailValid" : "validation.format";
    case "invalid_value":
      return "validation.choice";
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
    case "not_multiple_of":
      return "validation.invalid";
    case "unrecognized_keys":
      return messageKey("validation.unknownFields", { keys: (issue.keys ?? []).join(", ") });
    default:
      return undefined;
  }
}

/** The error map for `safeParse(data, { error })`: friendly keys, else `fallback` (zod's locale). */
export function friendlyErrors(fallback?: (issue: Issue) => unknown) {
  return (issue: Issue) => friendlyMessage(issue) ?? (fallback?.(issue) as string | undefined);
}
