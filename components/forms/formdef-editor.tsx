"use client";
// The form definition editor (/formdef?id=...): name, description, and the fields of the form in
// their order: add one of the fifteen types, move it up or down, remove it; per field its key,
// label, help text, required flag, options (choices), media from the media chooser (Image, Video,
// Download), format and bounds (short answers), stars. The server checks the whole definition
// (formFieldsSchema) and names every problem at its field.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  CHOICE_TYPES,
  DEFAULT_STARS,
  FORM_FIELD_TYPES,
  MEDIA_TYPES,
  MULTI_TYPES,
  SHORT_FORMATS,
  takesAnswer,
  type FormFieldType,
} from "@/lib/domain/forms/form-field-types";
import type { FormFieldInput } from "@/lib/domain/forms/form-fields";
import { api } from "@/lib/client/api";
import { ErrorSummary } from "../form/error-summary";
import { FormField } from "../form/form-field";
import { MediaChooser } from "../form/media-chooser";
import { useFormErrors } from "../form/use-form-errors";
import type { FormMessage } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Options, Select, Textarea } from "../ui/input";

export type DefinitionValues = {
  id?: number;
  name: string;
  description: string;
  isActive: boolean;
  fields: FormFieldInput[];
};

type Field = FormFieldInput & { options: string[]; mediaIds: number[] };

const nextKey = (type: FormFieldType, fields: Field[]) => {
  const base = type.charAt(0).toLowerCase() + type.slice(1);
  for (let n = 1; ; n++) if (!fields.some((f) => f.key === `${base}${n}`)) return `${base}${n}`;
};

const numberOrUndefined = (v: string) => (v.trim() === "" || Number.isNaN(Number(v)) ? undefined : Number(v));

