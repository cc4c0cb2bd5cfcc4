// One statistics figure on its page: title and what it counts, the chart, the same numbers as a
// table (for reading and for keyboards), and its exports (the endpoint with the page's query).
import { getTranslations } from "next-intl/server";
import type { FigureAnswer } from "@/lib/domain/stats/run-figure";
import { formatMoney } from "@/lib/i18n/money-format";
import { LazyFigureChart as FigureChart } from "./lazy-figure-chart";

export async function FigureCard(props: { figure: FigureAnswer; query: string; locale: string }) {
  const t = await getTranslations("statsPages");
  const { figure: f, locale } = props;
  const name = f.figure;
  const title = t(`figures.${name}.title`);
  const path = name === "byVesselYear" ? "statistics/byVesselYear" : name;
  const href = (format: "csv" | "xlsx") => `/api/bookings/${path}?${props.query}&export=${format}`;
  const show = (key: string, kind: string, v: string | number | null) => {
    if (v === null) return "—";
    if (kind === "money" && f.currency) return formatMoney(String(v), f.currency, locale);
    if (kind === "percent") return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Number(v))} %`;
    if (kind === "count") return new Intl.NumberFormat(locale).format(Number(v));
    return f.labels[key]?.[String(v)] ?? String(v);
  };
  return (
    <section
      className="rounded-lg bg-white p-4 ring-1 ring-slate-200"
      aria-labelledby={`figure-${name}`}
      data-testid={`figure-${name}`}
    >
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`figure-${name}`} className="text-lg font-semibold text-slate-800">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{t(`figures.${name}.description`)}</p>
        </div>
        <div className="flex gap-2 text-sm">
          <a href={href("csv")} className="rounded-md px-2 py-1 text-sky-800 ring-1 ring-sky-200 hover:bg-sky-50">
            {t("exportCsv")}
          </a>
          <a
            href={href("xlsx")}
            className="rounded-md px-2 py-1 text-sky-800 ring-1 ring-sky-200 hover:bg-sky-50"
            data-testid={`export-xlsx-${name}`}
          >
            {t("exportXlsx")}
          </a>
        </div>
      </div>
      {f.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <>
          <FigureChart
            label={`${t("chartOf")} ${title}`}
            kind={f.chart.kind}
            labels={f.chart.labels}
            series={f.chart.series}
          />
          <details className="mt-3" open>
            <summary className="cursor-pointer text-sm font-medium text-slate-700">{t("numbers")}</summary>
            <div className="overflow-x-auto" role="region" aria-label={title} tabIndex={0}>
              <table className="mt-2 w-full text-sm" data-testid={`figure-table-${name}`}>
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr className="text-left text-slate-600">
                    {f.columns.map((c) => (
                      <th
                        key={c.key}
                        scope="col"
                        className={`py-1 pr-3 font-medium ${c.kind === "text" ? "" : "text-right"}`}
                      >
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {f.rows.map((r, i) => (
                    <tr key={i} className="border-t border-slate-100">
                      {f.columns.map((c) => (
                        <td key={c.key} className={`py-1 pr-3 ${c.kind === "text" ? "" : "text-right tabular-nums"}`}>
                          {show(c.key, c.kind, r[c.key] ?? null)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          {f.unconverted > 0 && (
            <p className="mt-2 text-xs text-amber-800">{t("unconverted", { count: f.unconverted })}</p>
          )}
        </>
      )}
    </section>
  );
}
