// The printable lists' resource and screen, one definition for both assets: a resort's day lists
// (/api/resortlist) and a vessel departure's lists (/api/vessellist) differ only in their name,
// their asset, who may change them and the kinds they offer.
import { z } from "zod";
import type { Action } from "../../resources/types";
import { name, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { SORT_AND_ACTIVE_FIELDS } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { csvColumns } from "../../resources/list-parts";
import { LIST_COLUMNS, RESORT_LIST_KINDS, VESSEL_LIST_KINDS } from "./print-lists";

/** The kinds of list of each asset: a resort's day lists, a departure's lists. */
const LIST_KINDS = { resort: RESORT_LIST_KINDS, vessel: VESSEL_LIST_KINDS };

/** The print lists of `assetType` (resource `${assetType}list`, of its kinds), changed by `access`. */
export function printListDefinition<const A extends "resort" | "vessel">(
  assetType: A,
  access: Record<Action, readonly string[]>,
) {
  const kinds: readonly [string, ...string[]] = LIST_KINDS[assetType];
  const resource = defineResource({
    name: `${assetType}list` as const,
    model: "printList",
    scope: { assetType },
    features: [assetType],
    access,
    create: z
      .object({
        name: name(120),
        kind: z.enum(kinds),
        columns: z
          .array(z.enum(Object.keys(LIST_COLUMNS) as [string, ...string[]]))
          .max(30)
          .default([]),
        isActive: z.boolean().default(true),
        sort: sortOrder(),
      })
      .strict(),
    filters: { kind: { kind: "enum", values: kinds }, isActive: { kind: "bool" } },
    search: ["name"],
    sort: { id: "id", name: "name", kind: "kind", sort: "sort" },
    defaultSort: { key: "sort", order: "asc" },
    csv: csvColumns("printLists.fields", ["id", "name", "kind", "columns"]),
    copy: (l) => ({ name: `${l.name} (2)` }),
  });
  const kindOptions = { enum: kinds, labels: "printLists.kinds" };
  const screen = defineScreen(resource, {
    labels: "printLists.fields",
    columns: [
      { key: "name", sort: "name" },
      { key: "kind", sort: "kind", type: "enum", options: kindOptions },
      { key: "columns", type: "list" },
      { key: "isActive", type: "bool" },
    ],
    fields: [
      { name: "name" },
      { name: "kind", type: "select", options: kindOptions },
      { name: "columns", type: "tags", hint: "printLists.hints.columns" },
      ...SORT_AND_ACTIVE_FIELDS,
    ],
  });
  return { resource, screen };
}
