// Server-side translation outside React (route handlers, mails): the same messages files.
import { createTranslator } from "next-intl";
import type { Locale } from "./locale";
import { bundledMessages } from "./messages";

export function translator(locale: Locale) {
  const messages = bundledMessages(locale);
  const t = createTranslator({ locale, messages });
  /** Translates `key` when it exists, else returns `fallback` (or the key). */
  const translate = (key: string, values?: Record<string, string | number>, fallback?: string): string => {
    if (!t.has(key as never)) return fallback ?? key;
    return t(key as never, values as never) as string;
  };
  return Object.assign(translate, { has: (key: string) => t.has(key as never) });
}
