"use client";
// Deletes the open mail (DELETE /api/mail/{folder}/mail/{mail}) after a confirmation, then shows the list.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

export function DeleteMailButton({
  folder,
  uid,
  account,
  listHref,
}: {
  folder: string;
  uid: number;
  account: number;
  listHref: string;
}) {
  const t = useTranslations("mailbox");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function remove() {
    if (!window.confirm(t("deleteConfirm"))) return;
    setBusy(true);
    const r = await api(`/api/mail/${encodeURIComponent(folder)}/mail/${uid}?account=${account}`, { method: "DELETE" });
    setBusy(false);
    if (!r.ok) return toast(r.error.message, "error");
    toast(t("deleted"));
    router.push(listHref);
    router.refresh();
  }
  return (
    <Button variant="danger" size="sm" onClick={remove} disabled={busy}>
      {t("delete")}
    </Button>
  );
}
