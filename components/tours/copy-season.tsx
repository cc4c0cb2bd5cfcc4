"use client";
// Copy a season of departures to another year (POST /api/schedules/copy/{from}/{to}), all or
// nothing: any overlap on a vessel is named and nothing is copied.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import type { Option } from "../form/types";
import { FormField } from "../form/form-field";
import { useValidatedSubmit } from "../form/use-validate";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/input";
import { copySeasonInput } from "./copy-season-input";

export function CopySeason({ vessels, from, to }: { vessels: Option[]; from: string; to: string }) {
  const t = useTranslations("schedules.copy");
  const router = useRouter();
  const { submit, pending, message, setMessage, errors, validate } = useValidatedSubmit();
  // most operators sail on fixed weekdays: a copy keeps them unless told to keep the dates
  const [v, setV] = useState({ from, to, asset: "", addyear: "1", sameWeekday: true });
  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      noValidate
      data-testid="copy-season"
      onSubmit={async (e) => {
        e.preventDefault();
        // the dates are the request's path: an empty one is the field's error, not the server's 404
        if (!validate(copySeasonInput, v)) return;
        const query = new URLSearchParams({
          addyear: v.addyear,
          sameWeekday: String(v.sameWeekday),
          ...(v.asset ? { asset: v.asset } : {}),
        });
        const done = await submit(
          () => api<{ copied: number }>(`/api/schedules/copy/${v.from}/${v.to}?${query}`, { method: "POST" }),
          { success: null },
        );
        if (!done) return;
        setMessage({ tone: "success", text: t("done", { count: done.data.copied }) });
        router.refresh();
      }}
    >
      <h2 className="text-sm font-semibold text-slate-900">{t("title")}</h2>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="flex flex-wrap items-end gap-4">
        {(["from", "to"] as const).map((key) => (
          <FormField key={key} label={t(key)} htmlFor={`copy-${key}`} error={errors[key]} required>
            <Input
              id={`copy-${key}`}
              type="date"
              aria-required
              value={v[key]}
              aria-invalid={!!errors[key]}
              aria-describedby={errors[key] ? `copy-${key}-error` : undefined}
              onChange={(e) => setV({ ...v, [key]: e.target.value })}
            />
          </FormField>
        ))}
        <FormField label={t("vessel")} htmlFor="copy-vessel" error={errors.asset}>
          <Select id="copy-vessel" value={v.asset} onChange={(e) => setV({ ...v, asset: e.target.value })}>
            <Options options={vessels} empty={t("allVessels")} />
          </Select>
        </FormField>
        <FormField label={t("years")} htmlFor="copy-years" error={errors.addyear}>
          <Input
            id="copy-years"
            className="w-20"
            inputMode="numeric"
            value={v.addyear}
            onChange={(e) => setV({ ...v, addyear: e.target.value })}
          />
        </FormField>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={v.sameWeekday}
            onChange={(e) => setV({ ...v, sameWeekday: e.target.checked })}
            data-testid="copy-same-weekday"
          />
          {t("sameWeekday")}
        </label>
        <Button type="submit" disabled={pending}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
