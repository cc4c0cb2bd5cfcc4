"use client";
// The terms of payment's cancellation rule as rows (lib/domain/booking/cancellation-fee.ts):
// "N days or fewer before arrival: P % of the total", from the furthest day to the arrival day.
// Values stay as typed (strings); the server checks and names a bad row.
import { useLocale, useTranslations } from "next-intl";
import { withDecimalMark } from "@/lib/i18n/number-format";
import { Button } from "../ui/button";
import { PartInput } from "./part-input";

type Step = { daysBefore: number | string; percent: number | string };

const stepsOfValue = (v: unknown): Step[] => (Array.isArray(v) ? (v as Step[]) : []);

export function CancellationStepsInput(p: {
  id: string;
  value: unknown;
  onChange: (v: Step[]) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const t = useTranslations("terms.steps");
  const locale = useLocale();
  const steps = stepsOfValue(p.value);
  const set = (i: number, patch: Partial<Step>) => p.onChange(steps.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <div id={p.id} className="space-y-2" aria-describedby={p.describedBy} data-testid="cancellation-steps">
      {steps.length === 0 && <p className="text-sm text-slate-600">{t("none")}</p>}
      {steps.map((s, i) => (
        <div key={i} className="flex flex-wrap items-end gap-2" data-testid="cancellation-step">
          <PartInput
            label={t("daysBefore")}
            width="w-28"
            invalid={p.invalid}
            value={String(s.daysBefore ?? "")}
            onValue={(daysBefore) => set(i, { daysBefore })}
            testId="cancellation-step-days"
          />
          <PartInput
            label={t("percent")}
            width="w-24"
            decimal
            invalid={p.invalid}
            value={withDecimalMark(String(s.percent ?? ""), locale)}
            onValue={(percent) => set(i, { percent })}
            testId="cancellation-step-percent"
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t("remove", { n: i + 1 })}
            onClick={() => p.onChange(steps.filter((_, j) => j !== i))}
          >
            {t("removeShort")}
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => p.onChange([...steps, { daysBefore: "", percent: "" }])}
        data-testid="cancellation-step-add"
      >
        {t("add")}
      </Button>
    </div>
  );
}
