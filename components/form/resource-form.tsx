"use client";
import type { ResourceName } from "@/lib/composition/resources";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog, DialogContent } from "../ui/dialog";
import { FieldInput } from "./field-input";
import { useFormErrors } from "./use-form-errors";
import type { FieldSpec } from "./types";

export type ResourceFormProps = {
  resource: ResourceName;
  fields: FieldSpec[];
  /** absent: a new record */
  id?: string | number;
  initial?: Record<string, unknown>;
  /** where to go after saving: "/customer/view/{id}"; absent: stay and refresh */
  afterSave?: string;
  /** where to go after deleting */
  afterDelete?: string;
  deletable?: boolean;
  copyable?: boolean;
  onDone?: (row: Record<string, unknown> | null) => void;
  submitLabel?: string;
};

/** Values as the API takes them: JSON text parsed, everything else as edited. */
function payload(fields: FieldSpec[], values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.type === "location") {
      out.latitude = values.latitude ?? null;
      out.longitude = values.longitude ?? null;
      continue;
    }
    let v = values[f.name];
    if (f.type === "json" && typeof v === "string") {
      try {
        v = JSON.parse(v);
      } catch {
        /* the server names the field */
      }
    }
    if (v !== undefined) out[f.name] = v;
  }
  return out;
}

/**
 * The one form for every resource: fields from the page, validation by the resource's zod
 * schema on the server (messages per field, in the user's language), save, copy and delete.
 */
export function ResourceForm(props: ResourceFormProps) {
  const t = useTranslations("common");
  const router = useRouter();
  const { errors, fromServer, translate, setErrors } = useFormErrors();
  const [values, setValuesState] = useState<Record<string, unknown>>(props.initial ?? {});
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const setValues = (patch: Record<string, unknown>) => setValuesState((v) => ({ ...v, ...patch }));
  const base = `/api/${props.resource}`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setMessage(null);
    const res = await api<Record<string, unknown>>(props.id === undefined ? base : `${base}/${props.id}`, {
      body: payload(props.fields, values),
    });
    setPending(false);
    if (!res.ok) {
      fromServer(res.error);
      setMessage({ tone: "error", text: translate(res.error.message) });
      return;
    }
    setErrors({});
    setMessage({ tone: "success", text: t("saved") });
    if (props.onDone) props.onDone(res.data);
    else if (props.afterSave) router.push(props.afterSave.replace(/\{(\w+)\}/g, (_, k) => String(res.data[k] ?? "")));
    else router.refresh();
  }

  async function remove() {
    setConfirm(false);
    const res = await api(`${base}/${props.id}`, { method: "DELETE" });
    if (!res.ok) return setMessage({ tone: "error", text: translate(res.error.message) });
    if (props.onDone) props.onDone(null);
    else if (props.afterDelete) router.push(props.afterDelete);
    else router.refresh();
  }

  async function copy() {
    const res = await api<Record<string, unknown>>(`${base}/${props.id}/copy`, { method: "POST" });
    if (!res.ok) return setMessage({ tone: "error", text: translate(res.error.message) });
    setMessage({ tone: "success", text: t("copied") });
    if (props.onDone) props.onDone(res.data);
    else if (props.afterSave) router.push(props.afterSave.replace(/\{(\w+)\}/g, (_, k) => String(res.data[k] ?? "")));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid={`form-${props.resource}`}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="grid gap-4 md:grid-cols-2">
        {props.fields.map((f) => (
          <div
            key={f.name}
            className={cn(
              f.type === "checkbox" ? "flex items-center gap-2 self-end pb-2" : "space-y-1",
              (f.wide ||
                ["i18n", "textarea", "media", "location", "multiselect", "tags", "json"].includes(f.type ?? "")) &&
                "md:col-span-2",
            )}
          >
            {f.type === "checkbox" ? (
              <>
                <FieldInput
                  field={f}
                  value={values[f.name]}
                  onChange={(v) => setValues({ [f.name]: v })}
                  values={values}
                  setValues={setValues}
                  invalid={!!errors[f.name]}
                />
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
                <FieldInput
                  field={f}
                  value={values[f.name]}
                  onChange={(v) => setValues({ [f.name]: v })}
                  values={values}
                  setValues={setValues}
                  invalid={!!errors[f.name] || (f.type === "location" && !!(errors.latitude || errors.longitude))}
                />
              </>
            )}
            {f.hint && <p className="text-xs text-slate-500">{f.hint}</p>}
            {[f.name, ...(f.type === "location" ? ["latitude", "longitude"] : [])].map((k) =>
              errors[k] ? (
                <p key={k} id={`field-${k}-error`} role="alert" className="text-sm text-error">
                  {errors[k]}
                </p>
              ) : null,
            )}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <Button type="submit" disabled={pending} data-testid="form-save">
          {props.submitLabel ?? (props.id === undefined ? t("create") : t("save"))}
        </Button>
        {props.id !== undefined && props.copyable && (
          <Button variant="secondary" onClick={() => void copy()}>
            {t("copy")}
          </Button>
        )}
        {props.id !== undefined && props.deletable && (
          <Dialog open={confirm} onOpenChange={setConfirm}>
            <Button
              variant="ghost"
              className="ml-auto text-error"
              onClick={() => setConfirm(true)}
              data-testid="form-delete"
            >
              {t("delete")}
            </Button>
            <DialogContent title={t("delete")} description={t("confirmDelete")}>
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setConfirm(false)}>
                  {t("cancel")}
                </Button>
                <Button variant="danger" onClick={() => void remove()} data-testid="confirm-delete">
                  {t("delete")}
                </Button>
              </div>
            </DialogContent>
          </Dialog>
        )}
      </div>
    </form>
  );
}
