import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { scheduleScreen } from "@/lib/domain/tours/resources";
import { parseId } from "@/lib/page/record";

export default async function ScheduleCreatePage({ searchParams }: { searchParams: Promise<{ tourId?: string }> }) {
  // "New departure" on a tour's page starts with that tour
  const tourId = parseId(String((await searchParams).tourId ?? ""));
  return (
    <ResourceFormPage
      path="/schedules/create"
      screen={scheduleScreen}
      afterSave="/schedule/{id}"
      defaults={tourId ? { tourId } : undefined}
    />
  );
}
