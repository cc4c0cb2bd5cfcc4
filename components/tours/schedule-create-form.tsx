"use client";
// A new departure (/schedules/create), or with "Repeat" a series of them: every N days or weeks up
// to an end date, all created in one step (POST /api/schedules/series). The form says how many
// departures the series makes before it is saved; saved, the schedules list shows them.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ISO_DATE } from "@/lib/core/dates";
import { MAX_SERIES_DEPARTURES, SERIES_UNITS, seriesCount, type SeriesUnit } from "@/lib/domain/tours/departure-series";
import { FormField } from "../form/form-field";
import { ResourceForm, type ResourceFormProps } from "../form/resource-form";
import { Checkbox, Input, Select } from "../ui/input";

/** Departures the series would make; null while its dates are not complete dates. */
function countOf(from: unknown, every: string, unit: SeriesUnit, until: string): number | null {
  if (typeof from !== "string" || !ISO_DATE.test(from) || !ISO_DATE.test(until) || !/^\d+$/.test(every)) return null;
  try {
    return seriesCount({ from, every: Number(every), unit, until });
  } catch {
    // a well-formed date that does not exist (2027-02-30): the server names it
    return null;
  }
}

export function ScheduleCreateForm(props: ResourceFormProps) {
  const t = useTranslations("schedules.series");
  const [repeat, setRepeat] = useState(false);
  const [rule, setRule] = useState<{ every: string; unit: SeriesUnit; until: string }>({
    every: "1",
    unit: "weeks",
    until: "",
  });
  return (
    <ResourceForm
      {...props}
      extraLabels={repeat ? { every: t("every"), unit: t("unit"), until: t("until") } : undefined}
      createVia={
        repeat
          ? (body) => ({
              url: "/api/schedules/series",
              body: { ...body, ...rule },
              after: (data) => ({ message: t("done", { count: Number(data.created) }), href: "/schedule" }),
            })
          : undefined
      }
      extra={({ values, errors }) => {
        const count = repeat ? countOf(values.from, rule.every, rule.unit, rule.until) : null;
        return (
          <fieldset className="space-y-3 rounded-md border border-slate-200 p-4" data-testid="schedule-repeat">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <Checkbox checked={repeat} onChecked={setRepeat} data-testid="schedule-repeat-toggle" />
              {t("repeat")}
            </label>
            {repeat && (
              <>
                <div className="flex flex-wrap items-start gap-4">
                  <FormField label={t("every")} htmlFor="field-every" error={errors.every} required>
                    <Input
                      id="field-every"
                      className="w-24"
                      inputMode="numeric"
                      value={rule.every}
                      aria-invalid={!!errors.every}
                      onChange={(e) => setRule({ ...rule, every: e.target.value })}
                    />
                  </FormField>
                  <FormField label={t("unit")} htmlFor="field-unit" error={errors.unit} required>
                    <Select
                      id="field-unit"
                      value={rule.unit}
                      aria-invalid={!!errors.unit}
                      onChange={(e) => setRule({ ...rule, unit: e.target.value as SeriesUnit })}
                    >
                      {SERIES_UNITS.map((u) => (
                        <option key={u} value={u}>
                          {t(`units.${u}`)}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                  <FormField label={t("until")} htmlFor="field-until" error={errors.until} required>
                    <Input
                      id="field-until"
                      type="date"
                      value={rule.until}
                      aria-invalid={!!errors.until}
                      onChange={(e) => setRule({ ...rule, until: e.target.value })}
                    />
                  </FormField>
                </div>
                {count !== null && (
                  <p className="text-sm text-slate-700" role="status" data-testid="schedule-repeat-count">
                    {count > MAX_SERIES_DEPARTURES
                      ? t("tooMany", { max: MAX_SERIES_DEPARTURES })
                      : t("count", { count })}
                  </p>
                )}
              </>
            )}
          </fieldset>
        );
      }}
    />
  );
}
