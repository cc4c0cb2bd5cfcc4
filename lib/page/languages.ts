// The languages a page offers: every language, except on the public guest form, which offers only
// the setting gfLangs (middleware.ts marks its requests). lib/i18n/request.ts shows such a page in
// an offered language; the public layout's language switch lists only these.
import { headers } from "next/headers";
import { cache } from "react";
import { readGroup } from "../domain/settings/group-settings";
import { GUEST_FORM_PAGE_HEADER, isLocale, LOCALES, type Locale } from "../i18n/locale";

/** The languages offered by the page of a request with these headers, given the general settings. */
export function offeredLanguages(h: Headers, general: Record<string, unknown>): readonly Locale[] {
  if (!h.has(GUEST_FORM_PAGE_HEADER) || !Array.isArray(general.gfLangs)) return LOCALES;
  // in the operator's order: the first is the one a page opened in another language is shown in
  const langs = [...new Set((general.gfLangs as unknown[]).filter(isLocale))];
  return langs.length ? langs : LOCALES;
}

/** The languages this request's page offers. */
export const pageLanguages = cache(async (): Promise<readonly Locale[]> =>
  offeredLanguages(await headers(), await readGroup("general")),
);
