"use client";
// A credit movement is never edited: a click on a row offers to take it back by a counter-movement
// (POST /api/{agencycredit|customercredit}/{id}/correct) with a reason; the list shows both rows.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input } from "../ui/input";

export function CreditCorrection({
  resource,
  row,
  onClose,
}: {
  resource: string;
  row: Record<string, unknown> | null;
  onClose: () => void;
}) {
  const t = useTranslations("credits");
  const common = useTranslations("common");
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await api(`/api/${resource}/${String(row?.id)}/correct`, { body: { reason } });
    setBusy(false);
    if (!res.ok) return setError(res.error.fields?.[0]?.message ?? res.error.message);
    setReason("");
    setError(null);
    onClose();
    router.refresh();
  }

  return (
    <Dialog open={!!row} onOpenChange={(o) => !o && onClose()}>
      {row && (
        <DialogContent
          title={`${t("correct")}: ${t("fields.id")} ${String(row.id)}`}
          className="w-[min(32rem,calc(100vw-2rem))]"
        >
          <form onSubmit={submit} className="space-y-3" data-testid="credit-correction">
            <label className="block text-sm font-medium text-slate-700">
              {t("correctReason")}
              <Input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                maxLength={500}
                className="mt-1"
                name="reason"
              />
            </label>
            {error && <Alert>{error}</Alert>}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={onClose}>
                {common("cancel")}
              </Button>
              <Button type="submit" disabled={busy || !reason.trim()} data-testid="credit-correct-submit">
                {t("correct")}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
