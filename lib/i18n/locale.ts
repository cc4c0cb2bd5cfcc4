// Only de and en are recognised; the language comes from the cookie, then Accept-Language.
export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** the language cookie lives 14 days */
export const LOCALE_COOKIE_MAX_AGE = 14 * 24 * 3600;

export function isLocale(v: unknown): v is Locale {
  return typeof v === "string" && (LOCALES as readonly string[]).includes(v);
}

/** The best supported language of an Accept-Language header, by q-value; undefined if none. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: tag.trim().toLowerCase().split("-")[0], q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((x) => x.lang).find(isLocale);
}

export function resolveLocale(
  cookie: string | undefined,
  acceptLanguage: string | null | undefined,
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? fallback;
}

/**
 * The request header by which middleware.ts marks the public guest form pages (/guestform/...,
 * /guestform-m/...), which offer only the languages of the setting gfLangs; removed from every other
 * request, so a client cannot send it.
 */
export const GUEST_FORM_PAGE_HEADER = "x-harbour-guest-form";

/**
 * A page shown in a language other than the cookie's (the guest form, gfLangs) names it in this
 * header on its API calls, so their answers (a refused field's message) speak the page's language.
 */
export const PAGE_LOCALE_HEADER = "x-harbour-locale";

/**
 * The language a page that offers only some languages is shown in: the wanted one when offered,
 * otherwise the first offered one (no list: every language is offered).
 */
export function offeredLocale(wanted: Locale, offered: readonly Locale[]): Locale {
  return offered.length === 0 || offered.includes(wanted) ? wanted : offered[0];
}
