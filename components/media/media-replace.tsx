"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormErrors } from "../form/use-form-errors";
import { Alert } from "../ui/alert";
import { uploadErrorKey, uploadFile } from "./upload";

/** Replaces a medium's file (multipart POST /api/media/{id}/data); name, alt and folder stay. */
export function MediaReplace({ id }: { id: number }) {
  const t = useTranslations();
  const router = useRouter();
  const { translate } = useFormErrors();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function replace(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setPending(true);
    setMessage(null);
    const res = await uploadFile(`/api/media/${id}/data`, file);
    setPending(false);
    if (!res.ok)
      return setMessage({ tone: "error", text: res.message ? translate(res.message) : t(uploadErrorKey(res.status)) });
    setMessage({ tone: "success", text: t("media.replaced") });
    router.refresh();
  }

  return (
    <div className="space-y-2">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <label
        className="inline-flex h-8 cursor-pointer items-center rounded-md bg-white px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 aria-disabled:opacity-50"
        aria-disabled={pending}
      >
        <input
          type="file"
          className="sr-only"
          onChange={(e) => void replace(e)}
          disabled={pending}
          data-testid="media-replace"
        />
        {pending ? t("common.loading") : t("media.replace")}
      </label>
    </div>
  );
}
