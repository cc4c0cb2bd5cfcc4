// The scheduler panel of /config/mail (feature mailScheduler; nothing while it is off): how many
// rules there are, what is planned for the coming days and what was sent, with links to
// /config/mailschedule and /config/mailscheduled.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { loadSchedulerPanel } from "@/lib/page/mail-schedule";
import { Card } from "../ui/card";

export async function MailSchedulerPanel() {
  const figures = await loadSchedulerPanel();
  if (!figures) return null;
  const t = await getTranslations("mailSchedule.panel");
  return (
    <Card className="p-4" data-testid="mail-scheduler-panel">
      <h2 className="mb-2 text-lg font-semibold">{t("title")}</h2>
      <ul className="mb-3 space-y-1 text-sm">
        <li>{t("rules", { count: figures.rules, active: figures.active })}</li>
        <li>{t("planned", { count: figures.planned })}</li>
        <li>{t("sent", { count: figures.sent })}</li>
      </ul>
      <div className="flex flex-wrap gap-4 text-sm">
        <Link className="text-brand-700 underline" href="/config/mailschedule">
          {t("editRules")}
        </Link>
        <Link className="text-brand-700 underline" href="/config/mailscheduled">
          {t("showPlanned")}
        </Link>
      </div>
    </Card>
  );
}
