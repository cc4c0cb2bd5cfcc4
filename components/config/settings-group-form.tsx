"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { FieldInput } from "../form/field-input";
import type { FieldSpec } from "../form/types";
import { useFormErrors } from "../form/use-form-errors";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";

type Props = { group: string; fields: FieldSpec[]; initial: Record<string, unknown> };

/** The keys of this form only: a group may be edited by several forms (modules and view settings). */
function payload(fields: FieldSpec[], values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    // an emptied select sends null; the group schemas take "" as "none" (company country)
    if (f.type === "select") out[f.name] = v ?? "";
    else if (f.type === "checkbox") out[f.name] = !!v;
    else if (v !== undefined) out[f.name] = v;
  }
  return out;
}

/** A form for some keys of one settings group (POST /api/settings/group/{group}). */
export function SettingsGroupForm({ group, fields, initial }: Props) {
  const t = useTranslations("common");
  const router = useRouter();
  const { errors, fromServer, translate, setErrors } = useFormErrors();
  const [values, setValuesState] = useState<Record<string, unknown>>(initial);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const setValues = (patch: Record<string, unknown>) => setValuesState((v) => ({ ...v, ...patch }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setMessage(null);
    const res = await api<Record<string, unknown>>(`/api/settings/group/${encodeURIComponent(group)}`, {
      body: payload(fields, values),
    });
    setPending(false);
    if (!res.ok) {
      fromServer(res.error);
      setMessage({ tone: "error", text: translate(res.error.message) });
      return;
    }
    setErrors({});
    setValuesState((v) => ({ ...v, ...res.data }));
    setMessage({ tone: "success", text: t("saved") });
    // menus and pages read these settings on the server
    router.refresh();
  }

  // errors of list values come as "displayCurrencies.1": show them at their field
  const errorOf = (name: string) => errors[name] ?? Object.entries(errors).find(([k]) => k.startsWith(`${name}.`))?.[1];

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid={`settings-${group}`}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="grid gap-4 md:grid-cols-2">
        {fields.map((f) => {
          const error = errorOf(f.name);
          const input = (
            <FieldInput
              field={f}
              value={values[f.name]}
              onChange={(v) => setValues({ [f.name]: v })}
              values={values}
              setValues={setValues}
              invalid={!!error}
            />
          );
          return (
            <div
              key={f.name}
              className={cn(
                f.type === "checkbox" ? "flex flex-wrap items-center gap-2 self-end pb-2" : "space-y-1",
                (f.wide || ["i18n", "textarea", "multiselect", "tags", "json"].includes(f.type ?? "")) &&
                  "md:col-span-2",
              )}
            >
              {f.type === "checkbox" ? (
                <>
                  {input}
                  <label htmlFor={`field-${f.name}`} className="text-sm text-slate-700">
                    {f.label}
                  </label>
                </>
              ) : (
                <>
                  <label htmlFor={`field-${f.name}`} className="block text-sm font-medium text-slate-700">
                    {f.label}
                    {f.required && (
                      <span className="text-error" title={t("required")}>
                        {" "}
                        *
                      </span>
                    )}
                  </label>
                  {input}
                </>
              )}
              {f.hint && <p className="w-full text-xs text-slate-500">{f.hint}</p>}
              {error && (
                <p id={`field-${f.name}-error`} role="alert" className="w-full text-sm text-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="border-t border-slate-100 pt-4">
        <Button type="submit" disabled={pending} data-testid="settings-save">
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
