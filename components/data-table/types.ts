// What a page tells the DataTable: serializable, so server pages can pass it down.
export type { CellType, TableColumn, TableFilter } from "@/lib/resources/screen";
// the table asks with the list query the resource endpoints read
export type { ListQuery as TableQuery } from "@/lib/resources/list-query";

export type TableResult =
  { data: Record<string, unknown>[]; total: number; page: number; size: number } | { error: string };

export type SavedFilterRef = { id: number; name: string; shared: boolean; mine: boolean };
