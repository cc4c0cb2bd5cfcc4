"use client";
// The public form of a link (/forms/{id}/{token}): every field of its definition, phone friendly,
// checked in the browser with the same schema the API checks with (lib/domain/forms/form-fields),
// the server's answer on top; every problem listed at the top and shown at its field.
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { answerSchema, type AnswerValue, type FormField } from "@/lib/domain/forms/form-fields";
import type { PublicForm as PublicFormData } from "@/lib/domain/forms/form-view";
import { api } from "@/lib/client/api";
import { ErrorSummary } from "../form/error-summary";
import { FormField as Field, RequiredNote } from "../form/form-field";
import { useFormErrors } from "../form/use-form-errors";
import { useValidate } from "../form/use-validate";
import type { FormMessage } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Options, Select, Textarea } from "../ui/input";

type Values = Record<string, string | string[]>;

const fieldId = (key: string) => `field-${key}`;
const INPUT_TYPES: Partial<Record<FormField["type"], string>> = {
  Date: "date",
  Time: "time",
  DateTime: "datetime-local",
};

/** Stored answers as the inputs' values (numbers as text, lists as lists). */
function initialValues(answers: Record<string, AnswerValue> | null): Values {
  return Object.fromEntries(Object.entries(answers ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]));
}

export function PublicForm({ form, token }: { form: PublicFormData; token: string }) {
  const t = useTranslations("forms.public");
  const { errors, setErrors, fromServer, translate } = useFormErrors();
  const validate = useValidate({ setErrors, translate });
  const [values, setValues] = useState<Values>(() => initialValues(form.answers));
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const schema = useMemo(() => answerSchema(form.fields), [form.fields]);
  const labels = Object.fromEntries(form.fields.map((f) => [f.key, f.label || f.key]));
  const set = (key: string, v: string | string[]) => setValues((old) => ({ ...old, [key]: v }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    const answers = validate(schema, values);
    if (!answers) return setFocusKey((k) => k + 1);
    setBusy(true);
    const res = await api(`/api/form/${form.id}/${token}`, { body: { answers } });
    setBusy(false);
    if (res.ok) return setMessage({ tone: "success", text: t("saved") });
    const fields = (res.error.fields ?? []).map((f) => ({ ...f, path: f.path.replace(/^answers\./, "") }));
    if (!fromServer({ ...res.error, fields }))
      setMessage({ tone: "error", text: translate(res.error.description ?? res.error.message ?? "") });
    setFocusKey((k) => k + 1);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="public-form">
      <RequiredNote fields={form.fields} />
      <ErrorSummary message={message} errors={errors} labels={labels} idOf={fieldId} focusKey={focusKey} />
      {form.fields.map((f) => (
        <FieldView
          key={f.key}
          field={f}
          media={form.media}
          value={values[f.key]}
          error={errors[f.key] ?? errors[`${f.key}.0`]}
          onChange={(v) => {
            set(f.key, v);
            if (errors[f.key]) setErrors(({ [f.key]: _gone, ...rest }) => rest);
          }}
        />
      ))}
      {message?.tone === "success" && (
        <Alert tone="success" data-testid="form-saved">
          {message.text}
        </Alert>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto" data-testid="form-submit">
        {t("submit")}
      </Button>
    </form>
  );
}

function FieldView({
  field: f,
  media,
  value,
  error,
  onChange,
}: {
  field: FormField;
  media: PublicFormData["media"];
  value: string | string[] | undefined;
  error?: string;
  onChange: (v: string | string[]) => void;
}) {
  const t = useTranslations("forms.public");
  const id = fieldId(f.key);
  const described = [f.help && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: f.key,
    "aria-invalid": !!error,
    "aria-describedby": described,
    "aria-required": f.required,
  };
  const text = typeof value === "string" ? value : "";
  const list = Array.isArray(value) ? value : [];
  const toggle = (o: string) => onChange(list.includes(o) ? list.filter((x) => x !== o) : [...list, o]);
  const named = (mid: number) => media.find((m) => m.id === mid);

  switch (f.type) {
    case "Header":
      return <h2 className="pt-2 text-lg font-semibold text-slate-900">{f.label}</h2>;
    case "Text":
      return (
        <div className="space-y-1 text-sm text-slate-700">
          {f.label && <p className="font-medium">{f.label}</p>}
          <p className="whitespace-pre-line">{f.help}</p>
        </div>
      );
    case "Image":
      return (
        <figure className="space-y-1">
          {f.mediaIds.map((m) => (
            <img
              key={m}
              src={`/api/media/${m}/data`}
              alt={f.label || named(m)?.name || ""}
              className="w-full rounded"
            />
          ))}
          {f.help && <figcaption className="text-xs text-slate-600">{f.help}</figcaption>}
        </figure>
      );
    case "Video":
      return (
        <div className="space-y-1">
          {f.label && <p className="text-sm font-medium text-slate-700">{f.label}</p>}
          {f.mediaIds.map((m) => (
            <video key={m} controls preload="metadata" src={`/api/media/${m}/data`} className="w-full rounded" />
          ))}
          {f.url && (
            <a href={f.url} target="_blank" rel="noopener noreferrer" className="text-sm text-brand-700 underline">
              {t("watchVideo")}
            </a>
          )}
        </div>
      );
    case "Download":
      return (
        <div className="space-y-1">
          {f.label && <p className="text-sm font-medium text-slate-700">{f.label}</p>}
          <ul className="list-inside list-disc text-sm">
            {f.mediaIds.map((m) => (
              <li key={m}>
                <a href={`/api/media/${m}/data`} download className="text-brand-700 underline">
                  {named(m)?.name ?? t("download")}
                </a>
              </li>
            ))}
          </ul>
        </div>
      );
  }

  const group = ["Radio", "MultipleChoice", "Stars"].includes(f.type);
  return (
    <Field
      label={f.label || f.key}
      htmlFor={id}
      required={f.required}
      hint={f.help || undefined}
      error={error}
      group={group}
    >
      {f.type === "QuestionLong" ? (
        <Textarea {...common} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : f.type === "Select" ? (
        <Select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <Options options={f.options.map((o) => ({ value: o, label: o }))} empty={t("choose")} />
        </Select>
      ) : f.type === "MultipleSelect" ? (
        <Select
          {...common}
          multiple
          className="h-auto py-1"
          size={Math.min(6, f.options.length)}
          value={list}
          onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
        >
          <Options options={f.options.map((o) => ({ value: o, label: o }))} />
        </Select>
      ) : f.type === "Radio" || f.type === "MultipleChoice" ? (
        <div className="space-y-1" id={id} aria-describedby={described}>
          {f.options.map((o, i) => (
            <label key={o} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type={f.type === "Radio" ? "radio" : "checkbox"}
                name={f.key}
                value={o}
                id={i === 0 ? `${id}-first` : undefined}
                checked={f.type === "Radio" ? text === o : list.includes(o)}
                onChange={() => (f.type === "Radio" ? onChange(o) : toggle(o))}
                aria-invalid={!!error}
                className="h-5 w-5"
              />
              {o}
            </label>
          ))}
        </div>
      ) : f.type === "Stars" ? (
        <div className="flex gap-1" id={id} aria-describedby={described}>
          {Array.from({ length: f.stars }, (_, i) => String(i + 1)).map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name={f.key}
                value={n}
                checked={text === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
                aria-label={t("stars", { n, max: f.stars })}
              />
              <span
                aria-hidden
                className={`block px-1 text-3xl leading-none peer-focus-visible:outline peer-focus-visible:outline-2 ${
                  Number(text) >= Number(n) ? "text-amber-500" : "text-slate-300"
                }`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      ) : (
        <Input
          {...common}
          type={
            INPUT_TYPES[f.type] ??
            (f.format === "email" ? "email" : f.format === "number" || f.format === "integer" ? "text" : "text")
          }
          inputMode={f.format === "integer" ? "numeric" : f.format === "number" ? "decimal" : undefined}
          autoComplete={f.format === "email" ? "email" : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
