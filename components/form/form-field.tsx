"use client";
import { useTranslations } from "next-intl";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { FieldInput } from "./field-input";
import type { FieldSpec } from "./types";

type FormFieldProps = {
  label: React.ReactNode;
  /** the control's id */
  htmlFor: string;
  error?: string;
  required?: boolean;
  /** says "(optional)" beside the label: a field that may stay empty where one would expect it
   *  filled (a password on an edit form) */
  optional?: boolean;
  hint?: string;
  /** a checkbox: the control before its label */
  inline?: boolean;
  /** several controls (languages, choices, a map with coordinates): a fieldset with a legend */
  group?: boolean;
  className?: string;
  children: React.ReactNode;
};

/**
 * The one field of every form (resources, settings, login, registration, profile): label with the
 * required mark (shown before any submit; the control carries aria-required), the control, a
 * hint tied to it, and the error in the error colour, tied to the control by its id
 * (`${htmlFor}-error`) and listed in the form's error summary.
 */
export function FormField({
  label,
  htmlFor,
  error,
  required,
  optional,
  hint,
  inline,
  group,
  className,
  children,
}: FormFieldProps) {
  const t = useTranslations("common");
  const marks = (
    <>
      {required && (
        <span className="text-error" aria-hidden title={t("required")} data-required-mark>
          {" "}
          *
        </span>
      )}
      {optional && <span className="font-normal text-slate-600"> ({t("optional")})</span>}
    </>
  );
  const labelEl = group ? (
    <legend id={`${htmlFor}-label`} className="block text-sm font-medium text-slate-700">
      {label}
      {marks}
    </legend>
  ) : (
    <label htmlFor={htmlFor} className={inline ? "text-sm text-slate-700" : "block text-sm font-medium text-slate-700"}>
      {label}
      {marks}
    </label>
  );
  const Box = group ? "fieldset" : "div";
  return (
    <Box className={cn(inline ? "flex flex-wrap items-center gap-2 self-end pb-2" : "space-y-1", className)}>
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
      {hint && (
        <p id={`${htmlFor}-hint`} className="w-full text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${htmlFor}-error`} className="w-full text-sm text-error">
          {error}
        </p>
      )}
    </Box>
  );
}

const WIDE_TYPES = [
  "i18n",
  "textarea",
  "media",
  "location",
  "multiselect",
  "tags",
  "json",
  "scopes",
  "cancellationSteps",
  "diveRequirements",
];
const GROUP_TYPES = ["i18n", "media", "location", "multiselect", "scopes", "diveRequirements"];

/** "* required" above a form that has required fields. */
export function RequiredNote({ fields }: { fields?: { required?: boolean }[] }) {
  const t = useTranslations("forms");
  if (fields && !fields.some((f) => f.required)) return null;
  return (
    <p className="text-xs text-slate-600" data-testid="required-note">
      <span className="text-error" aria-hidden>
        *
      </span>{" "}
      {t("requiredNote")}
    </p>
  );
}

/** The foot of a form: its submit button, disabled while the form is sent, and what stands beside it
 *  (cancel, copy, delete). */
export function FormActions({
  pending,
  label,
  testId = "form-save",
  children,
}: {
  pending: boolean;
  label: React.ReactNode;
  testId?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
      <Button type="submit" disabled={pending} data-testid={testId}>
        {label}
      </Button>
      {children}
    </div>
  );
}

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
        // a location is two values: latitude and longitude show their own errors
        const error = f.type === "location" ? undefined : errorOf(f.name);
        return (
          <FormField
            key={f.name}
            label={f.label}
            htmlFor={`field-${f.name}`}
            required={f.required}
            optional={f.optional}
            hint={f.hint}
            error={error}
            inline={f.type === "checkbox"}
            group={GROUP_TYPES.includes(f.type ?? "")}
            className={cn((f.wide || WIDE_TYPES.includes(f.type ?? "")) && "md:col-span-2")}
          >
            <FieldInput
              field={f}
              value={values[f.name]}
              onChange={(v) => setValues({ [f.name]: v })}
              values={values}
              setValues={setValues}
              invalid={!!error}
              errors={errors}
            />
          </FormField>
        );
      })}
    </div>
  );
}
