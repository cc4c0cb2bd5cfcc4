// Options for selects and labels for enum columns, loaded on the server in the user's language.
// A screen names its option sources (lib/resources/screen.ts); loadOptions turns one into options.
import "server-only";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { db } from "../core/db";
import { AGENCY_TYPES } from "../domain/crm/agency-resource";
import { CUSTOMER_TYPES } from "../domain/crm/customer-types";
import { USER_TYPES } from "../domain/users/user-types";
import { LOCALES, type Locale } from "../i18n/locale";
import type { Option, OptionSource, RowSource } from "../resources/screen";

/**
 * Labels of seeded rows in the user's language (the demo's role names, groups, sources):
 * messages seeded.<resource>.<field>.<stored value>. Values an operator typed are not in it and
 * show as they are.
 */
export async function seededLabels(resource: string, field: string): Promise<Record<string, string>> {
  const all = (await getMessages()) as Record<string, unknown>;
  const seeded = all.seeded as Record<string, Record<string, unknown>> | undefined;
  const labels = seeded?.[resource]?.[field];
  return labels && typeof labels === "object" ? (labels as Record<string, string>) : {};
}

/** Options for a select: id and label of every row of a small table. */
export async function optionsOf(model: RowSource): Promise<Option[]> {
  const label = model === "employee" ? "fullName" : model === "textBlock" ? "title" : "name";
  const delegate = (db() as unknown as Record<string, { findMany(a: object): Promise<Record<string, unknown>[]> }>)[
    model
  ];
  // a room type or deck belongs to a resort or vessel: a form offers only those of its own
  const owned = model === "roomType" || model === "deck";
  const rows = await delegate.findMany({
    orderBy: { [label]: "asc" },
    select: {
      id: true,
      [label]: true,
      ...(owned
        ? {
            vesselId: true,
            vessel: { select: { name: true } },
            ...(model === "roomType" ? { resortId: true, resort: { select: { name: true } } } : {}),
          }
        : {}),
    },
    take: 1000,
  });
  const seeded = label === "name" ? await seededLabels(model.toLowerCase(), "name") : {};
  const ownerOf = (r: Record<string, unknown>) =>
    r.resortId != null
      ? `resort:${String(r.resortId)}`
      : r.vesselId != null
        ? `vessel:${String(r.vesselId)}`
        : undefined;
  const groupOf = (r: Record<string, unknown>) => ((r.resort ?? r.vessel) as { name: string } | null | undefined)?.name;
  return rows.map((r) => ({
    value: String(r.id),
    label: seeded[String(r[label])] ?? String(r[label]),
    ...(owned && ownerOf(r) ? { owner: ownerOf(r), group: groupOf(r) } : {}),
  }));
}

export async function countryOptions(locale: Locale): Promise<Option[]> {
  const rows = await db().country.findMany({ select: { code: true, name: true, translations: true } });
  return rows
    .map((c) => ({ value: c.code, label: (c.translations as Record<string, string>)[locale] ?? c.name }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Active currencies, named in the user's language (Intl's names; the stored name for a code it does not know). */
export async function currencyOptions(locale: Locale): Promise<Option[]> {
  const rows = await db().currency.findMany({
    where: { isActive: true },
    orderBy: { sort: "asc" },
    select: { code: true, name: true },
  });
  const names = new Intl.DisplayNames([locale], { type: "currency", fallback: "none" });
  const nameOf = (code: string, stored: string) => {
    try {
      return names.of(code) ?? stored;
    } catch {
      return stored; // not a well-formed currency code
    }
  };
  return rows.map((c) => ({ value: c.code, label: `${c.code} · ${nameOf(c.code, c.name)}` }));
}

/** Fixed values labelled by `${namespace}.${value}`. */
export async function enumOptionsOf(values: readonly string[], namespace: string): Promise<Option[]> {
  const t = await getTranslations();
  return values.map((v) => ({ value: v, label: t(`${namespace}.${v}` as never) }));
}

/** Loads the options a screen names. */
export async function loadOptions(source: OptionSource): Promise<Option[]> {
  if (typeof source === "object" && "rows" in source) return optionsOf(source.rows);
  if (typeof source === "object") return enumOptionsOf(source.enum, source.labels);
  switch (source) {
    case "currencies":
      return currencyOptions((await getLocale()) as Locale);
    case "countries":
      return countryOptions((await getLocale()) as Locale);
    case "languages":
      return enumOptionsOf(LOCALES, "languages");
    case "userTypes":
      return enumOptionsOf(USER_TYPES, "users.types");
    case "timeZones":
      return timeZoneOptions();
  }
}

/** The IANA time zones (Intl.supportedValuesOf) and UTC, by name: a resort's or vessel's zone is chosen, not typed. */
export function timeZoneOptions(): Option[] {
  return [...new Set(["UTC", ...Intl.supportedValuesOf("timeZone")])]
    .sort()
    .map((z) => ({ value: z, label: z.replaceAll("_", " ") }));
}

/** Value to label, for enum columns. */
export const labelsOf = (options: Option[]) => Object.fromEntries(options.map((o) => [o.value, o.label]));

/** The labels of the CRM enumerations, for the customer and agency detail pages. */
export async function enumOptions() {
  const [genders, customerTypes, agencyTypes] = await Promise.all([
    enumOptionsOf(["u", "m", "f"], "customers.genders"),
    enumOptionsOf(CUSTOMER_TYPES, "customers.types"),
    enumOptionsOf(AGENCY_TYPES, "agencies.types"),
  ]);
  return { genders, customerTypes, agencyTypes, labels: labelsOf };
}
