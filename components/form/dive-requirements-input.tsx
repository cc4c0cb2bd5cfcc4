"use client";
// A diver's requirements on a tour, a departure or a dive product (lib/domain/tours/dive-requirements.ts):
// none at all (a departure then takes its tour's), or a minimum level, logged dives, nitrox, medical
// answers not older than 12 months and a passport valid 6 months after the trip. Values stay as
// typed; the server checks them and names a bad one.
import { useTranslations } from "next-intl";
import { CERT_LEVELS } from "@/lib/domain/tours/cert-levels";
import { Checkbox, Options, Select } from "../ui/input";
import { PartInput } from "./part-input";

type Value = Record<string, unknown>;
const FLAGS = ["nitrox", "medical", "passport"] as const;

export function DiveRequirementsInput(p: {
  id: string;
  value: unknown;
  onChange: (v: Value | null) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const t = useTranslations("guestForm.requirements");
  const tl = useTranslations("guestForm.options.level");
  const set = p.value && typeof p.value === "object" ? (p.value as Value) : null;
  const patch = (change: Value) => p.onChange({ ...set, ...change });
  return (
    <div id={p.id} className="space-y-3" aria-describedby={p.describedBy} data-testid="dive-requirements">
      <label className="flex items-center gap-2 text-sm">
        <Checkbox
          checked={set !== null}
          onChecked={(on) => p.onChange(on ? {} : null)}
          data-testid="dive-requirements-set"
        />
        {t("set")}
      </label>
      {set && (
        <div className="flex flex-wrap items-end gap-4">
          <label className="text-xs font-medium text-slate-600">
            {t("minLevel")}
            <Select
              className="mt-1 w-64"
              aria-invalid={p.invalid}
              value={String(set.minLevel ?? "")}
              onChange={(e) => patch({ minLevel: e.target.value || null })}
              data-testid="dive-requirements-level"
            >
              <Options options={CERT_LEVELS.map((l) => ({ value: l, label: tl(l) }))} empty={t("anyLevel")} />
            </Select>
          </label>
          <PartInput
            label={t("minLoggedDives")}
            width="w-28"
            invalid={p.invalid}
            value={set.minLoggedDives === null || set.minLoggedDives === undefined ? "" : String(set.minLoggedDives)}
            onValue={(minLoggedDives) => patch({ minLoggedDives })}
            testId="dive-requirements-dives"
          />
          {FLAGS.map((f) => (
            <label key={f} className="flex items-center gap-2 pb-2 text-sm">
              <Checkbox
                checked={set[f] === true}
                onChecked={(on) => patch({ [f]: on })}
                data-testid={`dive-requirements-${f}`}
              />
              {t(f)}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
