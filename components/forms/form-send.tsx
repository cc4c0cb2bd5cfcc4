"use client";
// Sends a form: choose a definition (for the customer of the page, or for anyone holding the
// link), and get its public link to copy, open or print as a QR code.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Option } from "@/lib/resources/screen";
import { api } from "@/lib/client/api";
import { FormField } from "../form/form-field";
import { useFormErrors } from "../form/use-form-errors";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/input";

export function FormSend({
  definitions,
  customerId,
  definitionId,
}: {
  definitions: Option[];
  customerId?: number;
  /** a fixed definition (the editor's): no choice offered */
  definitionId?: number;
}) {
  const t = useTranslations("forms.send");
  const router = useRouter();
  const { errors, fromServer, translate } = useFormErrors();
  const [chosen, setChosen] = useState(definitionId ? String(definitionId) : (definitions[0]?.value ?? ""));
  const [link, setLink] = useState<{ id: number; url: string } | null>(null);
  const [problem, setProblem] = useState("");

  async function send() {
    setProblem("");
    const res = await api<{ id: number }>("/api/form", { body: { definitionId: Number(chosen), customerId } });
    if (!res.ok) {
      if (!fromServer(res.error)) setProblem(translate(res.error.description || res.error.message));
      return;
    }
    const form = await api<{ link: string }>(`/api/form/${res.data.id}`);
    if (form.ok) setLink({ id: res.data.id, url: `${window.location.origin}${form.data.link}` });
    router.refresh();
  }

  if (!definitions.length && !definitionId) return <p className="text-sm text-slate-600">{t("noDefinitions")}</p>;
  return (
    <div className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200" data-testid="form-send">
      <div className="flex flex-wrap items-end gap-2">
        {!definitionId && (
          <FormField label={t("definition")} htmlFor="form-send-definition" error={errors.definitionId}>
            <Select id="form-send-definition" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <Options options={definitions} />
            </Select>
          </FormField>
        )}
        <Button type="button" onClick={send} data-testid="form-send-button">
          {customerId ? t("send") : t("newLink")}
        </Button>
      </div>
      {problem && <p className="text-sm text-error">{problem}</p>}
      {link && (
        <div className="space-y-2">
          <FormField label={t("link")} htmlFor="form-send-link">
            <Input
              id="form-send-link"
              readOnly
              value={link.url}
              onFocus={(e) => e.target.select()}
              data-testid="form-link"
            />
          </FormField>
          <div className="flex flex-wrap gap-3 text-sm">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => void navigator.clipboard?.writeText(link.url)}
            >
              {t("copy")}
            </Button>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              {t("open")}
            </a>
            <a
              href={`/api/form/${link.id}/qrcode?size=512`}
              target="_blank"
              rel="noopener"
              className="text-brand-700 underline"
            >
              {t("qrcode")}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
