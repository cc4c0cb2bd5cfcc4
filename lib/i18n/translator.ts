// Server-side translation outside React (route handlers, mails): the same messages files.
import { createTranslator } from "next-intl";
import type { Locale } from "./locale";
import { bundledMessages } from "./messages";

/**
 * True when `key` names a message: every segment an own property (next-intl's own `has` also
 * finds what objects inherit: "bookingStates.constructor" would be "there", then fail), a text at
 * the end. Keys often end in a value from a request or a row ("printLists.kinds.<ref>").
 */
function hasMessage(messages: unknown, key: string): boolean {
  let at: unknown = messages;
  for (const part of key.split(".")) {
    if (!at || typeof at !== "object" || !Object.hasOwn(at, part)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === "string";
}

export function translator(locale: Locale) {
  const messages = bundledMessages(locale);
  const t = createTranslator({ locale, messages });
  const has = (key: string) => hasMessage(messages, key);
  /** Translates `key` when it exists, else returns `fallback` (or the key). */
  const translate = (key: string, values?: Record<string, string | number>, fallback?: string): string => {
    if (!has(key)) return fallback ?? key;
    return t(key as never, values as never) as string;
  };
  return Object.assign(translate, { has });
}
