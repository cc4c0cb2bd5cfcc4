"use server";
import { cookies, headers } from "next/headers";
import { authenticate } from "@/lib/http/authenticate";
import { saveUserLanguage } from "@/lib/domain/users/user-settings";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, type Locale } from "@/lib/i18n/locale";

/** Switches the interface language; a logged-in user keeps it in the user settings too. */
export async function setLanguage(locale: Locale) {
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, path: "/", sameSite: "lax" });
  const principal = await authenticate(await headers());
  if (principal.user) await saveUserLanguage(principal.user.id, locale);
}
