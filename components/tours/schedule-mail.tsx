"use client";
// Mail every guest of a departure (POST /api/schedules/{id}/sendMail).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { FormField } from "../form/form-field";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input, Textarea } from "../ui/input";

export function ScheduleMail({ scheduleId }: { scheduleId: number }) {
  const t = useTranslations("schedules.mail");
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ subject: "", text: "" });
  const { submit, pending, message, setMessage, errors } = useSubmit();
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
              () => api<{ queued: number }>(`/api/schedules/${scheduleId}/sendMail`, { body: v }),
              {
                success: null,
              },
            );
            if (!done) return;
            setV({ subject: "", text: "" });
            setMessage({ tone: "success", text: t("queued", { count: done.data.queued }) });
          }}
        >
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <FormField label={t("subject")} htmlFor="mail-subject" error={errors.subject} required>
            <Input id="mail-subject" value={v.subject} onChange={(e) => setV({ ...v, subject: e.target.value })} />
          </FormField>
          <FormField label={t("text")} htmlFor="mail-text" error={errors.text} required>
            <Textarea id="mail-text" value={v.text} onChange={(e) => setV({ ...v, text: e.target.value })} />
          </FormField>
          <Button type="submit" disabled={pending}>
            {t("send")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
