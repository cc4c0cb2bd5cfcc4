// /finance/assetshare: bookings that span a resort and a vessel with each one's share of the
// revenue (a room's or cabin's lines to its asset, the whole booking's lines by nights), the sums
// per asset and currency above, and the period's finance report as a download.
import { getTranslations } from "next-intl/server";
import { DataTable } from "../data-table/data-table";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import type { ResourceName } from "@/lib/composition/resources";
import type { AssetSharePage } from "@/lib/domain/finance/asset-share";
import { formatMoney } from "@/lib/i18n/money-format";
import { PageTitle } from "../ui/card";

/** The states a booking with shared revenue has (asset-share.ts): firm, settled, or cancelled with a fee. */
const REVENUE_STATES = ["confirmed", "resolved", "aborted"] as const;

export async function AssetShare(props: {
  title: string;
  query: TableQuery;
  result: TableResult;
  totals: AssetSharePage["totals"];
  period: { from: string; to: string };
  /** the period's finance report offered as a download (who sees payments) */
  canReport: boolean;
  locale: string;
}) {
  const t = await getTranslations("assetShare");
  const kinds = await getTranslations("financeReport.assetKinds");
  const states = await getTranslations("bookingStates");
  const stateLabels = Object.fromEntries(REVENUE_STATES.map((s) => [s, states(s)]));
  const columns: TableColumn[] = [
    { key: "number", label: t("booking") },
    { key: "state", label: t("state"), type: "enum", labels: stateLabels },
    { key: "customer", label: t("customer") },
    { key: "dateFrom", label: t("dateFrom"), type: "date" },
    { key: "dateTo", label: t("dateTo"), type: "date" },
    { key: "total", label: t("total"), type: "money", currencyKey: "currency" },
    { key: "resort", label: t("resort") },
    { key: "resortNights", label: t("resortNights"), type: "number" },
    { key: "resortShare", label: t("resortShare"), type: "money", currencyKey: "currency" },
    { key: "vessel", label: t("vessel") },
    { key: "vesselNights", label: t("vesselNights"), type: "number" },
    { key: "vesselShare", label: t("vesselShare"), type: "money", currencyKey: "currency" },
  ];
  const filters: TableFilter[] = [
    { key: "from", label: t("from"), type: "date" },
    { key: "to", label: t("to"), type: "date" },
  ];
  const from = props.query.filter.from || props.period.from;
  const to = props.query.filter.to || props.period.to;
  const report = `/api/bookings/report/finance?${new URLSearchParams({ from, to, format: "xlsx" })}`;
  return (
    <>
      <PageTitle>{props.title}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t("intro")}</p>
      {props.totals.length > 0 && (
        <dl className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="asset-share-totals">
          {props.totals.map((x) => (
            <div
              key={`${x.asset.kind}:${x.asset.id}:${x.currency}`}
              className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200"
            >
              <dt className="font-medium text-slate-700">
                {kinds(x.asset.kind)} {x.asset.name}
              </dt>
              <dd className="mt-1 grid grid-cols-2 gap-x-2 text-slate-600">
                <span>{t("totals")}</span>
                <span className="text-right font-medium tabular-nums text-slate-800">
                  {formatMoney(x.total, x.currency, props.locale)}
                </span>
                <span>{t(x.asset.kind === "resort" ? "resortNights" : "vesselNights")}</span>
                <span className="text-right tabular-nums">{x.nights}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <DataTable
        id="asset-share"
        // not a resource: the rows come from /api/bookings/assetShare's rule; no CSV, no saved filters
        resource={"bookings" as ResourceName}
        columns={columns}
        filters={filters}
        result={props.result}
        query={props.query}
        rowHref="/booking/{id}"
        searchable={false}
        csv={false}
        emptyText={t("empty")}
        toolbar={
          props.canReport && (
            <a
              href={report}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-sky-700 ring-1 ring-sky-200 hover:bg-sky-50"
              data-testid="finance-report-download"
            >
              {t("download")}
            </a>
          )
        }
      />
    </>
  );
}
