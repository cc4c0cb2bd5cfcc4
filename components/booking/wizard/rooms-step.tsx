"use client";
// Step 2: the rooms or cabins (or single beds) of the stay or departure, from live availability.
import { useTranslations } from "next-intl";
import { Card, CardHeader } from "../../ui/card";
import { RoomPicker, StayRuleWarnings } from "./room-picker";
import type { WizardState } from "./state";
import type { AvailRoom } from "./types";
import type { useAvailability } from "./use-availability";

export function RoomsStep(p: {
  s: WizardState;
  availability: ReturnType<typeof useAvailability>;
  warnings: string[];
  onAdd: (room: AvailRoom, bedIds?: number[]) => void;
}) {
  const t = useTranslations("bookingPages.wizard");
  return (
    <Card>
      <CardHeader title={p.s.type === "resort" ? t("step2Rooms") : t("step2Cabins")} />
      <div className="space-y-3 p-4">
        <StayRuleWarnings warnings={p.warnings} />
        <RoomPicker
          availability={p.availability.data}
          loading={p.availability.loading}
          error={p.availability.error}
          lines={p.s.lines}
          state={p.s.state}
          onAdd={p.onAdd}
          testId="wizard-rooms"
        />
      </div>
    </Card>
  );
}
