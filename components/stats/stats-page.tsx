// A statistics page: its title, the period, grouping, asset and list length as a GET form (the
// query stays in the address, so a view can be bookmarked and shared), and its figures.
import { getTranslations } from "next-intl/server";
import { STATS_GROUP_BYS, type StatsPageData } from "@/lib/page/stats";
import { PageTitle } from "../ui/card";
import { PeriodForm, periodField } from "../ui/period-form";
import { FigureCard } from "./figure-card";

export async function StatsPage(props: {
  page: "booking" | "occupancy" | "tour" | "base";
  data: StatsPageData;
  locale: string;
  tops?: boolean;
}) {
  const t = await getTranslations("statsPages");
  const { query, assets, figures, refused } = props.data;
  const asset = query.assets?.length === 1 ? `${query.assets[0].kind}:${query.assets[0].id}` : "";
  const qs = new URLSearchParams({
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    amount: String(query.amount),
    ...(asset ? { assets: asset } : {}),
  }).toString();
  return (
    <>
      <PageTitle>{t(`${props.page}.title`)}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t(`${props.page}.intro`)}</p>
      <PeriodForm
        testId="stats-form"
        from={query.from}
        to={query.to}
        groupBy={query.groupBy}
        groups={STATS_GROUP_BYS.map((g) => ({ value: g, label: t(`form.groups.${g}`) }))}
        labels={{ from: t("form.from"), to: t("form.to"), groupBy: t("form.groupBy"), show: t("form.show") }}
      >
        {assets.length > 1 && (
          <label className="flex flex-col gap-1">
            {t("form.asset")}
            <select name="assets" defaultValue={asset} className={periodField}>
              <option value="">{t("form.allAssets")}</option>
              {assets.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {props.tops && (
          <label className="flex flex-col gap-1">
            {t("form.amount")}
            <input
              type="number"
              name="amount"
              min={1}
              max={100}
              defaultValue={query.amount}
              className={`${periodField} w-20`}
            />
          </label>
        )}
      </PeriodForm>
      {refused && (
        <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("refused")}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        {figures.map((f) => (
          <FigureCard key={f.figure} figure={f} query={qs} locale={props.locale} />
        ))}
      </div>
    </>
  );
}
