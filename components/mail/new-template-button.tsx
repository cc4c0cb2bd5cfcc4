"use client";
// "New template": makes an empty one (POST /api/mail/template) and opens it in the editor.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { toast } from "../ui/toast";
import { Button } from "../ui/button";

export function NewTemplateButton() {
  const t = useTranslations("mail.templates");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function create() {
    setPending(true);
    const res = await api<{ id: number }>("/api/mail/template", {
      method: "POST",
      body: { name: t("newName"), category: "Custom", content: {} },
    });
    setPending(false);
    if (res.ok) router.push(`/config/mailtemplates/${res.data.id}`);
    else toast(res.error.message);
  }
  return (
    <Button onClick={create} disabled={pending} data-testid="new-mail-template">
      {t("new")}
    </Button>
  );
}
