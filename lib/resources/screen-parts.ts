// Pieces of a resource's screen that many screens share: the closing fields of its form, the id column,
// the resort and vessel a row belongs to.
import type { ScreenColumn, ScreenField, ScreenFilter } from "./screen";

/** A row of a list the operator orders by hand and can take out of use: its place and whether it is in use. */
export const SORT_AND_ACTIVE_FIELDS: ScreenField[] = [
  { name: "sort", type: "number" },
  { name: "isActive", type: "checkbox" },
];

/** What guests are shown of a resort, a vessel or a tour: the above, its description and its pictures. */
export const SHOWCASE_FIELDS: ScreenField[] = [
  ...SORT_AND_ACTIVE_FIELDS,
  { name: "description", type: "i18n" },
  { name: "images", type: "media" },
];

/** The row's id as a list column: sortable, offered in the column menu, not shown at first. */
export const ID_COLUMN: ScreenColumn = { key: "id", sort: "id", type: "number", hidden: true };

/** Where a resort or a vessel keeps its days and its money: its time zone and currency, as fields of its form. */
export const ZONE_AND_CURRENCY_FIELDS: ScreenField[] = [
  { name: "timezone", type: "select", options: "timeZones" },
  { name: "currency", type: "select", options: "currencies", initial: "defaultCurrency" },
];

/** The last columns of the resorts' and vessels' lists: time zone, currency, in use, id. */
export const ASSET_SETUP_COLUMNS: ScreenColumn[] = [
  { key: "timezone" },
  { key: "currency" },
  { key: "isActive", type: "bool" },
  ID_COLUMN,
];

/** The resort and the vessel a row belongs to (neither: the whole operator's), as list columns. */
export const ASSET_LIST_COLUMNS: ScreenColumn[] = [
  { key: "resortId", type: "enum", options: { rows: "resort" } },
  { key: "vesselId", type: "enum", options: { rows: "vessel" } },
];

/** A list filtered by the resort or the vessel its rows belong to. */
export const ASSET_LIST_FILTERS: ScreenFilter[] = [
  { key: "resortId", type: "select", options: { rows: "resort" } },
  { key: "vesselId", type: "select", options: { rows: "vessel" } },
];
