import de from "../../messages/de.json";
import en from "../../messages/en.json";
import type { Locale } from "./locale";

export type Messages = typeof en;
const BUNDLED: Record<Locale, Messages> = { de, en };

/** The UI texts of a language. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return BUNDLED[locale];
}

export function bundledMessages(locale: Locale): Messages {
  return BUNDLED[locale];
}
