// Currencies with exchange rates, UI text overrides (translations) and taxes.
import { z } from "zod";
import { afterCommit } from "../../core/db";
import { LOCALES } from "../../i18n/locale";
import { defineResource } from "../../resources/types";
import { csvColumns, readWriteAccess } from "../../resources/list-parts";
import { currencyCode, date, isoCountryCode, name, optional, sortOrder } from "../../resources/fields";
import { percent, text } from "../../validation/validators";
import { bumpDataVersion } from "./data-version";
import { invalidateTranslations } from "../../i18n/overrides";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN, SORT_AND_ACTIVE_FIELDS } from "../../resources/screen-parts";

const admin = { read: ["settings.read"], create: ["admin"], update: ["admin"], delete: ["admin"] } as const;
const rate = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(",", "."))
    .pipe(z.string().regex(/^\d{1,10}(\.\d{1,8})?$/, "validation.rate"))
    .refine((v) => Number(v) > 0, "validation.rate");

export const currencyResource = defineResource({
  name: "currency",
  model: "currency",
  id: { field: "code", type: "string" },
  access: admin,
  create: z.object({
    code: currencyCode(),
    name: name(60),
    symbol: text({ min: 1, max: 5 }),
    decimals: z.coerce.number().int().min(0).max(4).default(2),
    isActive: z.boolean().default(true),
    sort: sortOrder(),
  }),
  update: z
    .object({
      name: name(60),
      symbol: text({ min: 1, max: 5 }),
      decimals: z.coerce.number().int().min(0).max(4),
      isActive: z.boolean(),
      sort: sortOrder(),
    })
    .partial(),
  search: ["code", "name"],
  filters: { isActive: { kind: "bool" } },
  sort: { code: "code", name: "name", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  csv: csvColumns("currencies.fields", ["code", "name", "symbol", "decimals", "isActive"]),
  references: [
    { model: "exchangeRate", field: "fromCode", label: "exchangeRates" },
    { model: "exchangeRate", field: "toCode", label: "exchangeRates" },
  ],
  copy: (c) => ({ code: `${String(c.code).slice(0, 2)}X`, name: `${c.name} (2)` }),
  afterWrite: (_row, { tx }) => bumpDataVersion(tx).then(() => undefined),
});

export const exchangeRateResource = defineResource({
  name: "exchangerate",
  model: "exchangeRate",
  access: admin,
  create: z
    .object({ fromCode: currencyCode(), toCode: currencyCode(), rate: rate(), validFrom: date() })
    .refine((r) => r.fromCode !== r.toCode, { path: ["toCode"], message: "validation.mustDiffer" }),
  update: z.object({ rate: rate(), validFrom: date() }).partial(),
  filters: { fromCode: { kind: "string" }, toCode: { kind: "string" } },
  sort: { id: "id", fromCode: "fromCode", toCode: "toCode", validFrom: "validFrom" },
  defaultSort: { key: "validFrom", order: "desc" },
  dateFields: ["validFrom"],
  csv: csvColumns("currencies.fields", ["fromCode", "toCode", "rate", "validFrom"]),
  copy: (r) => ({ validFrom: new Date(r.validFrom.getTime() + 86_400_000) }),
  afterWrite: (_row, { tx }) => bumpDataVersion(tx).then(() => undefined),
});

export const translationResource = defineResource({
  name: "translation",
  model: "translation",
  access: readWriteAccess("admin", "admin"),
  create: z.object({
    lang: z.enum(LOCALES),
    key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.]+$/, "validation.translationKey")
      .max(200),
    value: text({ min: 1, max: 2000 }),
  }),
  search: ["key", "value"],
  filters: { lang: { kind: "enum", values: LOCALES } },
  sort: { id: "id", key: "key", lang: "lang" },
  defaultSort: { key: "key", order: "asc" },
  csv: csvColumns("translations.fields", ["lang", "key", "value"]),
  copy: (t) => ({ lang: t.lang === "de" ? "en" : "de" }),
  // after the commit: a reload before it would cache the old texts again
  afterWrite: () => afterCommit(invalidateTranslations),
});

export const TAX_STATUSES = ["active", "aborted"] as const;

export const taxResource = defineResource({
  name: "tax",
  model: "tax",
  access: readWriteAccess("admin", "admin"),
  create: z.object({
    name: name(80),
    value: percent(),
    status: z.enum(TAX_STATUSES).default("aborted"),
    inclusive: z.boolean().default(true),
    countryCode: optional(isoCountryCode()),
  }),
  search: ["name"],
  filters: { status: { kind: "enum", values: TAX_STATUSES } },
  sort: { id: "id", name: "name", value: "value" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvColumns("tax.fields", ["name", "value", "status", "inclusive", "countryCode"]),
  copy: (t) => ({ name: `${t.name} (2)` }),
});

export const SETTINGS_RESOURCES = [currencyResource, exchangeRateResource, translationResource, taxResource];

export const currencyScreen = defineScreen(currencyResource, {
  labels: "currencies.fields",
  columns: [
    { key: "code", sort: "code", type: "code" },
    { key: "name", sort: "name" },
    { key: "symbol" },
    { key: "decimals", type: "number" },
    { key: "isActive", type: "bool" },
    { key: "sort", sort: "sort", type: "number", hidden: true },
  ],
  filters: [{ key: "isActive", type: "bool" }],
  fields: [
    { name: "code", hint: "config.currencies.codeHint" },
    { name: "name" },
    { name: "symbol" },
    { name: "decimals", type: "number" },
    ...SORT_AND_ACTIVE_FIELDS,
  ],
});

export const exchangeRateScreen = defineScreen(exchangeRateResource, {
  labels: "currencies.fields",
  columns: [
    { key: "fromCode", sort: "fromCode", type: "code" },
    { key: "toCode", sort: "toCode", type: "code" },
    { key: "rate", type: "number" },
    { key: "validFrom", sort: "validFrom", type: "date" },
  ],
  filters: [
    { key: "fromCode", type: "select", options: "currencies" },
    { key: "toCode", type: "select", options: "currencies" },
  ],
  fields: [
    { name: "fromCode", type: "select", options: "currencies" },
    { name: "toCode", type: "select", options: "currencies" },
    { name: "rate", type: "decimal", hint: "config.currencies.rateHint" },
    { name: "validFrom", type: "date", initial: "today" },
  ],
});

export const translationScreen = defineScreen(translationResource, {
  labels: "translations.fields",
  columns: [
    { key: "lang", sort: "lang", type: "enum", options: "languages" },
    { key: "key", sort: "key", type: "code" },
    { key: "value" },
    ID_COLUMN,
  ],
  filters: [{ key: "lang", type: "select", options: "languages" }],
  fields: [
    { name: "lang", type: "select", options: "languages" },
    { name: "key", hint: "config.translations.keyHint" },
    { name: "value", type: "textarea" },
  ],
});

const taxStatuses = { enum: TAX_STATUSES, labels: "tax.statuses" };

export const taxScreen = defineScreen(taxResource, {
  labels: "tax.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "value", sort: "value", type: "percent" },
    { key: "status", type: "enum", options: taxStatuses },
    { key: "inclusive", type: "bool" },
    { key: "countryCode", type: "enum", options: "countries" },
  ],
  filters: [{ key: "status", type: "select", options: taxStatuses }],
  fields: [
    { name: "name" },
    { name: "value", type: "decimal", hint: "tax.valueHint" },
    { name: "status", type: "select", options: taxStatuses },
    { name: "countryCode", type: "select", options: "countries" },
    { name: "inclusive", type: "checkbox" },
  ],
});
