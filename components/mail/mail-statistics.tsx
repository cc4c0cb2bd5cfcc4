// /config/mail's statistics panel: mails sent and failed per day over the last 30 days
// (GET /api/mailqueue/statistics) as a chart, the same numbers as a table (for reading and for
// keyboards, as the statistics pages show them), and the ways into the queue.
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "next/link";
import { loadMailStatistics } from "@/lib/page/mail";
import { LazyFigureChart as FigureChart } from "../stats/lazy-figure-chart";
import { Card, CardHeader } from "../ui/card";
import { TableHead } from "../ui/table-head";

const DAYS = 30;

export async function MailStatistics() {
  const [t, ts, format, stats] = await Promise.all([
    getTranslations("mail.statistics"),
    getTranslations("mail.booking.statuses"),
    getFormatter(),
    loadMailStatistics(DAYS),
  ]);
  const day = (d: string) =>
    format.dateTime(new Date(`${d}T00:00:00Z`), { day: "2-digit", month: "2-digit", timeZone: "UTC" });
  const total = (k: "sent" | "failed" | "queued") => stats.days.reduce((n, d) => n + d[k], 0);
  // the table lists the days that had mail, newest first; the chart shows every day
  const busy = stats.days.filter((d) => d.sent + d.failed + d.queued > 0).reverse();
  return (
    <Card>
      <CardHeader title={t("title", { days: DAYS })} />
      <div className="space-y-3 p-4" data-testid="mail-statistics">
        <p className="flex flex-wrap gap-3 text-sm">
          <Link href="/config/mailqueue" className="text-brand-700 hover:underline">
            {t("queue")}
          </Link>
          <Link href="/config/mailqueue?filter%5Bstatus%5D=failed" className="text-brand-700 hover:underline">
            {t("failedOnes", { count: total("failed") })}
          </Link>
          <Link href="/config/mailqueue?filter%5Bstatus%5D=queued" className="text-brand-700 hover:underline">
            {t("queuedOnes", { count: total("queued") })}
          </Link>
        </p>
        <FigureChart
          label={t("chart", { days: DAYS })}
          kind="bar"
          labels={stats.days.map((d) => day(d.date))}
          series={[
            { key: "sent", label: ts("sent"), values: stats.days.map((d) => d.sent) },
            { key: "failed", label: ts("failed"), values: stats.days.map((d) => d.failed) },
          ]}
        />
        <details open>
          <summary className="cursor-pointer text-sm font-medium text-slate-700">{t("numbers")}</summary>
          {busy.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t("none")}</p>
          ) : (
            <div className="overflow-x-auto" role="region" aria-label={t("numbers")} tabIndex={0}>
              <table className="mt-2 w-full text-sm" data-testid="mail-statistics-table">
                <TableHead labels={[t("day"), ts("sent"), ts("failed"), ts("queued")]} />
                <tbody className="divide-y divide-slate-100">
                  {busy.map((d) => (
                    <tr key={d.date}>
                      <td className="px-3 py-1">
                        {format.dateTime(new Date(`${d.date}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" })}
                      </td>
                      <td className="px-3 py-1 tabular-nums">{d.sent}</td>
                      <td className="px-3 py-1 tabular-nums">{d.failed}</td>
                      <td className="px-3 py-1 tabular-nums">{d.queued}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </details>
      </div>
    </Card>
  );
}
