"use client";
// Sends a rule's mail for a sample booking to the current user (POST /api/mailschedule/{id}/test).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";

export function ScheduleTestForm({ rules }: { rules: { id: number; name: string }[] }) {
  const t = useTranslations("mailSchedule.test");
  const [ruleId, setRuleId] = useState(rules[0] ? String(rules[0].id) : "");
  const [busy, setBusy] = useState(false);
  if (!rules.length) return null;
  async function send() {
    setBusy(true);
    const r = await api<{ to: string; bookingId: number }>(`/api/mailschedule/${ruleId}/test`, { method: "POST" });
    setBusy(false);
    if (!r.ok) return toast(r.error.message, "error");
    toast(t("sent", { to: r.data.to, booking: r.data.bookingId }));
  }
  return (
    <section className="mt-6 flex flex-wrap items-end gap-3" aria-labelledby="schedule-test-title">
      <h2 id="schedule-test-title" className="w-full text-lg font-semibold">
        {t("title")}
      </h2>
      <label className="flex flex-col gap-1 text-sm">
        {t("rule")}
        <select
          className="h-10 rounded-md border border-slate-300 px-2"
          value={ruleId}
          onChange={(e) => setRuleId(e.target.value)}
        >
          {rules.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <Button onClick={send} disabled={busy || !ruleId}>
        {t("send")}
      </Button>
    </section>
  );
}
