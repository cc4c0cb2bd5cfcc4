"use client";
// A list of bookings in the data table (the booking list, an agency's payments): a row opens the
// booking drawer over the list (a plain click, or Enter on the booking's link); the link still
// leads to the booking page (ctrl or middle click: a new tab). Bookings have their own API
// (/api/bookings), not a resource: no CSV, no saved filters.
import { useRouter } from "next/navigation";
import { DataTable } from "../data-table/data-table";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import type { ResourceName } from "@/lib/composition/resources";
import { useBookingDrawer } from "./booking-drawer";

export function BookingTable(props: {
  id: string;
  columns: TableColumn[];
  filters: TableFilter[];
  result: TableResult;
  query: TableQuery;
  emptyText?: string;
  /** staff: the drawer offers the desk's quick actions */
  staff?: boolean;
}) {
  const { staff, ...table } = props;
  const router = useRouter();
  // a change in the drawer (a check-in, a payment) shows in the list's rows
  const { open, drawer } = useBookingDrawer({ staff, onChanged: () => router.refresh() });
  return (
    <>
      <DataTable
        {...table}
        resource={"bookings" as ResourceName}
        rowHref="/booking/{id}"
        onRowOpen={(row) => open(Number(row.id))}
        csv={false}
      />
      {drawer}
    </>
  );
}
