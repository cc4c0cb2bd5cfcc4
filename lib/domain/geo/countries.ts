// The country catalogue seeded on first start: ISO codes and calling codes from libphonenumber's
// metadata, names in every supported language from the runtime's ICU data.
import { getCountries, getCountryCallingCode } from "libphonenumber-js";

const NOT_ISO = new Set(["AC", "TA"]); // telephone-only regions

export type CountrySeed = { code: string; name: string; translations: Record<string, string>; callingCodes: string[] };

export function countryCatalog(langs: readonly string[] = ["de", "en"]): CountrySeed[] {
  const names = Object.fromEntries(langs.map((l) => [l, new Intl.DisplayNames([l], { type: "region" })]));
  return getCountries()
    .filter((c) => !NOT_ISO.has(c))
    .map((code) => {
      const translations = Object.fromEntries(langs.map((l) => [l, names[l].of(code) ?? code]));
      return { code, name: translations.en ?? code, translations, callingCodes: [`+${getCountryCallingCode(code)}`] };
    });
}
