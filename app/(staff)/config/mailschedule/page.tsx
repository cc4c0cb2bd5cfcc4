import { ResourceListPage } from "@/components/resource/resource-list-page";
import { mailScheduleScreen } from "@/lib/domain/mail/mail-schedule-resource";
import type { PageSearchParams } from "@/lib/page/list";

/** /config/mailschedule: the scheduler's rules, edited in a dialog over the list (feature mailScheduler). */
export default function MailScheduleListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/config/mailschedule" screen={mailScheduleScreen} searchParams={searchParams} />;
}
