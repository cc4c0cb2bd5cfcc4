// The list query of every resource: page from 1, size (default 25), sort, order, search and
// filters, parsed into Prisma arguments. Unknown sort keys or filters, and a search on a list
// without search fields, are a 400, never a 500: keys are looked up as own properties only
// (`constructor` or `__proto__` is not a filter), values are checked against the column's range,
// and NUL bytes are refused before anything is parsed.
import { z } from "zod";
import { messageKey } from "../i18n/message-key";
import { calendarDate, ISO_DATE } from "../core/dates";
import { AppError, type FieldIssue } from "../core/errors";
import { own } from "../core/own";
import { int4, isSafeText, safeString } from "../validation/validators";
import type { FilterDef, ResourceDef } from "./types";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;

export type ListQuery = {
  page: number;
  size: number;
  sort?: string;
  order: "asc" | "desc";
  search?: string;
  filter: Record<string, string>;
};

const base = z.object({
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
  // messages as translation keys: this query is read without the caller's language (not zod's English)
  sort: safeString()
    .max(60, messageKey("validation.maxLength", { max: 60 }))
    .optional(),
  order: z.enum(["asc", "desc"], { error: "validation.invalidValue" }).default("asc"),
  search: safeString()
    .trim()
    .max(200, messageKey("validation.maxLength", { max: 200 }))
    .optional(),
});

const invalid = (path: string, message: string): never => {
  throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });
};

/** Reads the query string: filter[name]=value (or filter={json}) next to page/size/sort/order/search. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const raw: Record<string, string> = {};
  // no prototype: a filter named __proto__ is a key like any other (and then an unknown filter)
  const filter: Record<string, string> = Object.create(null);
  for (const [k, v] of params) {
    if (!isSafeText(k) || !isSafeText(v)) invalid(k.replace(/\0/g, ""), "validation.invalidCharacters");
    const m = /^filter\[(\w+)\]$/.exec(k);
    if (m) filter[m[1]] = v;
    else if (k === "filter" && v.trim()) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(v);
      } catch {
        invalid("filter", "validation.filterJson");
      }
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) invalid("filter", "validation.filterJson");
      for (const [fk, fv] of Object.entries(parsed as object)) {
        if (fv !== null && typeof fv === "object" && !Array.isArray(fv))
          invalid(`filter.${fk}`, "validation.filterValue");
        filter[fk] = Array.isArray(fv) ? fv.join(",") : String(fv);
      }
    } else raw[k] = v;
  }
  const r = base.safeParse(raw);
  if (!r.success)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    });
  // a plain object again (pages hand the query to client components, which refuse null prototypes);
  // spreading keeps `__proto__` an own key, so it still answers as an unknown filter
  return { ...r.data, search: r.data.search || undefined, filter: { ...filter } };
}

const INT_VALUE = int4();

function filterWhere(name: string, def: FilterDef, value: string): object {
  const field = "field" in def && def.field ? def.field : name;
  const list = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = (message = "validation.filterValue"): never => {
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: `filter.${name}`, message }] });
  };
  switch (def.kind) {
    case "string":
      return list.length > 1 ? { [field]: { in: list } } : { [field]: value };
    case "int": {
      // the column's range: a value beyond it is a bad value, not a database error
      const ints = list.map((v) => INT_VALUE.safeParse(v));
      if (!ints.length || ints.some((r) => !r.success)) bad();
      const values = ints.map((r) => r.data as number);
      return values.length > 1 ? { [field]: { in: values } } : { [field]: values[0] };
    }
    case "bool":
      if (value !== "true" && value !== "false") bad();
      return { [field]: value === "true" };
    case "enum":
      if (!list.length || list.some((v) => !def.values.includes(v))) bad();
      return list.length > 1 ? { [field]: { in: list } } : { [field]: list[0] };
    case "date":
      if (!ISO_DATE.test(value)) bad("validation.dateFormat");
      try {
        return { [field]: { [def.op]: calendarDate(value) } };
      } catch {
        return bad("validation.dateFormat");
      }
    case "custom": {
      const r = def.parse.safeParse(value);
      if (!r.success) bad();
      return def.where(r.data);
    }
  }
}

/** Prisma's "contains" passes % and _ on to LIKE: escape them so a search means what it says. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "contains" over the search fields (or the lower-case search column); digits also match the id.
 * `labelled`: per search field, the stored values whose label in a language matches the term (a
 * seeded record's name in German or English, lib/resources/seeded-search.ts).
 */
export function searchWhere(
  def: Pick<ResourceDef, "search" | "searchColumn" | "id">,
  term: string,
  labelled: Record<string, readonly string[]> = {},
): object {
  const text = escapeLike(term);
  const or: object[] = def.searchColumn
    ? [{ [def.searchColumn]: { contains: text.toLowerCase() } }]
    : (def.search ?? []).map((f) => ({ [f]: { contains: text, mode: "insensitive" } }));
  for (const f of def.search ?? []) {
    const values = Object.hasOwn(labelled, f) ? labelled[f] : [];
    if (values.length) or.push({ [f]: { in: [...values] } });
  }
  if (/^\d{1,9}$/.test(term) && def.id?.type !== "string") or.push({ [def.id?.field ?? "id"]: Number(term) });
  return { OR: or };
}

/**
 * Prisma where and orderBy for a list query; throws a ValidationError naming the bad part.
 * `labelled`: the stored values a search finds by their label (see searchWhere).
 */
export function listArgs(
  def: ResourceDef,
  q: ListQuery,
  scopeWhere: object | undefined,
  labelled: Record<string, readonly string[]> = {},
) {
  const issues: FieldIssue[] = [];
  const and: object[] = [];
  if (scopeWhere) and.push(scopeWhere);
  if (q.search) {
    // a list without search fields would ignore the term and answer every row as a match
    if (def.search?.length || def.searchColumn) and.push(searchWhere(def, q.search, labelled));
    else issues.push({ path: "search", message: "validation.notSearchable" });
  }
  for (const [name, value] of Object.entries(q.filter)) {
    const f = own(def.filters, name);
    if (!f) {
      issues.push({ path: `filter.${name}`, message: "validation.unknownFilter" });
      continue;
    }
    and.push(filterWhere(name, f, value));
  }
  const sortKey = q.sort ?? def.defaultSort?.key;
  const order = q.sort ? q.order : (def.defaultSort?.order ?? q.order);
  const idField = def.id?.field ?? "id";
  let orderBy: object[] = [{ [idField]: order }];
  if (sortKey) {
    const s = own(def.sort, sortKey);
    if (!s) issues.push({ path: "sort", message: "validation.unknownSort" });
    else
      orderBy = [typeof s === "function" ? s(order) : { [s]: order }, ...(s === idField ? [] : [{ [idField]: "asc" }])];
  }
  if (issues.length) throw new AppError("VALIDATION_ERROR", undefined, { fields: issues });
  return { where: and.length ? { AND: and } : {}, orderBy };
}
