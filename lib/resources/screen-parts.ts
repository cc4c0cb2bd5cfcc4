// Pieces of a resource's screen that many screens share: the closing fields of its form, the id column.
import type { ScreenColumn, ScreenField } from "./screen";

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
