"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { KNOWN_SCOPES, SCOPE_AREAS, SCOPE_CATALOG, scopeMeaningKey } from "@/lib/access/scope-catalog";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

/**
 * Rights chosen from the scope catalog: one group per area, each scope with what it allows.
 * Administrator is a choice of its own; scopes outside the catalog (a wildcard like "banks.*",
 * a "$view." scope) are kept, listed, and can be added by name.
 */
export function ScopePicker({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (v: string[]) => void;
  invalid?: boolean;
}) {
  const t = useTranslations("scopes");
  const tm = useTranslations();
  const [other, setOther] = useState("");
  const chosen = new Set(value);
  const set = (scope: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(scope);
    else next.delete(scope);
    onChange([...next]);
  };
  const box = (scope: string, label: string) => (
    <label key={scope} className="flex items-start gap-2 py-0.5 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4"
        checked={chosen.has(scope)}
        onChange={(e) => set(scope, e.target.checked)}
        data-scope={scope}
      />
      <span>
        {label} <code className="text-xs text-slate-600">{scope}</code>
      </span>
    </label>
  );
  const custom = value.filter((s) => !KNOWN_SCOPES.has(s));
  return (
    <div id={id} className="space-y-3" aria-invalid={invalid || undefined} data-testid="scope-picker">
      <div className="rounded-md bg-slate-50 p-2">{box("admin", t("admin"))}</div>
      <div className="grid gap-3 md:grid-cols-2">
        {SCOPE_AREAS.map((area) => {
          const count = SCOPE_CATALOG[area].filter((s) => chosen.has(s)).length;
          return (
            <fieldset key={area} className="rounded-md border border-slate-200 p-2" data-area={area}>
              <legend className="px-1 text-sm font-medium text-slate-800">
                {t(`areas.${area}`)}
                {count > 0 && <span className="ml-1 font-normal text-slate-600">({count})</span>}
              </legend>
              {SCOPE_CATALOG[area].map((scope) => box(scope, tm(scopeMeaningKey(scope) as never)))}
            </fieldset>
          );
        })}
      </div>
      <fieldset className="rounded-md border border-slate-200 p-2">
        <legend className="px-1 text-sm font-medium text-slate-800">{t("other")}</legend>
        {custom.map((scope) => box(scope, t("custom")))}
        <div className="mt-1 flex items-end gap-2">
          <label className="block flex-1 text-sm text-slate-700">
            {t("addOther")}
            <Input
              className="mt-1 h-9 font-mono"
              value={other}
              placeholder="banks.*"
              onChange={(e) => setOther(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                if (other.trim()) set(other.trim(), true);
                setOther("");
              }}
            />
          </label>
          <Button
            variant="secondary"
            size="sm"
            className="mb-0.5"
            onClick={() => {
              if (other.trim()) set(other.trim(), true);
              setOther("");
            }}
          >
            {t("add")}
          </Button>
        </div>
        <p className="mt-1 text-xs text-slate-600">{t("otherHint")}</p>
      </fieldset>
    </div>
  );
}
