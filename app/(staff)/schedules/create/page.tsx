import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { db } from "@/lib/core/db";
import { scheduleScreen } from "@/lib/domain/tours/resources";
import { requireRoute } from "@/lib/page/context";
import { parseId } from "@/lib/page/record";

export default async function ScheduleCreatePage({ searchParams }: { searchParams: Promise<{ tourId?: string }> }) {
  // "New departure" on a tour's page starts with that tour and its ports (the saved departure
  // takes the tour's ports anyway when left empty: the form shows them)
  await requireRoute("/schedules/create");
  const tourId = parseId(String((await searchParams).tourId ?? ""));
  const tour = tourId
    ? await db().tour.findUnique({
        where: { id: tourId },
        select: { id: true, embarkationPortId: true, disembarkationPortId: true },
      })
    : null;
  return (
    <ResourceFormPage
      path="/schedules/create"
      screen={scheduleScreen}
      afterSave="/schedule/{id}"
      defaults={
        tour
          ? {
              tourId: tour.id,
              ...(tour.embarkationPortId ? { embarkationPortId: tour.embarkationPortId } : {}),
              ...(tour.disembarkationPortId ? { disembarkationPortId: tour.disembarkationPortId } : {}),
            }
          : undefined
      }
    />
  );
}
