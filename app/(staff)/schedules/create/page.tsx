import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { ScheduleCreateForm } from "@/components/tours/schedule-create-form";
import { scheduleScreen } from "@/lib/domain/tours/resources";
import { requireRoute } from "@/lib/page/context";
import { parseId } from "@/lib/page/record";
import { newDepartureDefaults } from "@/lib/page/tours";

export default async function ScheduleCreatePage({ searchParams }: { searchParams: Promise<{ tourId?: string }> }) {
  await requireRoute("/schedules/create");
  // "New departure" on a tour's page starts with that tour and its ports; "Repeat" plans a series
  const defaults = await newDepartureDefaults(parseId(String((await searchParams).tourId ?? "")));
  return (
    <ResourceFormPage
      path="/schedules/create"
      screen={scheduleScreen}
      afterSave="/schedule/{id}"
      defaults={defaults}
      form={ScheduleCreateForm}
    />
  );
}
