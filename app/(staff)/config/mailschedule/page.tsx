import { ScheduleTestForm } from "@/components/mail/schedule-test-form";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { hasSome } from "@/lib/access/scopes";
import { mailScheduleScreen } from "@/lib/domain/mail/mail-schedule-resource";
import { currentPrincipal } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadScheduleRuleChoices } from "@/lib/page/mail-schedule";

/**
 * /config/mailschedule: the scheduler's rules, edited in a dialog over the list (feature
 * mailScheduler), and for mail.update a test of a rule sent to oneself.
 */
export default async function MailScheduleListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await currentPrincipal();
  const rules = hasSome(principal, ["mail.update"]) ? await loadScheduleRuleChoices() : [];
  return (
    <ResourceListPage path="/config/mailschedule" screen={mailScheduleScreen} searchParams={searchParams}>
      <ScheduleTestForm rules={rules} />
    </ResourceListPage>
  );
}
