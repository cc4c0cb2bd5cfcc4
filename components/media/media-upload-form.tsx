"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormActions, FormField } from "../form/form-field";
import { useFormErrors } from "../form/use-form-errors";
import { Alert } from "../ui/alert";
import { Input, Options, Select } from "../ui/input";
import { uploadErrorKey, uploadFile } from "./upload";

/** Uploads one file with an optional name and folder, then opens the new medium. */
export function MediaUploadForm({ folders }: { folders: { value: string; label: string }[] }) {
  const t = useTranslations();
  const router = useRouter();
  const { translate } = useFormErrors();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || !file.size) return setError(t("media.chooseFile"));
    setPending(true);
    setError(null);
    const res = await uploadFile("/api/media", file, {
      name: String(form.get("name") ?? "").trim(),
      folderId: String(form.get("folderId") ?? ""),
    });
    if (!res.ok) {
      setPending(false);
      // the server's message is already in the user's language (413: too large, 415: unsupported type)
      return setError(res.message ? translate(res.message) : t(uploadErrorKey(res.status)));
    }
    router.push(`/media/${res.data.id}`);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="media-upload-form">
      {error && <Alert data-testid="upload-error">{error}</Alert>}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label={t("media.fields.file")}
          htmlFor="media-file"
          required
          hint={t("media.fileHint")}
          className="md:col-span-2"
        >
          <input
            id="media-file"
            name="file"
            type="file"
            aria-describedby="media-file-hint"
            aria-required
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
          />
        </FormField>
        <FormField label={t("media.fields.name")} htmlFor="media-name" hint={t("media.nameHint")}>
          <Input id="media-name" name="name" maxLength={200} aria-describedby="media-name-hint" />
        </FormField>
        <FormField label={t("media.fields.folderId")} htmlFor="media-folder">
          <Select id="media-folder" name="folderId" defaultValue="">
            <Options options={folders} empty={t("media.noFolder")} />
          </Select>
        </FormField>
      </div>
      <FormActions pending={pending} label={pending ? t("common.loading") : t("common.upload")} />
    </form>
  );
}
