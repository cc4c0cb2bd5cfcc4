// A resource's screens as data, kept next to its definition: the list's columns and filters and
// the form's fields. Labels come from the screen's translation namespace, options from named
// sources the page ring loads, and a new record's values from the resource's zod schema: nothing
// the schema already says is typed again.
import type { z } from "zod";
import type { ResourceDef } from "./types";

export type CellType =
  "text" | "number" | "money" | "percent" | "date" | "datetime" | "bool" | "enum" | "color" | "code" | "list";

export type FieldType =
  | "text"
  | "email"
  | "tel"
  | "url"
  | "number"
  | "decimal"
  | "textarea"
  | "password"
  | "select"
  | "checkbox"
  | "date"
  | "time"
  | "color"
  | "i18n"
  | "tags"
  | "multiselect"
  | "media"
  | "location"
  | "json"
  /** scopes chosen from the scope catalog, grouped by area */
  | "scopes"
  /** a whole number or none (stored as -1): a checkbox labelled by `none` beside the number */
  | "countOrNone"
  /** the terms of payment's cancellation rule: rows of days before arrival and a percentage */
  | "cancellationSteps"
  /** a diver's requirements (lib/domain/tours/dive-requirements.ts): level, logged dives, nitrox, medical, passport */
  | "diveRequirements";

/** Small tables whose rows a select offers by id and name. */
export type RowSource =
  | "agency"
  | "customerGroup"
  | "agencyGroup"
  | "userRole"
  | "destination"
  | "textBlockGroup"
  | "textBlock"
  | "mediaFolder"
  | "resort"
  | "vessel"
  | "employee"
  | "roomType"
  | "bedType"
  | "deck"
  | "tour"
  | "port"
  | "supplier"
  | "termsOfPayment"
  | "priceVariant"
  | "supplement"
  | "specialsGroup"
  | "special"
  | "productCategory"
  | "mailTemplate";

/** Where a select's options (and an enum column's labels) come from. */
export type OptionSource =
  | { rows: RowSource }
  /** fixed values, labelled by `${labels}.${value}` */
  | { enum: readonly string[]; labels: string }
  | "currencies"
  | "countries"
  | "languages"
  | "userTypes"
  /** the IANA time zones the runtime knows */
  | "timeZones";

/** A translation key, or one with values. */
export type TextRef = string | { key: string; values: Record<string, string | number> };

export type ScreenColumn = {
  key: string;
  /** the list's sort key; absent = not sortable */
  sort?: string;
  type?: CellType;
  /** enum: where the value labels come from */
  options?: OptionSource;
  /** money: the row field holding the currency (else the operator's default currency) */
  currencyKey?: string;
  /** offered in the column menu, not shown at first */
  hidden?: boolean;
  /** the row field holding this value per language ({de, en}): shown in the user's language */
  localized?: string;
};

export type ScreenFilter = { key: string; type: "select" | "text" | "bool" | "date"; options?: OptionSource };

export type ScreenField = {
  name: string;
  type?: FieldType;
  options?: OptionSource;
  hint?: TextRef;
  /** shown instead of `hint` when an existing record is edited ("leave empty to keep") */
  editHint?: TextRef;
  /** countOrNone: the label of its "none" checkbox ("Not offered") */
  none?: TextRef;
  /** spans the whole row */
  wide?: boolean;
  /** a value only known when the form opens: today where the operator is, or the default currency */
  initial?: "today" | "defaultCurrency";
};

export type ResourceScreen<N extends string = string> = {
  resource: N;
  /** translation namespace of column, filter and field labels ("terms.fields") */
  labels: string;
  columns: readonly ScreenColumn[];
  filters?: readonly ScreenFilter[];
  /** the form (a dialog over the list, or a page of its own) */
  fields?: readonly ScreenField[];
};

// What the page ring hands the DataTable and the form kit: the screen with labels and options
// resolved, serializable from a server page to client components.
export type Option = {
  value: string;
  label: string;
  /** the resort or vessel the row belongs to ("resort:3", "vessel:2"): room types and decks */
  owner?: string;
  /** that resort's or vessel's name: a list filter groups the options under it */
  group?: string;
};

export type TableColumn = Omit<ScreenColumn, "options"> & {
  label: string;
  /** enum: value to label */
  labels?: Record<string, string>;
  /** money without currencyKey: the operator's default currency */
  currency?: string;
};

export type TableFilter = { key: string; label: string; type: ScreenFilter["type"]; options?: Option[] };

export type FieldSpec = {
  name: string;
  label: string;
  type?: FieldType;
  options?: Option[];
  required?: boolean;
  /** may stay empty where one would expect a value (a password when editing): says so */
  optional?: boolean;
  hint?: string;
  wide?: boolean;
  /** the languages of an i18n field */
  langs?: readonly string[];
  /** countOrNone: the label of its "none" checkbox */
  none?: string;
};

/** A screen of the resource `def`: its name is checked, so the screen cannot drift to another. */
export function defineScreen<N extends string>(
  def: ResourceDef<N>,
  screen: Omit<ResourceScreen<N>, "resource">,
): ResourceScreen<N> {
  return { resource: def.name, ...screen };
}

/** The values a new record starts with: every default the schema declares, nothing else. */
export function defaultsOf(schema: z.ZodObject<any>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const r = (field as z.ZodType).safeParse(undefined);
    if (r.success && r.data !== undefined && r.data !== null) out[key] = r.data;
  }
  return out;
}
