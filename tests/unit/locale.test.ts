import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE_MAX_AGE, localeFromAcceptLanguage, resolveLocale } from "@/lib/i18n/locale";

describe("language choice", () => {
  it("takes the cookie first, then Accept-Language, recognising only de and en", () => {
    expect(resolveLocale("en", "de-DE,de;q=0.9")).toBe("en");
    expect(resolveLocale(undefined, "en-GB,en;q=0.9,de;q=0.5")).toBe("en");
    expect(resolveLocale("fr", "de-AT")).toBe("de");
    expect(resolveLocale(undefined, "fr-FR,fr;q=0.9")).toBe("de");
    expect(resolveLocale(undefined, "fr-FR,fr;q=0.9", "en")).toBe("en");
  });

  it("orders Accept-Language by q-value", () => {
    expect(localeFromAcceptLanguage("de;q=0.4,en;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0,de")).toBe("de");
    expect(localeFromAcceptLanguage("")).toBeUndefined();
  });

  it("keeps the language cookie 14 days", () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(14 * 24 * 60 * 60);
  });
});
