"use client";
// The booking page's document upload: one file, under its own name or the one given, sent as
// multipart to POST /api/bookings/{id}/upload naming the version shown (a change made meanwhile
// answers 409). The server decides what it keeps: a type it refuses (415) or a file too large
// (413) is said beside the control; a kept one shows in the list once the page is loaded again.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition } from "react";
import { useFormErrors } from "../form/use-form-errors";
import { uploadFile } from "../media/upload";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { uploadName } from "./upload-name";
import { LineField } from "./line-field";

/** What the server keeps (lib/domain/media/media.ts): a hint for the browser's file picker, not a check. */
const ACCEPT =
  "image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf,text/plain,text/csv,video/mp4,.docx,.xlsx,.pptx";

export function DocumentUpload({ bookingId, version }: { bookingId: number; version: number }) {
  const t = useTranslations("bookingPages.documentUpload");
  const router = useRouter();
  const { translate } = useFormErrors();
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const ids = { file: useId(), name: useId(), hint: useId(), message: useId() };
  const pending = sending || refreshing;

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const values = new FormData(e.currentTarget);
    const picked = values.get("file");
    if (!(picked instanceof File) || !picked.size) return setMessage({ tone: "error", text: t("chooseFile") });
    const name = uploadName(String(values.get("name") ?? ""), picked.name);
    setSending(true);
    setMessage(null);
    const res = await uploadFile(
      `/api/bookings/${bookingId}/upload`,
      new File([picked], name, { type: picked.type, lastModified: picked.lastModified }),
      { version: String(version) },
    );
    setSending(false);
    if (!res.ok) {
      // the two refusals of the file itself in our words (a proxy's 413 has no message of ours);
      // anything else (a stale version, a closed booking) as the server says it
      const text =
        res.status === 413
          ? t("tooLarge")
          : res.status === 415
            ? t("unsupported")
            : res.message
              ? translate(res.message)
              : t("failed");
      return setMessage({ tone: "error", text });
    }
    form.current?.reset();
    setMessage({ tone: "success", text: t("uploaded", { name }) });
    // the list and the booking's version come from the server
    startRefresh(() => router.refresh());
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3 border-t border-slate-200 p-4 text-sm"
      data-testid="document-upload"
      aria-describedby={message ? ids.message : undefined}
    >
      <LineField id={ids.file} label={t("file")}>
        <input
          id={ids.file}
          name="file"
          type="file"
          accept={ACCEPT}
          aria-describedby={ids.hint}
          className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
          data-testid="document-upload-file"
        />
      </LineField>
      <LineField id={ids.name} label={t("name")}>
        <Input id={ids.name} name="name" maxLength={200} data-testid="document-upload-name" />
      </LineField>
      <Button type="submit" variant="secondary" disabled={pending} data-testid="document-upload-submit">
        {pending ? t("uploading") : t("upload")}
      </Button>
      <p id={ids.hint} className="w-full text-xs text-slate-500">
        {t("hint")}
      </p>
      {message && (
        <Alert id={ids.message} tone={message.tone} className="w-full" data-testid="document-upload-message">
          {message.text}
        </Alert>
      )}
    </form>
  );
}
