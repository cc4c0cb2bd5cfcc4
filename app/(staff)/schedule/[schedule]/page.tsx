import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { ScheduleCabins } from "@/components/tours/schedule-cabins";
import { ScheduleMail } from "@/components/tours/schedule-mail";
import { Card, PageTitle } from "@/components/ui/card";
import { hasSome } from "@/lib/access/scopes";
import { AppError } from "@/lib/core/errors";
import { requireRoute } from "@/lib/page/context";
import { parseId } from "@/lib/page/record";
import { formatDayRange } from "@/lib/i18n/date-format";
import { loadMailTemplateChoices } from "@/lib/page/mail";
import { departureDivers, departureInfo } from "@/lib/page/tours";
import { DepartureDivers } from "@/components/tours/dive-eligibility";

/** One departure: its cabins and beds with who holds them, printing, mail, editing. */
export default async function ScheduleDetailPage({ params }: { params: Promise<{ schedule: string }> }) {
  const { schedule } = await params;
  const principal = await requireRoute(`/schedule/${schedule}`);
  const id = parseId(schedule);
  if (!id) notFound();
  const info = await departureInfo(id).catch((e) => {
    if (e instanceof AppError && e.code === "NOT_FOUND") notFound();
    throw e;
  });
  const t = await getTranslations();
  const s = info.schedule;
  const divers = await departureDivers(id);
  const canEdit = hasSome(principal, ["schedules.update"]);
  const link =
    "inline-flex h-10 items-center rounded-md px-4 text-sm font-medium ring-1 ring-slate-300 bg-white hover:bg-slate-50";
  return (
    <>
      <PageTitle
        actions={
          <>
            {canEdit && (
              <Link href={`/tour/${s.tour.id}/schedules/${s.id}`} className={link} data-testid="schedule-edit">
                {t("table.edit")}
              </Link>
            )}
            <a href={`/api/vessellist/guests/print/${s.id}`} target="_blank" rel="noopener" className={link}>
              {t("schedules.printGuests")}
            </a>
            {hasSome(principal, ["schedules.update", "bookings.update"]) && (
              <ScheduleMail scheduleId={s.id} templates={await loadMailTemplateChoices()} />
            )}
          </>
        }
      >
        <span className="mr-2 inline-block h-3 w-3 rounded-full" style={{ background: s.tour.colour }} />
        {s.tour.name} · {formatDayRange(s.from, s.to, await getLocale())}
      </PageTitle>
      <p className="mb-4 text-sm text-slate-600">
        {s.vessel.name} · {t(`schedules.statuses.${s.status}`)}
        {s.embarkationPort ? ` · ${t("schedules.fields.embarkationPortId")}: ${s.embarkationPort.name}` : ""}
        {s.disembarkationPort ? ` · ${t("schedules.fields.disembarkationPortId")}: ${s.disembarkationPort.name}` : ""}
      </p>
      <Card className="p-4">
        <ScheduleCabins
          info={info}
          canEdit={canEdit}
          canBook={hasSome(principal, ["bookings.create"])}
          staff={hasSome(principal, ["bookings.update"])}
        />
      </Card>
      <Card className="mt-4 p-4">
        <DepartureDivers divers={divers} />
      </Card>
    </>
  );
}
