// The answer schemas of a resource's generic endpoints, derived from its definition: the model's
// fields as the Prisma schema declares them (lib/db/generated/wire-models.ts), narrowed to the
// definition's select (list) or detail (one row, and what a write answers), its calendar-date
// fields as YYYY-MM-DD, reshaped by `presented` where `present` reshapes the row, and the
// operator-only fields optional (a caller who sees only their own rows gets them without).
import { z } from "zod";
import { WIRE_ENUMS, WIRE_MODELS, type WireModelField } from "../core/db";
import { wireBigInt, wireDate, wireDecimal, wirePage, wireTimestamp } from "../validation/wire";
import type { ResourceDef } from "./types";

const SCALARS: Record<string, () => z.ZodType> = {
  String: () => z.string(),
  Int: () => z.number().int(),
  Float: () => z.number(),
  Boolean: () => z.boolean(),
  Decimal: () => wireDecimal,
  BigInt: () => wireBigInt,
  DateTime: () => wireTimestamp,
  Json: () => z.unknown(),
  Bytes: () => z.unknown(),
};

const delegateOf = (modelType: string) => modelType[0].toLowerCase() + modelType.slice(1);

function fieldsOf(model: string): readonly WireModelField[] {
  const fields = WIRE_MODELS[model];
  if (!fields) throw new Error(`no model ${model} in lib/db/generated/wire-models.ts: run npm run db:generate`);
  return fields;
}

function valueOf(f: WireModelField, asDate: boolean, nested?: unknown): z.ZodType {
  let s: z.ZodType;
  if (f.kind === "enum") s = z.enum(WIRE_ENUMS[f.type] as [string, ...string[]]);
  else if (f.kind === "object") s = relationRow(delegateOf(f.type), nested);
  else s = asDate ? wireDate : SCALARS[f.type]();
  if (f.list) return z.array(s);
  return f.optional ? s.nullable() : s;
}

/** `_count: { select: { bookings: true } }` (or `_count: true`): the counts of the relations named. */
function countOf(model: string, v: unknown): z.ZodType {
  const relations = fieldsOf(model).filter((f) => f.kind === "object" && f.list);
  const named =
    v && typeof v === "object" && "select" in v
      ? relations.filter((f) => (v.select as Record<string, unknown>)[f.name])
      : relations;
  return z.object(Object.fromEntries(named.map((f) => [f.name, z.number().int()])));
}

/** A related row: all its own fields (`true`), or what its `select` (and `include`) name. */
function relationRow(model: string, v: unknown): z.ZodObject {
  const args = v && typeof v === "object" ? (v as { select?: object; include?: object }) : {};
  if (args.select) return modelRow(model, args.select as Record<string, unknown>);
  const own = modelRow(model);
  return args.include ? own.extend(modelRow(model, args.include as Record<string, unknown>).shape) : own;
}

/**
 * The row of a model as the wire sees it: every scalar and enum field, or the fields a Prisma
 * select names (relations as nested rows). `dates`: DATE fields answered as YYYY-MM-DD.
 */
export function modelRow(model: string, select?: Record<string, unknown>, dates: readonly string[] = []): z.ZodObject {
  const fields = fieldsOf(model);
  if (!select)
    return z.object(
      Object.fromEntries(
        fields.filter((f) => f.kind !== "object").map((f) => [f.name, valueOf(f, dates.includes(f.name))]),
      ),
    );
  const shape: Record<string, z.ZodType> = {};
  for (const [key, v] of Object.entries(select)) {
    if (!v) continue;
    if (key === "_count") {
      shape[key] = countOf(model, v);
      continue;
    }
    const f = fields.find((x) => x.name === key);
    if (!f) throw new Error(`${model}.${key} is not a field of the model`);
    shape[key] = valueOf(f, dates.includes(key), v);
  }
  return z.object(shape);
}

/** The row schema of a list field's elements (a relation selected as a list). */
export function elementOf(list: z.ZodType): z.ZodObject {
  const inner = list instanceof z.ZodNullable ? list.unwrap() : list;
  if (!(inner instanceof z.ZodArray) || !(inner.element instanceof z.ZodObject)) throw new Error("not a list of rows");
  return inner.element;
}

type RowSchemas = { list: z.ZodObject; detail: z.ZodObject; page: z.ZodObject };
const cache = new WeakMap<ResourceDef, RowSchemas>();

/** A row of a list and the page of them, and one row (get, and what create, update and copy answer). */
export function rowSchemas(def: ResourceDef): RowSchemas {
  const known = cache.get(def);
  if (known) return known;
  if (def.present && !def.presented) throw new Error(`${def.name}: a resource with present() declares presented()`);
  const shaped = (select: object | undefined) => {
    const row = modelRow(def.model, select as Record<string, unknown> | undefined, def.dateFields);
    const presented = def.presented ? def.presented(row) : row;
    const hidden = (def.own?.hide ?? []).filter((f) => f in presented.shape);
    return hidden.length
      ? presented.extend(Object.fromEntries(hidden.map((f) => [f, presented.shape[f].optional()])))
      : presented;
  };
  const list = shaped(def.select);
  const sameRow = !def.detail || def.detail === def.select;
  const detail = sameRow ? list : shaped(def.detail);
  const name = def.name.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
  const listRow = list.meta({ id: sameRow ? `${name}Row` : `${name}ListRow` });
  const schemas = {
    list: listRow,
    detail: sameRow ? listRow : detail.meta({ id: `${name}Row` }),
    page: wirePage(listRow).meta({ id: `${name}Page`, description: `A page of ${def.name}` }),
  };
  cache.set(def, schemas);
  return schemas;
}
