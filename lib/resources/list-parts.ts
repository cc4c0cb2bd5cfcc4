// Pieces of a resource definition that many resources share: who may read and change it, how a
// hand-ordered list sorts, which date filters a list offers, its CSV columns.
import type { Action, CsvColumn, FilterDef } from "./types";

/**
 * Master data one permission reads and another changes (creates, updates and deletes); who may
 * change it may read it too (the page that changes it lists it first).
 */
export const readWriteAccess = (read: string, write: string): Record<Action, readonly string[]> => ({
  read: [read, write],
  create: [write],
  update: [write],
  delete: [write],
});

/** A short list the operator puts in order by hand (sources, categories, groups): searched by name. */
export const HAND_ORDERED = {
  search: ["name"],
  sort: { id: "id", name: "name", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
} as const;

/** Filters `from` and `to` of a list of rows dated by one field: the rows on or between the two days. */
export const dayFilters = (field: string): Record<"from" | "to", FilterDef> => ({
  from: { kind: "date", field, op: "gte" },
  to: { kind: "date", field, op: "lte" },
});

/** Filters `from` and `to` of a list of periods (from ... to): the periods overlapping the two days. */
export const OVERLAP_FILTERS: Record<"from" | "to", FilterDef> = {
  from: { kind: "date", field: "to", op: "gte" },
  to: { kind: "date", field: "from", op: "lte" },
};

/** CSV columns headed by the resource's field labels (`labels`.key). */
export const csvColumns = (labels: string, keys: readonly string[]): CsvColumn[] =>
  keys.map((key) => ({ key, header: `${labels}.${key}` }));

/** Filters `resortId` and `vesselId` of rows that belong to one resort or one vessel. */
export const ASSET_FILTERS: Record<"resortId" | "vesselId", FilterDef> = {
  resortId: { kind: "int" },
  vesselId: { kind: "int" },
};
