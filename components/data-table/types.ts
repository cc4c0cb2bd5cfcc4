// What a page tells the DataTable: serializable, so server pages can pass it down.
export type CellType = "text" | "number" | "money" | "percent" | "date" | "datetime" | "bool" | "enum" | "color" | "code" | "list";

export type TableColumn = {
  key: string;
  label: string;
  /** the sort key the list endpoint knows; absent = not sortable */
  sort?: string;
  type?: CellType;
  /** labels of enum values */
  labels?: Record<string, string>;
  /** money: the row field holding the currency */
  currencyKey?: string;
  /** not shown until chosen in the column menu */
  hidden?: boolean;
};

export type TableFilter = {
  key: string;
  label: string;
  type: "select" | "text" | "bool" | "date";
  options?: { value: string; label: string }[];
};

export type TableQuery = { page: number; size: number; sort?: string; order: "asc" | "desc"; search?: string; filter: Record<string, string> };

export type TableResult = { data: Record<string, unknown>[]; total: number; page: number; size: number } | { error: string };

export type SavedFilterRef = { id: number; name: string; shared: boolean; mine: boolean };
