// A resource definition describes master data whose only rule is validation; the engine derives
// its endpoints from it. Anything with state, money, inventory or mail is a use case instead
// (lib/domain/<context>/<verb-noun>.ts, see docs/architecture.md).
import type { z } from "zod";
import type { Feature } from "../access/features";
import type { Principal } from "../auth/principal";
import type { Prisma, Tx } from "../core/db";
import type { ErrorCode } from "../core/errors";

/** Prisma's delegate names: db()[model]. A typo is a compile error. */
export type ModelName = Prisma.TypeMap["meta"]["modelProps"];
/** The select object of a model, as Prisma checks it. */
export type SelectOf<M extends ModelName> = NonNullable<
  Prisma.TypeMap["model"][Capitalize<M>]["operations"]["findMany"]["args"]["select"]
>;

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
  /** whether such a caller may update or delete a row it sees (a comment someone else wrote: 403) */
  mayChange?: (p: Principal, row: any) => boolean;
};

/**
 * What a hook knows about the write. `tx` is the write's transaction: prepare, the write and
 * afterWrite commit together or not at all. `restricted`: the caller acts on its own rows only.
 */
export type WriteContext = {
  principal: Principal;
  action: "create" | "update" | "copy";
  existing?: any;
  restricted: boolean;
  tx: Tx;
  /** what was written (after prepare): set for afterWrite */
  data?: Record<string, unknown>;
};
export type DeleteContext = { principal: Principal; action: "delete"; tx: Tx };

export type ResourceDef<N extends string = string, M extends ModelName = ModelName> = {
  /** the path segment: /api/{name} */
  name: N;
  /** the Prisma delegate: db()[model] */
  model: M;
  /** the rows of the model this resource serves (several resources on one table): applies to
   *  every action, and a create takes these values */
  scope?: Record<string, string | number | boolean>;
  /** primary key field and how to read it from the path */
  id?: { field: string; type: "int" | "string" };
  /** any one of these opens the action; admin always passes */
  access: Record<Action, readonly string[]>;
  /**
   * A ledger (money): rows are appended by a use case of its own (its route's create) and never
   * updated, copied or deleted, by anyone (admin too); a mistake is a counter-movement.
   */
  appendOnly?: boolean;
  /**
   * A create that is a use case's append (a ledger's movement): called with the checked data in
   * the write's transaction instead of the bare insert; answers the new row's id.
   */
  append?: (data: Record<string, unknown>, ctx: WriteContext) => Promise<{ id: number }>;
  own?: OwnAccess;
  /**
   * Rows no caller may work with even with the resource's scopes (a bank account of a resort the
   * user is not allowed): added to every action's `where`, so they are simply not found.
   */
  restrict?: (p: Principal) => object | undefined;
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
  select?: SelectOf<M>;
  detail?: SelectOf<M>;
  /** shapes a row for the wire (derived fields) */
  present?: (row: any) => any;
  /**
   * What `present` does to the row's answer schema (derived from the model and the select,
   * lib/resources/rows.ts): the fields it adds or changes. Needed with `present`.
   */
  presented?: (row: z.ZodObject) => z.ZodObject;
  /** calendar-date fields: "YYYY-MM-DD" on the wire, DATE columns in the database (both ways) */
  dateFields?: readonly string[];
  /** currency fields a create fills with the operator's default currency when left out */
  currencyFields?: readonly string[];
  csv: readonly CsvColumn[];
  /**
   * What refers to a row: a delete is refused (409) while any does. `list`: the field is an id list;
   * `relation`: the field is a many-to-many relation (a price's variants).
   */
  references?: readonly { model: ModelName; field: string; label: string; list?: boolean; relation?: boolean }[];
  /** references no field names (inside JSON): counts per label, refused like `references` */
  referencedBy?: (id: number, tx: Tx) => Promise<{ resource: string; count: number }[]>;
  /** the error of a missing row when the spec names one (RESORT_NOT_FOUND); default NOT_FOUND */
  notFound?: ErrorCode;
  /** field values a copy takes instead of the original's (unique fields need new values) */
  copy?: (row: any) => object;
  /** derived fields, ownership defaults; runs on create, update and copy, inside the write's transaction */
  prepare?: (
    data: Record<string, unknown>,
    ctx: WriteContext,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** follows the write in its transaction (a failure undoes the write) */
  afterWrite?: (row: any, ctx: WriteContext | DeleteContext) => void | Promise<void>;
  /** shown in the OpenAPI document */
  description?: string;
};

/** Keeps the literal name (for ResourceName) and checks the model and selects against Prisma. */
export function defineResource<const N extends string, M extends ModelName>(def: ResourceDef<N, M>): ResourceDef<N, M> {
  return def;
}

/**
 * The writes of a resource that are use cases (a room with its beds: save-room.ts): the generic
 * endpoints check the action's access, validate the body against the definition and call these
 * instead of the engine's create, update and copy. Each writes its own audit row.
 */
export type UseCaseWrites = {
  create: (input: Record<string, unknown>, actor: Principal) => Promise<unknown>;
  update: (id: number, input: Record<string, unknown>, actor: Principal) => Promise<unknown>;
  copy: (id: number, actor: Principal) => Promise<unknown>;
};
