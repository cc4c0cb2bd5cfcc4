import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from "../i18n/locale";

/** Sets the language cookie in the browser (after login: the user's saved language). */
export function setLocaleCookie(locale: unknown) {
  if (isLocale(locale))
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}
