import { getTranslations } from "next-intl/server";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { CopySeason } from "@/components/tours/copy-season";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { hasSome } from "@/lib/access/scopes";
import { addCalendarDays } from "@/lib/core/dates";
import { operatorToday } from "@/lib/core/operator";
import { scheduleScreen } from "@/lib/domain/tours/resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { optionsOf } from "@/lib/page/options";

/** Every departure; copying a season to another year; the departures as PDF. */
export default async function SchedulePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/schedule");
  const [t, today, vessels] = await Promise.all([getTranslations(), operatorToday(), optionsOf("vessel")]);
  const year = today.slice(0, 4);
  const pdf = `/api/schedules/printList/departures?from=${today}&to=${addCalendarDays(today, 365)}`;
  return (
    <ResourceListPage
      path="/schedule"
      screen={scheduleScreen}
      searchParams={searchParams}
      rowHref="/schedule/{id}"
      createHref="/schedules/create"
    >
      <div className="mb-6 space-y-4">
        {hasSome(principal, ["schedules.create"]) && (
          <CopySeason vessels={vessels} from={`${year}-01-01`} to={`${year}-12-31`} />
        )}
        <NewTabLink href={pdf} className="text-sm text-brand-700 underline" data-testid="print-departures">
          {t("schedules.printDepartures")}
        </NewTabLink>
      </div>
    </ResourceListPage>
  );
}
