// A statistics page: its title, the period, grouping, asset and list length as a GET form (the
// query stays in the address, so a view can be bookmarked and shared), and its figures.
import { getTranslations } from "next-intl/server";
import { STATS_GROUP_BYS, type StatsPageData } from "@/lib/page/stats";
import { PageTitle } from "../ui/card";
import { FigureCard } from "./figure-card";

const field = "rounded-md border border-slate-300 px-2 py-1 text-sm";

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
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3 text-sm" data-testid="stats-form">
        <label className="flex flex-col gap-1">
          {t("form.from")}
          <input type="date" name="from" defaultValue={query.from} className={field} required />
        </label>
        <label className="flex flex-col gap-1">
          {t("form.to")}
          <input type="date" name="to" defaultValue={query.to} className={field} required />
        </label>
        <label className="flex flex-col gap-1">
          {t("form.groupBy")}
          <select name="groupBy" defaultValue={query.groupBy} className={field}>
            {STATS_GROUP_BYS.map((g) => (
              <option key={g} value={g}>
                {t(`form.groups.${g}`)}
              </option>
            ))}
          </select>
        </label>
        {assets.length > 1 && (
          <label className="flex flex-col gap-1">
            {t("form.asset")}
            <select name="assets" defaultValue={asset} className={field}>
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
              className={`${field} w-20`}
            />
          </label>
        )}
        <button type="submit" className="rounded-md bg-sky-700 px-3 py-1.5 font-medium text-white hover:bg-sky-800">
          {t("form.show")}
        </button>
      </form>
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
