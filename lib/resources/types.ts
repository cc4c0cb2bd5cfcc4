// A registry entry describes one resource; the engine derives its endpoints from it.
import type { z } from "zod";
import type { Feature } from "../access/features";
import type { Principal } from "../auth/principal";

export type FilterDef =
  | { kind: "string"; field?: string }
  | { kind: "int"; field?: string }
  | { kind: "bool"; field?: string }
  | { kind: "enum"; field?: string; values: readonly string[] }
  | { kind: "date"; field?: string; op: "gte" | "lte" | "gt" | "lt" }
  /** a filter with its own where clause */
  | { kind: "custom"; parse: z.ZodType; where: (value: any) => object };

export type SortDef = string | ((order: "asc" | "desc") => object);

export type CsvColumn = {
  key: string;
  /** translation key of the header (falls back to the key) */
  header?: string;
  value?: (row: any) => unknown;
};

export type Action = "read" | "create" | "update" | "delete";

export type OwnAccess = {
  /** operator-only fields: not shown to such a caller */
  hide?: readonly string[];
  /** operator-only fields: such a caller cannot set them (ignored in the body) */
  readOnly?: readonly string[];
  /** self scopes (customers.self, agencies.self ...) that open the resource in part */
  scopes: readonly string[];
  actions: readonly Action[];
  /** the rows such a caller may see and change for `action`; null = none */
  where: (p: Principal, action: Action) => object | null;
  /** fields forced on create (e.g. the agency that owns a new customer) */
  createDefaults?: (p: Principal) => object;
};

/** restricted: the caller acts on its own rows only (a self scope), not with the full scope */
export type WriteContext = { principal: Principal; action: "create" | "update" | "copy"; existing?: any; restricted: boolean };

export type ResourceDef = {
  /** the path segment: /api/{name} */
  name: string;
  /** the Prisma delegate: db()[model] */
  model: string;
  /** primary key field and how to read it from the path */
  id?: { field: string; type: "int" | "string" };
  /** any one of these opens the action; admin always passes */
  access: Record<Action, readonly string[]>;
  own?: OwnAccess;
  features?: readonly Feature[];
  create: z.ZodObject<any>;
  /** defaults to create.partial() */
  update?: z.ZodObject<any>;
  /** case-insensitive "contains" over these fields */
  search?: readonly string[];
  /** a lower-case column holding the searchable text with a trigram index: searched instead of `search` */
  searchColumn?: string;
  filters?: Record<string, FilterDef>;
  sort: Record<string, SortDef>;
  defaultSort?: { key: string; order: "asc" | "desc" };
  /** Prisma select for lists and CSV; detail uses `detail` or the same */
  select?: object;
  detail?: object;
  /** shapes a row for the wire (derived fields) */
  present?: (row: any) => any;
  /** calendar-date fields: "YYYY-MM-DD" on the wire */
  dateFields?: readonly string[];
  csv: readonly CsvColumn[];
  /** what still points at a row: deleting it answers 409 with these counts */
  references?: readonly { model: string; field: string; label: string }[];
  /** field values a copy takes instead of the original's (unique fields need new values) */
  copy?: (row: any) => object;
  /** derived fields, ownership defaults; runs on create, update and copy */
  prepare?: (data: Record<string, unknown>, ctx: WriteContext) => Record<string, unknown> | Promise<Record<string, unknown>>;
  afterWrite?: (row: any, ctx: WriteContext | { principal: Principal; action: "delete" }) => void | Promise<void>;
  /** shown in the OpenAPI document */
  description?: string;
};
