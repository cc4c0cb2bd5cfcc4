// A seeded record (the demo's terms "Agencies", its commission "Staff referral") keeps one stored
// name; the list shows it in the user's language from the messages (seeded.<resource>.<field>.
// <stored value>: "Agenturen"). A list's search finds it by that name in every language too: the
// stored values whose label matches the term join the search's "contains" on the server.
import { LOCALES } from "../i18n/locale";
import { bundledMessages } from "../i18n/messages";
import { translationOverrides } from "../i18n/overrides";

/** stored value -> its label in one language */
export type Labels = Record<string, string>;

/** The labels of a resource's field in one language's messages (seeded.<resource>.<field>). */
export function seededLabelsIn(messages: unknown, resource: string, field: string): Labels {
  const seeded = (messages as { seeded?: Record<string, Record<string, unknown>> } | null)?.seeded;
  const labels = seeded && Object.hasOwn(seeded, resource) ? seeded[resource]?.[field] : undefined;
  if (!labels || typeof labels !== "object") return {};
  return Object.fromEntries(Object.entries(labels).filter(([, v]) => typeof v === "string")) as Labels;
}

/** The operator's own labels (/config/translations: "seeded.terms.name.Agencies" -> "Agenturen"). */
export function overriddenLabels(overrides: Record<string, string>, resource: string, field: string): Labels {
  const prefix = `seeded.${resource}.${field}.`;
  return Object.fromEntries(
    Object.entries(overrides)
      .filter(([key]) => key.startsWith(prefix) && key.length > prefix.length)
      .map(([key, label]) => [key.slice(prefix.length), label]),
  );
}

/**
 * The stored values whose label in any of the languages contains `term` (case-insensitively, as
 * the search's "contains"), per field; fields without such a value are left out.
 */
export function valuesLabelled(labels: Record<string, readonly Labels[]>, term: string): Record<string, string[]> {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return {};
  const out: Record<string, string[]> = {};
  for (const [field, perLanguage] of Object.entries(labels)) {
    const values = new Set<string>();
    for (const one of perLanguage)
      for (const [value, label] of Object.entries(one))
        if (label.toLocaleLowerCase().includes(needle)) values.add(value);
    if (values.size) out[field] = [...values];
  }
  return out;
}

/** valuesLabelled over the bundled messages of every language, with the operator's overrides. */
export async function seededSearchValues(
  resource: string,
  fields: readonly string[],
  term: string,
): Promise<Record<string, string[]>> {
  if (!fields.length) return {};
  const languages = await Promise.all(
    LOCALES.map(async (locale) => ({
      messages: bundledMessages(locale),
      overrides: await translationOverrides(locale),
    })),
  );
  const labels = Object.fromEntries(
    fields.map((field) => [
      field,
      languages.map(({ messages, overrides }) => ({
        ...seededLabelsIn(messages, resource, field),
        ...overriddenLabels(overrides, resource, field),
      })),
    ]),
  );
  return valuesLabelled(labels, term);
}
