"use client";
// Send a mail from a template (POST /api/bookings/{id}/sendMail): the template, whom to, the
// language, the subject and body as they will go out (editable), the booking's documents to attach,
// and "send again" (force) for a template mailed before.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { LOCALES } from "@/lib/i18n/locale";
import { bindKeys } from "../form/bind";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Options, Select, Textarea } from "../ui/input";

type Template = { id: number; name: string; category: string; state: string | null };
type Texts = Record<string, { subject: string; html: string; text?: string | null }>;

export function SendMailForm({ bookingId, templates }: { bookingId: number; templates: Template[] }) {
  const t = useTranslations("mail.booking");
  const tl = useTranslations("languages");
  const router = useRouter();
  const { submit, pending, message } = useSubmit();
  const [templateId, setTemplateId] = useState("");
  const [to, setTo] = useState("customer");
  const [address, setAddress] = useState("");
  const [language, setLanguage] = useState("");
  const [texts, setTexts] = useState<Texts>({});
  const [edited, setEdited] = useState<{ subject: string; html: string } | null>(null);
  const [attach, setAttach] = useState<string[]>([]);
  const [force, setForce] = useState(false);

  async function choose(id: string) {
    setTemplateId(id);
    setEdited(null);
    setTexts({});
    if (!id) return;
    const res = await api<{ content: Texts }>(`/api/mail/template/${id}`);
    if (res.ok) setTexts(res.data.content);
  }

  function edit(lang: string) {
    const x = texts[lang] ?? Object.values(texts)[0];
    setEdited(x ? { subject: x.subject, html: x.html } : { subject: "", html: "" });
  }

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      templateId: Number(templateId),
      to: to === "address" ? address : to,
      language: language || null,
      attachments: attach,
      force,
      ...(edited ? { content: edited } : {}),
    };
    const res = await submit(() => api(`/api/bookings/${bookingId}/sendMail`, { method: "POST", body }), {
      success: t("sent"),
    });
    if (res) {
      setForce(false);
      router.refresh();
    }
  }

  const toggle = (kind: string) => setAttach((a) => (a.includes(kind) ? a.filter((x) => x !== kind) : [...a, kind]));
  return (
    <form onSubmit={send} className="space-y-3" data-testid="send-mail-form">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="grid gap-3 md:grid-cols-3">
        <label className="block text-sm">
          {t("template")}
          <Select value={templateId} onValue={choose} required data-testid="send-template">
            <Options options={templates.map((x) => ({ value: String(x.id), label: x.name }))} empty={t("choose")} />
          </Select>
        </label>
        <label className="block text-sm">
          {t("to")}
          <Select value={to} onValue={setTo} data-testid="send-to">
            <Options
              options={[
                { value: "customer", label: t("toCustomer") },
                { value: "agency", label: t("toAgency") },
                { value: "address", label: t("toAddress") },
              ]}
            />
          </Select>
        </label>
        <label className="block text-sm">
          {t("language")}
          <Select value={language} onValue={setLanguage}>
            <Options options={LOCALES.map((l) => ({ value: l, label: tl(l) }))} empty={t("bookingLanguage")} />
          </Select>
        </label>
      </div>
      {to === "address" && (
        <label className="block text-sm">
          {t("address")}
          <Input type="email" value={address} onValue={setAddress} required />
        </label>
      )}
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1">{t("attach")}</legend>
        {(["confirmation", "invoice"] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={attach.includes(kind)}
              onChange={() => toggle(kind)}
              data-testid={`attach-${kind}`}
            />
            {t(`attachments.${kind}`)}
          </label>
        ))}
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} />
          {t("force")}
        </label>
      </fieldset>
      {templateId && !edited && Object.keys(texts).length > 0 && (
        <Button variant="secondary" size="sm" onClick={() => edit(language || "de")}>
          {t("edit")}
        </Button>
      )}
      {edited && (
        <div className="space-y-2">
          {/* the mail as it will go: its subject and body, changed here */}
          <label className="block text-sm">
            {t("subject")}
            <Input {...bindKeys(edited, setEdited)("subject")} />
          </label>
          <label className="block text-sm">
            {t("body")}
            <Textarea className="min-h-48 font-mono text-xs" {...bindKeys(edited, setEdited)("html")} />
          </label>
        </div>
      )}
      <Button type="submit" disabled={pending || !templateId} data-testid="send-mail">
        {t("sendButton")}
      </Button>
    </form>
  );
}
