// Turns a resource's screen (data next to the resource) into what the DataTable and the form kit
// show: labels in the user's language, options loaded once per source, required marks and a new
// record's values from the zod schema, and only the fields the caller may set.
import "server-only";
import { getTranslations } from "next-intl/server";
import { resourceDef } from "../composition/resources";
import { operatorToday, defaultCurrency } from "../core/operator";
import type { Principal } from "../auth/principal";
import { requiredFields } from "../resources/describe";
import { can } from "../resources/engine";
import {
  defaultsOf,
  type FieldSpec,
  type Option,
  type OptionSource,
  type ResourceScreen,
  type TableColumn,
  type TableFilter,
  type TextRef,
} from "../resources/screen";
import type { ResourceName } from "../composition/resources";
import { labelsOf, loadOptions, seededLabels } from "./options";

export type ResolvedScreen = {
  columns: TableColumn[];
  filters: TableFilter[];
  fields: FieldSpec[];
  defaults: Record<string, unknown>;
};

const keyOf = (s: OptionSource) => JSON.stringify(s);

export async function resolveScreen(
  screen: ResourceScreen<ResourceName>,
  principal: Principal,
  o: { editing?: boolean } = {},
): Promise<ResolvedScreen> {
  const def = resourceDef(screen.resource);
  const t = await getTranslations();
  const sources = new Map<string, OptionSource>();
  for (const x of [...screen.columns, ...(screen.filters ?? []), ...(screen.fields ?? [])])
    if (x.options) sources.set(keyOf(x.options), x.options);
  const loaded = new Map(await Promise.all([...sources].map(async ([k, s]) => [k, await loadOptions(s)] as const)));
  const options = (s?: OptionSource): Option[] | undefined => (s ? loaded.get(keyOf(s)) : undefined);
  const label = (key: string) => t(`${screen.labels}.${key}` as never);
  const text = (ref?: TextRef) =>
    ref === undefined
      ? undefined
      : typeof ref === "string"
        ? t(ref as never)
        : t(ref.key as never, ref.values as never);
  const needsCurrency =
    screen.columns.some((c) => c.type === "money" && !c.currencyKey) ||
    screen.fields?.some((f) => f.initial === "defaultCurrency");
  const [currency, today] = await Promise.all([
    needsCurrency ? defaultCurrency() : undefined,
    screen.fields?.some((f) => f.initial === "today") ? operatorToday() : undefined,
  ]);

  // seeded values of plain text columns (a demo role's name) read in the user's language
  const seeded = await Promise.all(
    screen.columns.map((c) => (c.options || c.type ? {} : seededLabels(screen.resource, c.key))),
  );
  const columns: TableColumn[] = screen.columns.map(({ options: src, ...c }, i) => ({
    ...c,
    label: label(c.key),
    ...(src ? { labels: labelsOf(options(src) ?? []) } : {}),
    ...(!src && Object.keys(seeded[i]).length ? { type: "enum" as const, labels: seeded[i] } : {}),
    ...(c.type === "money" && !c.currencyKey ? { currency } : {}),
  }));
  // a select without choices would only confuse: it is left out
  const filters: TableFilter[] = (screen.filters ?? [])
    .map(({ options: src, ...f }) => ({ ...f, label: label(f.key), ...(src ? { options: options(src) } : {}) }))
    .filter((f) => f.type !== "select" || (f.options?.length ?? 0) > 0);

  // a caller who changes only its own rows does not see the operator's fields (the server ignores them)
  const restricted = can(def, principal, o.editing ? "update" : "create") === "own";
  const hidden = new Set(
    restricted
      ? [
          ...(def.own?.readOnly ?? []),
          ...(def.own?.hide ?? []),
          ...Object.keys(def.own?.createDefaults?.(principal) ?? {}),
        ]
      : [],
  );
  const required = new Set(requiredFields(def.create));
  const fields: FieldSpec[] = (screen.fields ?? [])
    .filter((f) => !hidden.has(f.name))
    .filter((f) => f.type !== "multiselect" || !f.options || (options(f.options)?.length ?? 0) > 0)
    .map(({ options: src, hint, editHint, initial: _initial, none, ...f }) => ({
      ...f,
      ...(none ? { none: text(none) } : {}),
      label: label(f.name),
      // an existing record keeps its password when the field stays empty: optional, and it says so
      required: required.has(f.name) && !(o.editing && f.type === "password"),
      ...(o.editing && f.type === "password" ? { optional: true } : {}),
      ...(src ? { options: options(src) } : {}),
      ...(text(o.editing && editHint ? editHint : hint) ? { hint: text(o.editing && editHint ? editHint : hint) } : {}),
    }));
  const defaults: Record<string, unknown> = { ...defaultsOf(def.create) };
  for (const f of screen.fields ?? []) {
    if (f.initial === "today") defaults[f.name] = today;
    if (f.initial === "defaultCurrency") defaults[f.name] = currency;
  }
  return { columns, filters, fields, defaults };
}
