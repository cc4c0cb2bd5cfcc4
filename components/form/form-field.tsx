"use client";
import { useTranslations } from "next-intl";
import { cn } from "../ui/cn";
import { FieldInput } from "./field-input";
import type { FieldSpec } from "./types";

type FormFieldProps = {
  label: React.ReactNode;
  /** the control's id */
  htmlFor: string;
  error?: string;
  required?: boolean;
  hint?: string;
  /** a checkbox: the control before its label */
  inline?: boolean;
  className?: string;
  children: React.ReactNode;
};

/**
 * The one field of every form (resources, settings, login, registration, profile): label with the
 * required mark, the control, a hint, and the error in the error colour, announced to screen
 * readers and tied to the control by its id (`${htmlFor}-error`).
 */
export function FormField({ label, htmlFor, error, required, hint, inline, className, children }: FormFieldProps) {
  const t = useTranslations("common");
  const labelEl = (
    <label htmlFor={htmlFor} className={inline ? "text-sm text-slate-700" : "block text-sm font-medium text-slate-700"}>
      {label}
      {required && (
        <span className="text-error" title={t("required")}>
          {" "}
          *
        </span>
      )}
    </label>
  );
  return (
    <div className={cn(inline ? "flex flex-wrap items-center gap-2 self-end pb-2" : "space-y-1", className)}>
      {inline ? (
        <>
          {children}
          {labelEl}
        </>
      ) : (
        <>
          {labelEl}
          {children}
        </>
      )}
      {hint && <p className="w-full text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${htmlFor}-error`} role="alert" className="w-full text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

const WIDE_TYPES = ["i18n", "textarea", "media", "location", "multiselect", "tags", "json"];

/** A grid of described fields (resource and settings forms); errors of list items ("a.1") show at "a". */
export function FieldGrid({
  fields,
  values,
  setValues,
  errors,
}: {
  fields: FieldSpec[];
  values: Record<string, unknown>;
  setValues: (patch: Record<string, unknown>) => void;
  errors: Record<string, string>;
}) {
  const errorOf = (name: string) => errors[name] ?? Object.entries(errors).find(([k]) => k.startsWith(`${name}.`))?.[1];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {fields.map((f) => {
        // a location is two values: its errors come as latitude and longitude
        const error = f.type === "location" ? (errors.latitude ?? errors.longitude) : errorOf(f.name);
        return (
          <FormField
            key={f.name}
            label={f.label}
            htmlFor={`field-${f.name}`}
            required={f.required}
            hint={f.hint}
            error={error}
            inline={f.type === "checkbox"}
            className={cn((f.wide || WIDE_TYPES.includes(f.type ?? "")) && "md:col-span-2")}
          >
            <FieldInput
              field={f}
              value={values[f.name]}
              onChange={(v) => setValues({ [f.name]: v })}
              values={values}
              setValues={setValues}
              invalid={!!error}
            />
          </FormField>
        );
      })}
    </div>
  );
}
