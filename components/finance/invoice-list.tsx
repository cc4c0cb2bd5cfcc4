// /finance/invoices: every invoice and credit note, paged and filtered on the server (kind, state,
// period; search by number, booking or buyer), with the CSV of the same rows; a row opens its
// booking, where it is issued, sent and cancelled.
import { getTranslations } from "next-intl/server";
import { DataTable } from "../data-table/data-table";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import type { ResourceName } from "@/lib/composition/resources";
import { PageTitle } from "../ui/card";

const KINDS = ["full", "deposit", "final", "split", "credit"] as const;
const STATES = ["open", "paid", "credited", "credit"] as const;

export async function InvoiceList(props: { title: string; query: TableQuery; result: TableResult }) {
  const t = await getTranslations("invoices");
  const kinds = Object.fromEntries(KINDS.map((k) => [k, t(`kinds.${k}`)]));
  const states = Object.fromEntries(STATES.map((s) => [s, t(`states.${s}`)]));
  const columns: TableColumn[] = [
    { key: "number", label: t("fields.number"), sort: "number" },
    { key: "date", label: t("fields.date"), sort: "date", type: "date" },
    { key: "kind", label: t("fields.kind"), type: "enum", labels: kinds },
    { key: "state", label: t("fields.state"), type: "enum", labels: states },
    { key: "bookingNumber", label: t("fields.bookingNumber") },
    { key: "buyerName", label: t("fields.buyer") },
    { key: "total", label: t("fields.total"), sort: "total", type: "money", currencyKey: "currency" },
    { key: "open", label: t("fields.open"), type: "money", currencyKey: "currency" },
  ];
  const filters: TableFilter[] = [
    {
      key: "kind",
      label: t("fields.kind"),
      type: "select",
      options: KINDS.map((k) => ({ value: k, label: kinds[k] })),
    },
    {
      key: "state",
      label: t("fields.state"),
      type: "select",
      options: STATES.map((s) => ({ value: s, label: states[s] })),
    },
    { key: "from", label: t("fields.from"), type: "date" },
    { key: "to", label: t("fields.to"), type: "date" },
  ];
  const result =
    "data" in props.result
      ? {
          ...props.result,
          data: props.result.data.map((r) => ({
            ...r,
            buyerName: (r.buyer as { name?: string } | undefined)?.name ?? "",
          })),
        }
      : props.result;
  return (
    <>
      <PageTitle>{props.title}</PageTitle>
      <DataTable
        id="invoices"
        // not a resource: the rows come from /api/invoices; its CSV is /api/invoices/listCSV
        resource={"invoices" as ResourceName}
        columns={columns}
        filters={filters}
        result={result}
        query={props.query}
        rowHref="/booking/{bookingId}"
        csv={false}
        searchable
        emptyText={t("empty")}
      />
      <p className="mt-2 text-sm">
        <a className="text-brand-700 underline" href="/api/invoices/listCSV" data-testid="invoices-csv">
          CSV
        </a>
      </p>
    </>
  );
}
