import de from "../../messages/de.json";
import en from "../../messages/en.json";
import type { Locale } from "./locale";

export type Messages = typeof en;
const BUNDLED: Record<Locale, Messages> = { de, en };

/** The UI texts of a language, with the operator's overrides (/config/translations). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { applyOverrides, translationOverrides } = await import("./overrides");
  return applyOverrides(BUNDLED[locale], await translationOverrides(locale));
}

export function bundledMessages(locale: Locale): Messages {
  return BUNDLED[locale];
}
