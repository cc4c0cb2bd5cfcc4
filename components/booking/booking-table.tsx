// A list of bookings in the data table (the booking list, an agency's payments): its rows link to
// the booking page; bookings have their own API (/api/bookings), not a resource: no CSV, no saved
// filters.
import { DataTable } from "../data-table/data-table";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import type { ResourceName } from "@/lib/composition/resources";

export function BookingTable(props: {
  id: string;
  columns: TableColumn[];
  filters: TableFilter[];
  result: TableResult;
  query: TableQuery;
  emptyText?: string;
}) {
  return <DataTable {...props} resource={"bookings" as ResourceName} rowHref="/booking/{id}" csv={false} />;
}
