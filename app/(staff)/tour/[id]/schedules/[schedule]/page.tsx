import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { RecordEditor } from "@/components/resource/record-editor";
import { PageTitle } from "@/components/ui/card";
import { scheduleResource, scheduleScreen } from "@/lib/domain/tours/resources";
import { requireRoute } from "@/lib/page/context";
import { loadRecord } from "@/lib/page/record";
import { isoDate } from "@/lib/core/dates";
import { formatDayRange } from "@/lib/i18n/date-format";

/** a calendar date of the record, as it comes (a Date of the database, or its ISO text) */
const dayOf = (v: unknown) => (v instanceof Date ? isoDate(v) : String(v).slice(0, 10));

/** Editing one departure of a tour (dates, status, ports, note). */
export default async function TourSchedulePage({ params }: { params: Promise<{ id: string; schedule: string }> }) {
  const { id, schedule: scheduleId } = await params;
  const principal = await requireRoute(`/tour/${id}/schedules/${scheduleId}`);
  const schedule = await loadRecord(scheduleResource, principal, scheduleId);
  if (String(schedule.tourId) !== id) notFound();
  const t = await getTranslations();
  return (
    <>
      <PageTitle
        actions={
          <Link
            href={`/schedule/${schedule.id}`}
            className="text-sm text-brand-700 underline"
            data-testid="schedule-cabins"
          >
            {t("schedules.openCabins")}
          </Link>
        }
      >
        {t("nav.tourSchedule")} {formatDayRange(dayOf(schedule.from), dayOf(schedule.to), await getLocale())}
      </PageTitle>
      <RecordEditor
        screen={scheduleScreen}
        principal={principal}
        record={schedule}
        afterDelete={`/tour/${id}?tab=schedules`}
        changes={false}
      />
    </>
  );
}
