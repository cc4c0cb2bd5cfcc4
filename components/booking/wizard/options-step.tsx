"use client";
// Step 4: the booking's options: the state it is made in, an option's end, the agency (staff).
import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { Card, CardHeader } from "../../ui/card";
import { Input, Select } from "../../ui/input";
import { CREATE_STATES, type CreateState, type WizardAction, type WizardState } from "./state";
import type { Choices } from "./types";

export function OptionsStep(p: { choices: Choices; s: WizardState; dispatch: Dispatch<WizardAction>; staff: boolean }) {
  const t = useTranslations("bookingPages.wizard");
  const ts = useTranslations("bookingStates");
  const { s, dispatch } = p;
  return (
    <Card>
      <CardHeader title={t("step4")} />
      <div className="flex flex-wrap items-end gap-3 p-4 text-sm">
        <label>
          <span className="block text-slate-600">{t("state")}</span>
          <Select
            value={s.state}
            onChange={(e) => dispatch({ type: "state", state: e.target.value as CreateState })}
            data-testid="wizard-state"
          >
            {CREATE_STATES.map((x) => (
              <option key={x} value={x}>
                {ts(x)}
              </option>
            ))}
          </Select>
        </label>
        {s.state === "planned" && (
          <label>
            <span className="block text-slate-600">{t("optionUntil")}</span>
            <Input
              type="date"
              value={s.optionUntil}
              min={p.choices.today}
              onChange={(e) => dispatch({ type: "optionUntil", date: e.target.value })}
              data-testid="wizard-optionUntil"
            />
          </label>
        )}
        {p.staff && (
          <label>
            <span className="block text-slate-600">{t("agency")}</span>
            <Select
              value={s.agencyId}
              onChange={(e) => dispatch({ type: "agency", agencyId: e.target.value })}
              data-testid="wizard-agency"
            >
              <option value="">–</option>
              {p.choices.agencies.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </label>
        )}
      </div>
    </Card>
  );
}
