"use client";
import type { ResourceName } from "@/lib/composition/resources";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { Button } from "../ui/button";
import { toast } from "../ui/toast";
import { CancelButton } from "./cancel-button";
import { DeleteButton } from "./delete-button";
import { FormStatus } from "./error-summary";
import { FieldGrid, FormActions, RequiredNote } from "./form-field";
import { useOwnedFields } from "./owned-options";
import { useSubmit } from "./use-submit";
import type { FieldSpec } from "./types";

export type ResourceFormProps = {
  resource: ResourceName;
  fields: FieldSpec[];
  /** absent: a new record */
  id?: string | number;
  /** values a new record always gets, not shown as fields (the resort of a resort's tab) */
  fixed?: Record<string, unknown>;
  initial?: Record<string, unknown>;
  /** where to go after saving: "/customer/view/{id}"; absent: stay and refresh */
  afterSave?: string;
  /** where to go after deleting */
  afterDelete?: string;
  deletable?: boolean;
  copyable?: boolean;
  onDone?: (row: Record<string, unknown> | null) => void;
  submitLabel?: string;
  /** a Cancel button: back to where the user came from, else to this address */
  cancelHref?: string;
  /** a Cancel button that calls this (a dialog closes) */
  onCancel?: () => void;
  /** more controls below the fields, with the form's values and errors (a departure's repeat) */
  extra?: (form: { values: Record<string, unknown>; errors: Record<string, string> }) => React.ReactNode;
  /** the labels of those controls, for the error summary */
  extraLabels?: Record<string, string>;
  /** a new record sent elsewhere than the resource's create (a series of departures); null: the create */
  createVia?: (body: Record<string, unknown>) => CreateVia | null;
};

/** Where a create goes instead, and what follows its answer: the toast and the next page. */
export type CreateVia = {
  url: string;
  body: Record<string, unknown>;
  after: (data: Record<string, unknown>) => { message: string; href: string };
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
 * schema on the server (messages per field, in the user's language, summed up at the top and
 * focused), save with a toast, Cancel, copy and delete.
 */
export function ResourceForm(props: ResourceFormProps) {
  const t = useTranslations("common");
  const router = useRouter();
  const form = useSubmit();
  const { submit: send, pending, setMessage, errors, translate } = form;
  const [values, setValuesState] = useState<Record<string, unknown>>(props.initial ?? {});
  const setValues = (patch: Record<string, unknown>) => setValuesState((v) => ({ ...v, ...patch }));
  // room types and decks of the resort or vessel the form names (a stay rule's, a cabin type's)
  const fields = useOwnedFields(props.fields, { ...props.fixed, ...values }, setValues);
  const base = `/api/${props.resource}`;
  const labels = { ...Object.fromEntries(props.fields.map((f) => [f.name, f.label])), ...props.extraLabels };
  // a location's errors come as latitude and longitude, each with a field of its own
  if (props.fields.some((f) => f.type === "location"))
    Object.assign(labels, { latitude: t("latitude"), longitude: t("longitude") });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const url = props.id === undefined ? base : `${base}/${props.id}`;
    const body = { ...payload(props.fields, values), ...(props.id === undefined ? props.fixed : undefined) };
    const via = props.id === undefined ? (props.createVia?.(body) ?? null) : null;
    const saved = await send(
      () => api<Record<string, unknown>>(via?.url ?? url, { body: via?.body ?? body }),
      via ? { success: null } : { toast: true },
    );
    if (!saved) return;
    const data = saved.data;
    if (via) {
      const next = via.after(data);
      toast(next.message);
      return router.push(next.href);
    }
    if (props.onDone) props.onDone(data);
    else if (props.afterSave) router.push(props.afterSave.replace(/\{(\w+)\}/g, (_, k) => String(data[k] ?? "")));
    else router.refresh();
  }

  async function remove() {
    const res = await api(`${base}/${props.id}`, { method: "DELETE" });
    if (!res.ok) return setMessage({ tone: "error", text: translate(res.error.message) });
    toast(t("deleted"));
    if (props.onDone) props.onDone(null);
    else if (props.afterDelete) router.push(props.afterDelete);
    else router.refresh();
  }

  async function copy() {
    const res = await api<Record<string, unknown>>(`${base}/${props.id}/copy`, { method: "POST" });
    if (!res.ok) return setMessage({ tone: "error", text: translate(res.error.message) });
    toast(t("copied"));
    if (props.onDone) props.onDone(res.data);
    else if (props.afterSave) router.push(props.afterSave.replace(/\{(\w+)\}/g, (_, k) => String(res.data[k] ?? "")));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid={`form-${props.resource}`}>
      <FormStatus form={form} labels={labels} />
      <RequiredNote fields={props.fields} />
      <FieldGrid fields={fields} values={values} setValues={setValues} errors={errors} />
      {props.extra?.({ values, errors })}
      <FormActions pending={pending} label={props.submitLabel ?? (props.id === undefined ? t("create") : t("save"))}>
        {(props.cancelHref !== undefined || props.onCancel) && (
          <CancelButton fallback={props.cancelHref} onCancel={props.onCancel} />
        )}
        {props.id !== undefined && props.copyable && (
          <Button variant="secondary" onClick={() => void copy()} data-testid="form-copy">
            {t("copy")}
          </Button>
        )}
        {props.id !== undefined && props.deletable && <DeleteButton onConfirm={remove} />}
      </FormActions>
    </form>
  );
}
