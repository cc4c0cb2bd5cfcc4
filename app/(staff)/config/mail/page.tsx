// /config/mail: the mail settings' overview; each panel is its own component (the statistics with
// the ways into the queue: components/mail/mail-statistics.tsx; the scheduler's, shown with the
// feature mailScheduler: components/mail/mail-scheduler-panel.tsx).
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { MailSchedulerPanel } from "@/components/mail/mail-scheduler-panel";
import { MailStatistics } from "@/components/mail/mail-statistics";
import { PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";

const MAIL_PAGES = [
  ["/config/mailaccounts", "configMailAccounts"],
  ["/config/mailtemplates", "configMailTemplates"],
  ["/config/mailqueue", "configMailQueue"],
] as const;

export default async function MailSettingsPage() {
  await requireRoute("/config/mail");
  const nav = await getTranslations("nav");
  return (
    <>
      <PageTitle>{nav("configMail")}</PageTitle>
      <nav className="mb-4 flex flex-wrap gap-3 text-sm" aria-label={nav("configMail")}>
        {MAIL_PAGES.map(([href, label]) => (
          <Link key={href} href={href} className="text-brand-700 hover:underline">
            {nav(label)}
          </Link>
        ))}
      </nav>
      <div className="space-y-4">
        <MailStatistics />
        <MailSchedulerPanel />
      </div>
    </>
  );
}
