"use client";
// Beside a trip: a resort stay before or after it, in the same booking.
import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { Alert } from "../../ui/alert";
import { Card, CardHeader } from "../../ui/card";
import { RoomPicker, StayRuleWarnings } from "./room-picker";
import type { WizardAction, WizardState } from "./state";
import { StayFields } from "./stay-fields";
import type { Choices } from "./types";
import type { useAvailability } from "./use-availability";

export function ExtraStayStep(p: {
  choices: Choices;
  s: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** the stay's availability, asked for once its dates are in order */
  url: string | null;
  availability: ReturnType<typeof useAvailability>;
  warnings: string[];
}) {
  const t = useTranslations("bookingPages.wizard");
  const { s, dispatch } = p;
  return (
    <Card>
      <CardHeader title={t("extraStay")} />
      <div className="space-y-3 p-4 text-sm">
        <div className="flex flex-wrap items-end gap-3">
          <StayFields
            testId="stay"
            resorts={p.choices.resorts}
            today={p.choices.today}
            resortId={s.stayResortId}
            dateFrom={s.stayFrom}
            dateTo={s.stayTo}
            onResort={(resortId) => dispatch({ type: "stayResort", resortId })}
            onDateFrom={(date) => dispatch({ type: "stayFrom", date })}
            onDateTo={(date) => dispatch({ type: "stayTo", date })}
          />
        </div>
        {s.stayFrom && s.stayTo && s.stayFrom >= s.stayTo && <Alert>{t("datesOrder")}</Alert>}
        <StayRuleWarnings warnings={p.warnings} />
        {p.url && (
          <RoomPicker
            availability={p.availability.data}
            loading={p.availability.loading}
            error={p.availability.error}
            lines={s.lines.filter((l) => l.dateFrom === s.stayFrom)}
            state={s.state}
            onAdd={(room, bedIds) =>
              dispatch({ type: "addLine", room, bedIds, dates: { dateFrom: s.stayFrom, dateTo: s.stayTo } })
            }
            testId="stay-rooms"
          />
        )}
      </div>
    </Card>
  );
}
