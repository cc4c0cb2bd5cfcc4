"use client";
// Sends a rule's mail for a sample booking to the current user (POST /api/mailschedule/{id}/test).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Options, Select } from "@/components/ui/input";
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
        <Select value={ruleId} onValue={setRuleId}>
          <Options options={rules.map((r) => ({ value: r.id, label: r.name }))} />
        </Select>
      </label>
      <Button onClick={send} disabled={busy || !ruleId}>
        {t("send")}
      </Button>
    </section>
  );
}
