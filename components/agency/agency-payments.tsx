// /agency/payments: an agency's bookings with what each costs, what the agency owes, paid and open
// and when it is due, the totals per currency above; staff choose the agency (or see all).
import { getTranslations } from "next-intl/server";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import type { Option } from "@/lib/resources/screen";
import { formatMoney } from "@/lib/i18n/money-format";
import { BookingTable } from "../booking/booking-table";
import { PageTitle } from "../ui/card";

export async function AgencyPayments(props: {
  title: string;
  query: TableQuery;
  result: TableResult;
  totals: { currency: string; total: string; due: string; paid: string; open: string }[];
  agencies: Option[];
  locale: string;
}) {
  const t = await getTranslations("agencyPayments");
  const columns: TableColumn[] = [
    { key: "number", label: t("number") },
    ...(props.agencies.length ? [{ key: "agency", label: t("agency") }] : []),
    { key: "customer", label: t("customer") },
    { key: "asset", label: t("asset") },
    { key: "dateFrom", label: t("dateFrom"), type: "date" },
    { key: "dateTo", label: t("dateTo"), type: "date" },
    { key: "total", label: t("total"), type: "money", currencyKey: "currency" },
    { key: "due", label: t("due"), type: "money", currencyKey: "currency" },
    { key: "paid", label: t("paid"), type: "money", currencyKey: "currency" },
    { key: "open", label: t("open"), type: "money", currencyKey: "currency" },
    { key: "paymentDueDate", label: t("paymentDueDate"), type: "date" },
    { key: "hasExceededDueDate", label: t("overdue"), type: "bool" },
  ];
  const filters: TableFilter[] = [
    ...(props.agencies.length
      ? [{ key: "agencyId", label: t("agency"), type: "select" as const, options: props.agencies }]
      : []),
    { key: "from", label: t("from"), type: "date" },
    { key: "to", label: t("to"), type: "date" },
  ];
  const money = (v: string, c: string) => formatMoney(v, c, props.locale);
  return (
    <>
      <PageTitle>{props.title}</PageTitle>
      {props.totals.length > 0 && (
        <dl className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="agency-payment-totals">
          {props.totals.map((x) => (
            <div key={x.currency} className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200">
              <dt className="font-medium text-slate-700">{x.currency}</dt>
              <dd className="mt-1 grid grid-cols-2 gap-x-2 text-slate-600">
                <span>{t("due")}</span>
                <span className="text-right tabular-nums">{money(x.due, x.currency)}</span>
                <span>{t("paid")}</span>
                <span className="text-right tabular-nums">{money(x.paid, x.currency)}</span>
                <span className="font-medium text-slate-800">{t("open")}</span>
                <span className="text-right font-medium tabular-nums text-slate-800" data-testid={`open-${x.currency}`}>
                  {money(x.open, x.currency)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {/* the rows come from /api/bookings/agency/payments' rule */}
      <BookingTable
        id="agency-payments"
        columns={columns}
        filters={filters}
        result={props.result}
        query={props.query}
        emptyText={t("empty")}
      />
    </>
  );
}
