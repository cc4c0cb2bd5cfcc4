// What a page tells the DataTable: serializable, so server pages can pass it down.
export type { CellType, TableColumn, TableFilter } from "@/lib/resources/screen";
export type TableQuery = {
  page: number;
  size: number;
  sort?: string;
  order: "asc" | "desc";
  search?: string;
  filter: Record<string, string>;
};

export type TableResult =
  { data: Record<string, unknown>[]; total: number; page: number; size: number } | { error: string };

export type SavedFilterRef = { id: number; name: string; shared: boolean; mine: boolean };
