"use client";
// Mail every guest of a departure (POST /api/schedules/{id}/sendMail): from a template (each guest
// gets it with their own booking, in its language; "send again" for a template mailed to the
// departure before) or with a text of one's own; to every guest or each booking's main customer.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { FormField } from "../form/form-field";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input, Options, Select, Textarea } from "../ui/input";

type Template = { id: number; name: string };

export function ScheduleMail({ scheduleId, templates = [] }: { scheduleId: number; templates?: Template[] }) {
  const t = useTranslations("schedules.mail");
  const [open, setOpen] = useState(false);
  const [templateId, setTemplateId] = useState("");
  const [to, setTo] = useState<"guests" | "customers">("guests");
  const [force, setForce] = useState(false);
  const [v, setV] = useState({ subject: "", text: "" });
  const { submit, pending, message, setMessage, errors } = useSubmit();
  const body = templateId ? { templateId: Number(templateId), to, force } : { ...v, to };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="schedule-mail">
        {t("open")}
      </Button>
      <DialogContent title={t("title")} description={t("description")}>
        <form
          className="space-y-3"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const done = await submit(
              () => api<{ queued: number }>(`/api/schedules/${scheduleId}/sendMail`, { body }),
              { success: null },
            );
            if (!done) return;
            setV({ subject: "", text: "" });
            setForce(false);
            setMessage({ tone: "success", text: t("queued", { count: done.data.queued }) });
          }}
        >
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <FormField label={t("template")} htmlFor="mail-template" error={errors.templateId}>
            <Select
              id="mail-template"
              value={templateId}
              onChange={(e) => setTemplateId(e.target.value)}
              data-testid="schedule-mail-template"
            >
              <Options options={templates.map((x) => ({ value: String(x.id), label: x.name }))} empty={t("ownText")} />
            </Select>
          </FormField>
          <FormField label={t("to")} htmlFor="mail-to" error={errors.to}>
            <Select id="mail-to" value={to} onChange={(e) => setTo(e.target.value as typeof to)}>
              <Options
                options={[
                  { value: "guests", label: t("toGuests") },
                  { value: "customers", label: t("toCustomers") },
                ]}
              />
            </Select>
          </FormField>
          {templateId ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} />
              {t("force")}
            </label>
          ) : (
            <>
              <FormField label={t("subject")} htmlFor="mail-subject" error={errors.subject} required>
                <Input id="mail-subject" value={v.subject} onChange={(e) => setV({ ...v, subject: e.target.value })} />
              </FormField>
              <FormField label={t("text")} htmlFor="mail-text" error={errors.text} required>
                <Textarea id="mail-text" value={v.text} onChange={(e) => setV({ ...v, text: e.target.value })} />
              </FormField>
            </>
          )}
          <Button type="submit" disabled={pending} data-testid="schedule-mail-send">
            {t("send")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
