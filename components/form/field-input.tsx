"use client";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { withDecimalMark } from "@/lib/i18n/number-format";
import { Checkbox, Input, Options, Select, Textarea } from "../ui/input";
import { CancellationStepsInput } from "./cancellation-steps-input";
import { DiveRequirementsInput } from "./dive-requirements-input";
import { MediaChooser } from "./media-chooser";
import { ScopePicker } from "./scope-picker";
import type { FieldSpec } from "./types";

// Leaflet touches `window`: load the map only in the browser
const LocationPicker = dynamic(() => import("./location-picker").then((m) => m.LocationPicker), { ssr: false });

type Props = {
  field: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  values: Record<string, unknown>;
  setValues: (patch: Record<string, unknown>) => void;
  invalid: boolean;
  /** all field errors (a location shows those of latitude and longitude) */
  errors?: Record<string, string>;
};

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** The control for one field type. */
export function FieldInput({ field, value, onChange, values, setValues, invalid, errors = {} }: Props) {
  const t = useTranslations("common");
  const tl = useTranslations("languages");
  const locale = useLocale();
  const id = `field-${field.name}`;
  const described = [invalid && `${id}-error`, field.hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  const aria = {
    id,
    "aria-invalid": invalid,
    "aria-describedby": described,
    "aria-required": field.required || undefined,
  };
  switch (field.type ?? "text") {
    case "textarea":
      return <Textarea {...aria} value={str(value)} onValue={onChange} />;
    case "select":
      return (
        <Select {...aria} value={str(value)} onChange={(e) => onChange(e.target.value || null)}>
          {!field.required && <option value="">{t("choose")}</option>}
          {field.required && value == null && <option value="">{t("choose")}</option>}
          <Options options={field.options ?? []} />
        </Select>
      );
    case "checkbox":
      return <Checkbox {...aria} checked={!!value} onChecked={onChange} />;
    case "multiselect": {
      const selected = new Set((Array.isArray(value) ? value : []).map(String));
      return (
        <div id={id} className="flex flex-wrap gap-x-4 gap-y-1 rounded-md border border-slate-200 p-2">
          {field.options?.map((o) => (
            <label key={o.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={selected.has(o.value)}
                onChange={(e) => {
                  const next = new Set(selected);
                  if (e.target.checked) next.add(o.value);
                  else next.delete(o.value);
                  onChange([...next].map((v) => (/^\d+$/.test(v) ? Number(v) : v)));
                }}
              />
              {o.label}
            </label>
          ))}
        </div>
      );
    }
    case "tags":
      return (
        <Textarea
          {...aria}
          className="min-h-16 font-mono text-xs"
          value={Array.isArray(value) ? value.join("\n") : str(value)}
          onChange={(e) =>
            onChange(
              e.target.value
                .split(/[\n,]/)
                .map((s) => s.trim())
                .filter(Boolean),
            )
          }
        />
      );
    case "i18n": {
      const texts = (value && typeof value === "object" ? value : {}) as Record<string, string>;
      return (
        <div id={id} className="space-y-2">
          {(field.langs ?? ["de", "en"]).map((l) => (
            <label key={l} className="block text-xs font-medium text-slate-600">
              {tl(l as never)}
              <Textarea
                className="mt-1 min-h-16 normal-case"
                value={texts[l] ?? ""}
                onChange={(e) => onChange({ ...texts, [l]: e.target.value })}
                data-lang={l}
              />
            </label>
          ))}
        </div>
      );
    }
    case "json":
      return (
        <Textarea
          {...aria}
          className="font-mono text-xs"
          value={typeof value === "string" ? value : JSON.stringify(value ?? null, null, 2)}
          onValue={onChange}
        />
      );
    case "cancellationSteps":
      return (
        <CancellationStepsInput id={id} value={value} onChange={onChange} invalid={invalid} describedBy={described} />
      );
    case "diveRequirements":
      return (
        <DiveRequirementsInput id={id} value={value} onChange={onChange} invalid={invalid} describedBy={described} />
      );
    case "scopes":
      return (
        <ScopePicker
          id={id}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={onChange}
          invalid={invalid}
        />
      );
    case "media":
      return <MediaChooser value={Array.isArray(value) ? (value as number[]) : []} onChange={onChange} />;
    case "location":
      return (
        <LocationPicker
          latitude={str(values.latitude)}
          longitude={str(values.longitude)}
          onChange={(latitude, longitude) => setValues({ latitude, longitude })}
          errors={{ latitude: errors.latitude, longitude: errors.longitude }}
        />
      );
    case "color":
      // the picker cannot show "no colour" (an empty value is not #rrggbb): the text beside it can
      return (
        <div className="flex items-center gap-2">
          <Input
            type="color"
            className="h-9 w-12 p-1"
            aria-hidden="true"
            tabIndex={-1}
            value={/^#[0-9a-fA-F]{6}$/.test(str(value)) ? str(value) : "#ffffff"}
            onValue={onChange}
          />
          <Input {...aria} value={str(value)} placeholder="#rrggbb" onValue={onChange} />
        </div>
      );
    case "countOrNone": {
      // -1 (or nothing) is "none": said by the checkbox, not typed as a magic number
      const none = value === null || value === undefined || Number(value) === -1;
      return (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm font-normal text-slate-700">
            <Checkbox checked={none} onChecked={(on) => onChange(on ? -1 : "")} data-testid={`${id}-none`} />
            {field.none}
          </label>
          {!none && <Input {...aria} className="w-32" inputMode="numeric" value={str(value)} onValue={onChange} />}
        </div>
      );
    }
    case "number":
    case "decimal":
      return (
        <Input
          {...aria}
          inputMode="decimal"
          // the server's "12.5" as "12,5" in German (it reads either)
          value={withDecimalMark(str(value), locale)}
          onValue={onChange}
        />
      );
    default:
      return <Input {...aria} type={field.type ?? "text"} value={str(value)} onValue={onChange} />;
  }
}