export function FormDefinitionEditor({ definition }: { definition: DefinitionValues | null }) {
  const t = useTranslations("forms.editor");
  const tt = useTranslations("forms.types");
  const router = useRouter();
  const { errors, fromServer, setErrors, translate } = useFormErrors();
  const [name, setName] = useState(definition?.name ?? "");
  const [description, setDescription] = useState(definition?.description ?? "");
  const [isActive, setActive] = useState(definition?.isActive ?? true);
  const [fields, setFields] = useState<Field[]>(() =>
    (definition?.fields ?? []).map((f) => ({
      ...f,
      options: f.options ?? [],
      mediaIds: (f.mediaIds ?? []) as number[],
    })),
  );
  const [adding, setAdding] = useState<FormFieldType>("QuestionShort");
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const [busy, setBusy] = useState(false);

  const patch = (i: number, p: Partial<Field>) => setFields((fs) => fs.map((f, j) => (j === i ? { ...f, ...p } : f)));
  const move = (i: number, by: number) =>
    setFields((fs) => {
      const next = [...fs];
      const [f] = next.splice(i, 1);
      next.splice(i + by, 0, f!);
      return next;
    });
  const add = () =>
    setFields((fs) => [...fs, { key: nextKey(adding, fs), type: adding, label: "", options: [], mediaIds: [] }]);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    setErrors({});
    setBusy(true);
    const body = { name, description, isActive, fields };
    const res = await api<{ id: number }>(definition?.id ? `/api/formdef/${definition.id}` : "/api/formdef", { body });
    setBusy(false);
    if (res.ok) {
      setMessage({ tone: "success", text: t("saved") });
      if (!definition?.id) router.replace(`/formdef?id=${res.data.id}`);
      else router.refresh();
      return;
    }
    if (!fromServer(res.error))
      setMessage({ tone: "error", text: translate(res.error.description || res.error.message) });
    setFocusKey((k) => k + 1);
  }

  // a field's errors ("fields.2.options") shown at its card
  const errorOf = (i: number, prop: string) => errors[`fields.${i}.${prop}`] ?? errors[`fields.${i}.${prop}.0`];

  return (
    <form onSubmit={save} noValidate className="space-y-6" data-testid="formdef-editor">
      <ErrorSummary
        message={message?.tone === "error" ? message : null}
        errors={errors}
        labels={{ name: t("name"), fields: t("fields") }}
        idOf={(n) => (n === "fields" ? "formdef-fields" : `formdef-${n}`)}
        focusKey={focusKey}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("name")} htmlFor="formdef-name" required error={errors.name}>
          <Input id="formdef-name" value={name} onChange={(e) => setName(e.target.value)} aria-required />
        </FormField>
        <FormField label={t("isActive")} htmlFor="formdef-active" inline>
          <input id="formdef-active" type="checkbox" checked={isActive} onChange={(e) => setActive(e.target.checked)} />
        </FormField>
        <FormField label={t("description")} htmlFor="formdef-description" className="sm:col-span-2">
          <Textarea id="formdef-description" value={description} onChange={(e) => setDescription(e.target.value)} />
        </FormField>
      </div>

      <section className="space-y-3" id="formdef-fields" tabIndex={-1} aria-labelledby="formdef-fields-title">
        <h2 id="formdef-fields-title" className="text-lg font-semibold text-slate-900">
          {t("fields")}
        </h2>
        {errors.fields && <p className="text-sm text-error">{errors.fields}</p>}
        {!fields.length && <p className="text-sm text-slate-600">{t("noFields")}</p>}
        <ol className="space-y-3">
          {fields.map((f, i) => (
            <li
              key={i}
              className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
              data-testid="formdef-field"
              aria-label={`${i + 1}. ${tt(f.type)}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-semibold text-slate-800">
                  {i + 1}. {tt(f.type)}
                </span>
                <span className="flex gap-1">
                  {([-1, 1] as const).map((by) => (
                    <Button
                      key={by}
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={i + by < 0 || i + by >= fields.length}
                      onClick={() => move(i, by)}
                    >
                      <span aria-hidden>{by < 0 ? "↑" : "↓"}</span>
                      <span className="sr-only">{t(by < 0 ? "up" : "down", { n: i + 1 })}</span>
                    </Button>
                  ))}
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => setFields((fs) => fs.filter((_, j) => j !== i))}
                  >
                    {t("remove")}
                    <span className="sr-only"> {i + 1}</span>
                  </Button>
                </span>
              </div>
              <FieldSettings field={f} index={i} patch={(p) => patch(i, p)} errorOf={(p) => errorOf(i, p)} />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-2">
          <FormField label={t("newFieldType")} htmlFor="formdef-add-type">
            <Select id="formdef-add-type" value={adding} onChange={(e) => setAdding(e.target.value as FormFieldType)}>
              <Options options={FORM_FIELD_TYPES.map((ty) => ({ value: ty, label: tt(ty) }))} />
            </Select>
          </FormField>
          <Button type="button" variant="secondary" onClick={add} data-testid="formdef-add">
            {t("addField")}
          </Button>
        </div>
      </section>

      {message?.tone === "success" && <Alert tone="success">{message.text}</Alert>}
      <Button type="submit" disabled={busy} data-testid="formdef-save">
        {t("save")}
      </Button>
    </form>
  );
}

function FieldSettings({
  field: f,
  index: i,
  patch,
  errorOf,
}: {
  field: Field;
  index: number;
  patch: (p: Partial<Field>) => void;
  errorOf: (prop: string) => string | undefined;
}) {
  const t = useTranslations("forms.editor");
  const id = (p: string) => `formdef-fields-${i}-${p}`;
  const answer = takesAnswer(f.type);
  const lengthBounds =
    (f.type === "QuestionShort" && (f.format ?? "text") === "text") ||
    f.type === "QuestionLong" ||
    MULTI_TYPES.includes(f.type);
  const numberBounds = f.type === "QuestionShort" && (f.format === "number" || f.format === "integer");
  const num = (p: "minLength" | "maxLength" | "min" | "max" | "stars", label: string) => (
    <FormField label={label} htmlFor={id(p)} error={errorOf(p)}>
      <Input
        id={id(p)}
        inputMode="decimal"
        value={f[p] === undefined ? "" : String(f[p])}
        onChange={(e) => patch({ [p]: numberOrUndefined(e.target.value) })}
      />
    </FormField>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label={f.type === "Header" ? t("heading") : t("label")} htmlFor={id("label")} error={errorOf("label")}>
        <Input id={id("label")} value={f.label ?? ""} onChange={(e) => patch({ label: e.target.value })} />
      </FormField>
      <FormField label={t("key")} htmlFor={id("key")} error={errorOf("key")} hint={t("keyHint")}>
        <Input id={id("key")} value={f.key} onChange={(e) => patch({ key: e.target.value })} />
      </FormField>
      <FormField
        label={f.type === "Text" ? t("text") : t("help")}
        htmlFor={id("help")}
        error={errorOf("help")}
        className="sm:col-span-2"
      >
        <Textarea id={id("help")} value={f.help ?? ""} onChange={(e) => patch({ help: e.target.value })} />
      </FormField>
      {answer && (
        <FormField label={t("required")} htmlFor={id("required")} inline>
          <input
            id={id("required")}
            type="checkbox"
            checked={!!f.required}
            onChange={(e) => patch({ required: e.target.checked })}
          />
        </FormField>
      )}
      {f.type === "QuestionShort" && (
        <FormField label={t("format")} htmlFor={id("format")} error={errorOf("format")}>
          <Select
            id={id("format")}
            value={f.format ?? "text"}
            onChange={(e) => patch({ format: e.target.value as Field["format"] })}
          >
            <Options options={SHORT_FORMATS.map((s) => ({ value: s, label: t(`formats.${s}`) }))} />
          </Select>
        </FormField>
      )}
      {CHOICE_TYPES.includes(f.type) && (
        <FormField
          label={t("options")}
          htmlFor={id("options")}
          error={errorOf("options")}
          hint={t("optionsHint")}
          className="sm:col-span-2"
        >
          <Textarea
            id={id("options")}
            value={f.options.join("\n")}
            onChange={(e) => patch({ options: e.target.value.split("\n") })}
            onBlur={(e) =>
              patch({
                options: e.target.value
                  .split("\n")
                  .map((o) => o.trim())
                  .filter(Boolean),
              })
            }
          />
        </FormField>
      )}
      {lengthBounds && (
        <>
          {num("minLength", MULTI_TYPES.includes(f.type) ? t("minChoices") : t("minLength"))}
          {num("maxLength", MULTI_TYPES.includes(f.type) ? t("maxChoices") : t("maxLength"))}
        </>
      )}
      {numberBounds && (
        <>
          {num("min", t("min"))}
          {num("max", t("max"))}
        </>
      )}
      {f.type === "Stars" && num("stars", t("stars", { n: DEFAULT_STARS }))}
      {MEDIA_TYPES.includes(f.type) && (
        <FormField
          label={t("media")}
          htmlFor={id("mediaIds")}
          error={errorOf("mediaIds")}
          group
          className="sm:col-span-2"
        >
          <MediaChooser value={f.mediaIds} onChange={(mediaIds) => patch({ mediaIds })} />
        </FormField>
      )}
      {f.type === "Video" && (
        <FormField label={t("url")} htmlFor={id("url")} error={errorOf("url")} className="sm:col-span-2">
          <Input id={id("url")} type="url" value={f.url ?? ""} onChange={(e) => patch({ url: e.target.value })} />
        </FormField>
      )}
    </div>
  );
}
