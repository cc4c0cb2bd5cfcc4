"use client";
// Skips a planned scheduled mail (DELETE /api/mailschedule/scheduled/{rule}-{booking}); the list reloads.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";

export function SkipScheduledButton({ id }: { id: string }) {
  const t = useTranslations("mailSchedule.scheduled");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function skip() {
    setBusy(true);
    const r = await api(`/api/mailschedule/scheduled/${encodeURIComponent(id)}`, { method: "DELETE" });
    setBusy(false);
    if (!r.ok) return toast(r.error.message, "error");
    toast(t("skipped"));
    router.refresh();
  }
  return (
    <Button variant="secondary" size="sm" onClick={skip} disabled={busy}>
      {t("skip")}
    </Button>
  );
}
