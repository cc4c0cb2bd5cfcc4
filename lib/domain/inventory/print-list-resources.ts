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
import { LIST_COLUMNS } from "./print-lists";

/** The print lists of `assetType` (resource `${assetType}list`), changed by `access`, of the given kinds. */
export function printListDefinition<const A extends "resort" | "vessel">(o: {
  assetType: A;
  access: Record<Action, readonly string[]>;
  kinds: readonly [string, ...string[]];
}) {
  const resource = defineResource({
    name: `${o.assetType}list` as const,
    model: "printList",
    scope: { assetType: o.assetType },
    features: [o.assetType],
    access: o.access,
    create: z
      .object({
        name: name(120),
        kind: z.enum(o.kinds),
        columns: z
          .array(z.enum(Object.keys(LIST_COLUMNS) as [string, ...string[]]))
          .max(30)
          .default([]),
        isActive: z.boolean().default(true),
        sort: sortOrder(),
      })
      .strict(),
    filters: { kind: { kind: "enum", values: o.kinds }, isActive: { kind: "bool" } },
    search: ["name"],
    sort: { id: "id", name: "name", kind: "kind", sort: "sort" },
    defaultSort: { key: "sort", order: "asc" },
    csv: csvColumns("printLists.fields", ["id", "name", "kind", "columns"]),
    copy: (l) => ({ name: `${l.name} (2)` }),
  });
  const kinds = { enum: o.kinds, labels: "printLists.kinds" };
  const screen = defineScreen(resource, {
    labels: "printLists.fields",
    columns: [
      { key: "name", sort: "name" },
      { key: "kind", sort: "kind", type: "enum", options: kinds },
      { key: "columns", type: "list" },
      { key: "isActive", type: "bool" },
    ],
    fields: [
      { name: "name" },
      { name: "kind", type: "select", options: kinds },
      { name: "columns", type: "tags", hint: "printLists.hints.columns" },
      ...SORT_AND_ACTIVE_FIELDS,
    ],
  });
  return { resource, screen };
}
