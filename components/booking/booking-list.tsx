// The booking list (/booking/list): server-paged rows, filters by state (with "not resolved"),
// dates, asset, agency, source, category and an overdue payment, and search; the guest column follows the user
// setting showCustomersInBookingList. A row opens the booking drawer over the list (booking-table.tsx).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import { PageTitle } from "../ui/card";
import type { Option } from "@/lib/resources/screen";
import { settledState } from "@/lib/page/bookings";
import { BookingTable } from "./booking-table";

export async function BookingList(props: {
  title: string;
  query: TableQuery;
  result: TableResult;
  options: { states: Option[]; assets: Option[]; agencies: Option[]; sources: Option[]; categories: Option[] };
  showCustomers: boolean;
  /** the "New booking" button: off for an agency or customer while self-booking is off */
  canCreate: boolean;
  /** staff: a row's drawer offers the desk's quick actions */
  staff?: boolean;
}) {
  const t = await getTranslations("bookingPages.list");
  const td = await getTranslations("bookingPages.detail");
  const states = Object.fromEntries(
    props.options.states.flatMap((o) => [
      [o.value, o.label],
      [settledState(o.value), `${o.label} · ${td("settled")}`],
    ]),
  );
  const columns: TableColumn[] = [
    { key: "number", label: t("number"), sort: "bookingNo" },
    { key: "state", label: t("state"), sort: "state", type: "enum", labels: states },
    { key: "dateFrom", label: t("dateFrom"), sort: "dateFrom", type: "date" },
    { key: "dateTo", label: t("dateTo"), sort: "dateTo", type: "date" },
    { key: "asset", label: t("asset") },
    ...(props.showCustomers ? [{ key: "customer", label: t("customer") }] : []),
    { key: "noOfPax", label: t("pax"), type: "number" as const },
    { key: "agency", label: t("agency") },
    { key: "source", label: t("source"), hidden: true },
    { key: "category", label: t("category"), hidden: true },
    { key: "total", label: t("total"), sort: "total", type: "money", currencyKey: "currency" },
    { key: "paymentDueDate", label: t("paymentDueDate"), sort: "paymentDueDate", type: "date", hidden: true },
    { key: "hasExceededDueDate", label: t("hasExceededDueDate"), type: "bool" },
    { key: "createdAt", label: t("createdAt"), sort: "createdAt", type: "datetime", hidden: true },
  ];
  const filters: TableFilter[] = [
    { key: "state", label: t("state"), type: "select", options: props.options.states },
    { key: "dateFrom", label: t("dateFrom"), type: "date" },
    { key: "dateTo", label: t("dateTo"), type: "date" },
    { key: "asset", label: t("asset"), type: "select", options: props.options.assets },
    // an agency sees its own bookings only: no filter naming the other agencies
    ...(props.options.agencies.length
      ? [{ key: "agencyId", label: t("agency"), type: "select" as const, options: props.options.agencies }]
      : []),
    { key: "sourceId", label: t("source"), type: "select", options: props.options.sources },
    { key: "categoryId", label: t("category"), type: "select", options: props.options.categories },
    {
      key: "hasExceededDueDate",
      label: t("hasExceededDueDate"),
      type: "select",
      options: [
        { value: "true", label: t("overdueYes") },
        { value: "false", label: t("overdueNo") },
      ],
    },
    // deleted bookings and the online booking pages' holds are left out unless asked for
    {
      key: "hidden",
      label: t("hidden"),
      type: "select",
      options: [{ value: "true", label: t("hiddenShown") }],
    },
  ];
  return (
    <>
      <PageTitle
        actions={
          props.canCreate && (
            <Link
              href="/booking/wizard"
              className="inline-flex h-9 items-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
              data-testid="booking-new"
            >
              {t("new")}
            </Link>
          )
        }
      >
        {props.title}
      </PageTitle>
      <BookingTable
        id="bookings"
        columns={columns}
        filters={filters}
        result={props.result}
        query={props.query}
        staff={props.staff}
      />
    </>
  );
}
