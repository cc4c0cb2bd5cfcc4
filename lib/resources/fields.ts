// Field builders shared by the resource schemas (on top of lib/validation/validators).
import { z } from "zod";
import { LOCALES } from "../i18n/locale";
import { isCountryCode } from "../validation/country-codes";
import { calendarDateField, id, ids as idList, text } from "../validation/validators";

/** Optional and nullable; an empty string from a form counts as "no value". */
export const optional = <S extends z.ZodType>(s: S) =>
  z.preprocess((v) => (v === "" ? null : v), s.nullable().optional());

/** A code as typed, trimmed and upper-cased, then matched against its pattern. */
export const upperCode = (pattern: RegExp, message: string) => z.string().trim().toUpperCase().regex(pattern, message);

/**
 * The shape of a country code only (two letters, upper-cased). The country list's own key is one:
 * an operator may add a country to it. A field that names a country takes isoCountryCode.
 */
export const countryCode = () => upperCode(/^[A-Z]{2}$/, "validation.countryCode");
/**
 * A country code that names a country (ISO 3166-1, and XK): "XX" has the shape but no country. A
 * code of the wrong shape ("Germany") gets countryCode's message only. The one validator of every
 * field naming a country: a customer's, an agency's, a resort's, a supplier's, the company's, the
 * geography's and tax rates', a price's markets and the price lookup's market.
 */
export const isoCountryCode = () =>
  countryCode().refine((c) => !/^[A-Z]{2}$/.test(c) || isCountryCode(c), "validation.unknownReference");
export const currencyCode = () => upperCode(/^[A-Z]{3}$/, "validation.currencyCode");
/** The operator's short code of a resort, a vessel or a tour ("MS-ALBA"). */
export const assetCode = () => upperCode(/^[A-Z0-9-]{1,20}$/, "validation.code");
export const color = () =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "validation.color");
export const name = (max = 160) => text({ min: 1, max });
export const sortOrder = () => z.coerce.number().int().min(-100000).max(100000).default(0);
export const ids = () => idList(500).default([]);
export { id };
export const coordinate = (limit: 90 | 180) =>
  optional(
    z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim().replace(",", "."))
      .pipe(z.string().regex(/^-?\d{1,3}(\.\d{1,6})?$/, "validation.number"))
      .refine((v) => Math.abs(Number(v)) <= limit, `validation.max|{"max":${limit}}`),
  );
/** A text per language: { de: "...", en: "..." }. */
export const i18nText = (max = 20000) =>
  z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().max(max).optional()]))).default({});
export const date = () => calendarDateField();
/** The street, postcode and town of an address (a customer's, an agency's, a resort's, a supplier's). */
export const streetAddress = () => ({
  street: optional(text({ max: 160 })),
  zip: optional(text({ max: 20 })),
  city: optional(text({ max: 80 })),
});
