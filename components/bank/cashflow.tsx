// /bank/cashflow: the range form (from, to, grouping, one bank or all), a chart of money in and out
// per period with the balance for each currency's total and each bank, the figures as a table, and
// the same as CSV (/api/banks/cashflowCSV with the same query).
import { getTranslations } from "next-intl/server";
import type { Cashflow as Flow } from "@/lib/domain/banks/cashflow-periods";
import { formatMoney } from "@/lib/i18n/money-format";
import { PageTitle } from "../ui/card";
import { PeriodForm, periodField } from "../ui/period-form";
import { LazyCashflowChart as CashflowChart } from "./lazy-cashflow-chart";

type Query = { from: string; to: string; groupBy: "day" | "week" | "month"; bankId?: number };
type Series = Flow["totals"][number] & { title: string };

export async function Cashflow(props: {
  query: Query;
  flow: Flow;
  banks: { id: number; name: string; currency: string }[];
  locale: string;
}) {
  const t = await getTranslations("cashflow");
  const { query, flow, locale } = props;
  const csv = `/api/banks/cashflowCSV?${new URLSearchParams({
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    ...(query.bankId ? { bankId: String(query.bankId) } : {}),
  })}`;
  const series: Series[] = [
    ...flow.totals.map((x) => ({ ...x, title: `${t("total")} ${x.currency}` })),
    ...flow.banks.map((b) => ({ ...b, title: `${b.name} (${b.currency})` })),
  ];
  const money = (v: string, currency: string) => formatMoney(v, currency, locale);
  return (
    <>
      <PageTitle
        actions={
          <a
            href={csv}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-sky-700 ring-1 ring-sky-200 hover:bg-sky-50"
            data-testid="cashflow-csv"
          >
            {t("csvLink")}
          </a>
        }
      >
        {t("title")}
      </PageTitle>
      <PeriodForm
        testId="cashflow-form"
        from={query.from}
        to={query.to}
        groupBy={query.groupBy}
        groups={(["day", "week", "month"] as const).map((g) => ({ value: g, label: t(`groups.${g}`) }))}
        labels={{ from: t("from"), to: t("to"), groupBy: t("groupBy"), show: t("show") }}
      >
        <label className="flex flex-col gap-1">
          {t("csv.bank")}
          <select name="bankId" defaultValue={query.bankId ? String(query.bankId) : ""} className={periodField}>
            <option value="">{t("allBanks")}</option>
            {props.banks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({b.currency})
              </option>
            ))}
          </select>
        </label>
      </PeriodForm>
      {series.length === 0 && <p className="text-sm text-slate-600">{t("noBanks")}</p>}
      {series.map((s) => (
        <section
          key={s.title}
          className="mb-8 rounded-lg bg-white p-4 ring-1 ring-slate-200"
          data-testid="cashflow-series"
        >
          <h2 className="mb-2 text-lg font-semibold text-slate-800">{s.title}</h2>
          <dl className="mb-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {(["opening", "in", "out", "closing"] as const).map((k) => (
              <div key={k}>
                <dt className="text-slate-500">{t(k)}</dt>
                <dd className="font-medium tabular-nums text-slate-800">{money(s[k], s.currency)}</dd>
              </div>
            ))}
          </dl>
          <CashflowChart
            label={`${t("chartLabel")}: ${s.title}`}
            periods={s.periods.map((p) => ({
              key: p.key,
              in: Number(p.in),
              out: Number(p.out),
              balance: Number(p.balance),
            }))}
            names={{ in: t("in"), out: t("out"), balance: t("balance") }}
            currency={s.currency}
            locale={locale}
          />
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="py-1 font-medium">{t("period")}</th>
                {(["in", "out", "net", "balance"] as const).map((k) => (
                  <th key={k} className="py-1 text-right font-medium">
                    {t(k)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {s.periods.map((p) => (
                <tr key={p.key} className="border-t border-slate-100">
                  <td className="py-1 tabular-nums">{p.start === p.end ? p.start : `${p.start} – ${p.end}`}</td>
                  {(["in", "out", "net", "balance"] as const).map((k) => (
                    <td key={k} className="py-1 text-right tabular-nums">
                      {money(p[k], s.currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
