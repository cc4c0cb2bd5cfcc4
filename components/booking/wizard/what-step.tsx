"use client";
// Step 1: what is booked (a resort stay or a departure) and when.
import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { Alert } from "../../ui/alert";
import { Card, CardHeader } from "../../ui/card";
import { Select } from "../../ui/input";
import type { WizardAction, WizardState } from "./state";
import { StayFields } from "./stay-fields";
import type { Choices } from "./types";
import { useDayRange } from "./use-availability";

export function WhatStep({
  choices,
  s,
  dispatch,
}: {
  choices: Choices;
  s: WizardState;
  dispatch: Dispatch<WizardAction>;
}) {
  const t = useTranslations("bookingPages.wizard");
  const range = useDayRange();
  const schedules = choices.schedules.filter((x) => x.vesselId === s.vesselId);
  return (
    <Card>
      <CardHeader title={t("step1")} />
      <div className="flex flex-wrap items-end gap-3 p-4 text-sm">
        <label>
          <span className="block text-slate-600">{t("type")}</span>
          <Select
            value={s.type}
            onChange={(e) => dispatch({ type: "asset", asset: e.target.value as WizardState["type"] })}
            data-testid="wizard-type"
          >
            <option value="resort">{t("typeResort")}</option>
            <option value="vessel">{t("typeVessel")}</option>
          </Select>
        </label>
        {s.type === "resort" ? (
          <StayFields
            testId="wizard"
            resorts={choices.resorts}
            today={choices.today}
            resortId={s.resortId}
            dateFrom={s.dateFrom}
            dateTo={s.dateTo}
            onResort={(resortId) => dispatch({ type: "resort", resortId })}
            onDateFrom={(date) => dispatch({ type: "dateFrom", date })}
            onDateTo={(date) => dispatch({ type: "dateTo", date })}
          />
        ) : (
          <>
            <label>
              <span className="block text-slate-600">{t("vessel")}</span>
              <Select
                value={s.vesselId ?? ""}
                onChange={(e) => dispatch({ type: "vessel", vesselId: Number(e.target.value) })}
                data-testid="wizard-vessel"
              >
                {choices.vessels.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </Select>
            </label>
            <label>
              <span className="block text-slate-600">{t("schedule")}</span>
              <Select
                value={s.scheduleId ?? ""}
                onChange={(e) =>
                  dispatch({ type: "schedule", scheduleId: e.target.value ? Number(e.target.value) : undefined })
                }
                data-testid="wizard-schedule"
              >
                <option value="">–</option>
                {schedules.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.tour} · {range(x.from, x.to)}
                  </option>
                ))}
              </Select>
            </label>
          </>
        )}
      </div>
      {s.type === "resort" && s.dateFrom && s.dateTo && s.dateFrom >= s.dateTo && (
        <div className="px-4 pb-4">
          <Alert>{t("datesOrder")}</Alert>
        </div>
      )}
    </Card>
  );
}
