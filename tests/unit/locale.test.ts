import { describe, expect, it } from "vitest";
import {
  GUEST_FORM_PAGE_HEADER,
  LOCALE_COOKIE_MAX_AGE,
  localeFromAcceptLanguage,
  offeredLocale,
  resolveLocale,
} from "@/lib/i18n/locale";
import { offeredLanguages } from "@/lib/page/languages";

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

describe("the languages a page offers (the guest form: gfLangs)", () => {
  it("shows the wanted language when offered, otherwise the first offered one", () => {
    expect(offeredLocale("de", ["en"])).toBe("en");
    expect(offeredLocale("en", ["en"])).toBe("en");
    expect(offeredLocale("de", ["en", "de"])).toBe("de");
    expect(offeredLocale("de", [])).toBe("de");
  });

  it("limits only the guest form's requests, in the operator's order, to known languages", () => {
    const guestForm = new Headers({ [GUEST_FORM_PAGE_HEADER]: "1" });
    expect(offeredLanguages(guestForm, { gfLangs: ["en"] })).toEqual(["en"]);
    expect(offeredLanguages(guestForm, { gfLangs: ["en", "de", "en"] })).toEqual(["en", "de"]);
    // any other page offers every language
    expect(offeredLanguages(new Headers(), { gfLangs: ["en"] })).toEqual(["de", "en"]);
    // nothing usable stored: every language rather than none
    expect(offeredLanguages(guestForm, { gfLangs: ["fr"] })).toEqual(["de", "en"]);
    expect(offeredLanguages(guestForm, {})).toEqual(["de", "en"]);
  });
});
