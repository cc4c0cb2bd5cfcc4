"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { FormStatus } from "../form/error-summary";
import { FieldGrid, FormActions, RequiredNote } from "../form/form-field";
import type { FieldSpec } from "../form/types";
import { useSubmit } from "../form/use-submit";

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
  const form = useSubmit();
  const { submit: send, pending, errors } = form;
  const [values, setValuesState] = useState<Record<string, unknown>>(initial);
  const setValues = (patch: Record<string, unknown>) => setValuesState((v) => ({ ...v, ...patch }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const url = `/api/settings/group/${encodeURIComponent(group)}`;
    const saved = await send(() => api<Record<string, unknown>>(url, { body: payload(fields, values) }), {
      toast: true,
    });
    if (!saved) return;
    setValuesState((v) => ({ ...v, ...saved.data }));
    // menus and pages read these settings on the server
    router.refresh();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid={`settings-${group}`}>
      <FormStatus form={form} labels={Object.fromEntries(fields.map((f) => [f.name, f.label]))} />
      <RequiredNote fields={fields} />
      <FieldGrid fields={fields} values={values} setValues={setValues} errors={errors} />
      <FormActions pending={pending} label={t("save")} testId="settings-save" />
    </form>
  );
}
