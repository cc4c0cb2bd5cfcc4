// /config/mailscheduled: the scheduler's mails (feature mailScheduler): those planned for the coming
// days, each with a skip button for mail.update, and those sent or skipped; paged on the server.
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { SkipScheduledButton } from "@/components/mail/skip-scheduled-button";
import { Card, PageTitle } from "@/components/ui/card";
import { hasSome } from "@/lib/access/scopes";
import { requireRoute } from "@/lib/page/context";
import { loadScheduledMails } from "@/lib/page/mail-schedule";

export default async function MailScheduledPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const principal = await requireRoute("/config/mailscheduled");
  const [t, format, { query, list }] = await Promise.all([
    getTranslations("mailSchedule"),
    getFormatter(),
    loadScheduledMails(await searchParams),
  ]);
  const maySkip = hasSome(principal, ["mail.update"]);
  const planned = query.state === "planned";
  const pages = Math.max(1, Math.ceil(list.total / list.size));
  const href = (o: { state?: string; page?: number }) =>
    `/config/mailscheduled?state=${o.state ?? query.state}&page=${o.page ?? 1}`;
  const tab = (state: "planned" | "done") => (
    <Link
      href={href({ state })}
      aria-current={query.state === state ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 text-sm ${query.state === state ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
    >
      {t(`scheduled.${state}`)}
    </Link>
  );
  return (
    <>
      <PageTitle>{t("scheduled.title")}</PageTitle>
      <nav className="mb-4 flex gap-2" aria-label={t("scheduled.title")}>
        {tab("planned")}
        {tab("done")}
      </nav>
      <Card className="overflow-x-auto p-4">
        {planned && <p className="mb-2 text-sm text-slate-600">{t("scheduled.days", { days: query.days })}</p>}
        {list.data.length ? (
          <table className="w-full text-sm" data-testid="scheduled-mails">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="p-2">{t("scheduled.due")}</th>
                <th className="p-2">{t("scheduled.rule")}</th>
                <th className="p-2">{t("scheduled.booking")}</th>
                <th className="p-2">{t("scheduled.customer")}</th>
                <th className="p-2">{t("scheduled.recipient")}</th>
                <th className="p-2">{t("scheduled.status")}</th>
                {!planned && <th className="p-2">{t("scheduled.at")}</th>}
                {planned && maySkip && (
                  <th className="p-2">
                    <span className="sr-only">{t("scheduled.skip")}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.data.map((r) => (
                <tr key={r.id} className="border-t border-slate-100" data-booking={r.bookingNo}>
                  <td className="p-2">
                    {format.dateTime(new Date(`${r.dueDate}T12:00:00Z`), { dateStyle: "medium" })}
                  </td>
                  <td className="p-2">{r.ruleName}</td>
                  <td className="p-2">
                    <Link className="text-brand-700 underline" href={`/booking/${r.bookingId}`}>
                      {r.bookingNo}
                    </Link>
                  </td>
                  <td className="p-2">{r.customer ?? ""}</td>
                  <td className="p-2">{r.to.length ? r.to.join(", ") : t(`recipients.${r.recipient}`)}</td>
                  <td className="p-2">{t(`scheduled.statuses.${r.status}`)}</td>
                  {!planned && (
                    <td className="p-2">
                      {r.at ? format.dateTime(new Date(r.at), { dateStyle: "medium", timeStyle: "short" }) : ""}
                    </td>
                  )}
                  {planned && maySkip && (
                    <td className="p-2 text-right">
                      <SkipScheduledButton id={r.id} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-slate-600">{t(planned ? "scheduled.nonePlanned" : "scheduled.noneDone")}</p>
        )}
        {pages > 1 && (
          <div className="mt-4 flex items-center gap-4 text-sm">
            {query.page > 1 && <Link href={href({ page: query.page - 1 })}>{t("scheduled.previous")}</Link>}
            <span>{t("scheduled.pageOf", { page: query.page, pages })}</span>
            {query.page < pages && <Link href={href({ page: query.page + 1 })}>{t("scheduled.next")}</Link>}
          </div>
        )}
      </Card>
    </>
  );
}
