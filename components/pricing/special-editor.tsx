"use client";
// A special on one screen: its fields (from the special's screen definition), its date range and
// its rules (the rule editor). Saved in one request; the server's field errors (the rule engine's
// "rules.0.operator" among them) appear where they belong.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import type { Option } from "@/lib/resources/screen";
import { FieldGrid, FormField } from "../form/form-field";
import type { FieldSpec } from "../form/types";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { Input } from "../ui/input";
import { RuleEditor, type RuleDraft } from "./rule-editor";

type Special = Record<string, unknown> & {
  id?: number;
  rules?: unknown;
  dateRange?: { from: string; to: string } | null;
};

export function SpecialEditor(props: {
  initial: Special;
  fields: FieldSpec[];
  ruleOptions: Record<string, Option[]>;
  countries: Option[];
  canSave: boolean;
  canDelete: boolean;
}) {
  const t = useTranslations();
  const router = useRouter();
  const { submit, pending, message, setMessage, errors, translate } = useSubmit();
  const id = props.initial.id;
  const [values, setValuesState] = useState<Record<string, unknown>>(props.initial);
  const [rules, setRules] = useState<RuleDraft[]>(Array.isArray(props.initial.rules) ? props.initial.rules : []);
  const [range, setRange] = useState({
    from: props.initial.dateRange?.from ?? "",
    to: props.initial.dateRange?.to ?? "",
  });
  const setValues = (patch: Record<string, unknown>) => setValuesState((v) => ({ ...v, ...patch }));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      ...Object.fromEntries(props.fields.map((f) => [f.name, values[f.name]])),
      dateRange: range.from || range.to ? { from: range.from, to: range.to || range.from } : null,
      rules,
    };
    const saved = await submit(() => api<Special>(id ? `/api/specials/${id}` : "/api/specials", { body }));
    if (!saved) return;
    if (!id) router.push(`/specials/${saved.data.id}`);
    else router.refresh();
  }

  async function remove() {
    if (!window.confirm(t("common.confirmDelete"))) return;
    const res = await api(`/api/specials/${id}`, { method: "DELETE" });
    if (!res.ok) return setMessage({ tone: "error", text: translate(res.error.message) });
    router.push("/specials/list");
  }

  async function copy() {
    const res = await api<Special>(`/api/specials/${id}/copy`, { method: "POST" });
    if (!res.ok) return setMessage({ tone: "error", text: translate(res.error.message) });
    router.push(`/specials/${res.data.id}`);
  }

  const rangeError = errors["dateRange.to"] ?? errors["dateRange.from"] ?? errors.dateRange;
  return (
    <form onSubmit={save} noValidate className="space-y-6" data-testid="special-editor">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Card className="p-6">
        <FieldGrid fields={props.fields} values={values} setValues={setValues} errors={errors} />
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <FormField
            label={t("specials.fields.dateFrom")}
            htmlFor="special-date-from"
            hint={t("specials.hints.dateRange")}
            error={rangeError}
          >
            <Input
              id="special-date-from"
              type="date"
              value={range.from}
              onChange={(e) => setRange({ ...range, from: e.target.value })}
            />
          </FormField>
          <FormField label={t("specials.fields.dateTo")} htmlFor="special-date-to">
            <Input
              id="special-date-to"
              type="date"
              value={range.to}
              onChange={(e) => setRange({ ...range, to: e.target.value })}
            />
          </FormField>
        </div>
      </Card>
      <Card>
        <CardHeader title={t("specials.editor.rules")} />
        <div className="space-y-2 p-4">
          <p className="text-sm text-slate-600">{t("specials.editor.rulesHint")}</p>
          {errors.rules && <Alert>{errors.rules}</Alert>}
          <RuleEditor
            rules={rules}
            onChange={setRules}
            options={props.ruleOptions}
            countries={props.countries}
            errors={errors}
            readOnly={!props.canSave}
          />
        </div>
      </Card>
      {props.canSave && (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={pending} data-testid="form-save">
            {id ? t("common.save") : t("common.create")}
          </Button>
          {id && (
            <Button variant="secondary" onClick={() => void copy()}>
              {t("common.copy")}
            </Button>
          )}
          {id && props.canDelete && (
            <Button
              variant="ghost"
              className="ml-auto text-error"
              onClick={() => void remove()}
              data-testid="form-delete"
            >
              {t("common.delete")}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
