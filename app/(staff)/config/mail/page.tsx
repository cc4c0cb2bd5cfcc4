// /config/mail: the mail settings' overview; each panel is its own component (the statistics with
// the ways into the queue: components/mail/mail-statistics.tsx; the scheduler's, shown with the
// feature mailScheduler: components/mail/mail-scheduler-panel.tsx).
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { MailSchedulerPanel } from "@/components/mail/mail-scheduler-panel";
import { MailStatistics } from "@/components/mail/mail-statistics";
import { PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";

export default async function MailSettingsPage() {
  await requireRoute("/config/mail");
  const nav = await getTranslations("nav");
  return (
    <>
      <PageTitle>{nav("configMail")}</PageTitle>
      <nav className="mb-4 flex flex-wrap gap-3 text-sm" aria-label={nav("configMail")}>
        <Link href="/config/mailaccounts" className="text-brand-700 hover:underline">
          {nav("configMailAccounts")}
        </Link>
        <Link href="/config/mailtemplates" className="text-brand-700 hover:underline">
          {nav("configMailTemplates")}
        </Link>
        <Link href="/config/mailqueue" className="text-brand-700 hover:underline">
          {nav("configMailQueue")}
        </Link>
      </nav>
      <div className="space-y-4">
        <MailStatistics />
        <MailSchedulerPanel />
      </div>
    </>
  );
}
