"use client";
// A price's state above its grid: a Draft (or a switched-off price) sells nothing, and says so, with
// "Activate" for those who may change it (POST /api/price/{id} {status: "active"}).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { toast } from "../ui/toast";

export function PriceStatus({ priceId, status, canEdit }: { priceId: number; status: string; canEdit: boolean }) {
  const t = useTranslations("prices.state");
  const router = useRouter();
  const form = useSubmit();

  async function activate() {
    const done = await form.submit(() => api(`/api/price/${priceId}`, { body: { status: "active" } }), {
      success: null,
    });
    if (!done) return;
    toast(t("activated"));
    router.refresh();
  }

  if (status === "active")
    return (
      <Alert tone="success" className="mb-4" data-testid="price-status">
        {t("active")}
      </Alert>
    );
  return (
    <Alert tone="info" className="mb-4 flex flex-wrap items-center justify-between gap-3" data-testid="price-status">
      <span>{status === "draft" ? t("draft") : t("off")}</span>
      {canEdit && (
        <Button size="sm" onClick={activate} disabled={form.pending} data-testid="price-activate">
          {t("activate")}
        </Button>
      )}
      {form.message?.tone === "error" && <span className="w-full text-error">{form.message.text}</span>}
    </Alert>
  );
}
